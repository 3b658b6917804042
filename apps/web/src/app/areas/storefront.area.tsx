import { type ComponentType, lazy, Suspense } from 'react';
import { Gs1ElabelRoute, NutritiveValuesRoute } from '../../features/elabel/elabel.routes.tsx';
import { ShopPage } from '../../features/storefront/pages/shop.page.tsx';
import {
  BuilderProductRoute,
  BuilderRoute,
  BuildersRoute,
  LegalNoticeRoute,
  ProductRoute,
} from '../../features/storefront/storefront.routes.tsx';

// '/cart' and the like until their module: loaded on demand, not with the shop page.
const ComingSoonLazy = lazy(() =>
  import('./coming-soon.page.tsx').then((m) => ({ default: m.ComingSoonPage })),
);
function ComingSoonPage() {
  return (
    <Suspense fallback={null}>
      <ComingSoonLazy />
    </Suspense>
  );
}

const PAGES: Record<string, ComponentType> = {
  '/:name': ShopPage,
  '/shops/:id': ShopPage,
  '/:name/:product': ProductRoute,
  '/shops/:id/:product': ProductRoute,
  '/shops/:id/builders': BuildersRoute,
  '/shops/:id/builders/:builder': BuilderRoute,
  '/shops/:id/builders/:builder/:product': BuilderProductRoute,
  '/:name/legal-notice': LegalNoticeRoute,
  '/shops/:id/legal-notice': LegalNoticeRoute,
  '/:name/nutritiveValues': NutritiveValuesRoute,
  '/gs1/01/:ean?': Gs1ElabelRoute,
  '/gs1/01/:ean/10/:lotNumber?': Gs1ElabelRoute,
  '/gs1/01/:ean/22/:vintage?': Gs1ElabelRoute,
  '/gs1/01/:ean/22/:vintage/10/:lotNumber?': Gs1ElabelRoute,
};

/** The storefront chunk: shop, product, builder, legal and barcode pages, the cart. */
export function pageFor(path: string): ComponentType {
  return PAGES[path] ?? ComingSoonPage;
}
