import { type ComponentType, lazy, Suspense } from 'react';
import { ShopPage } from '../../features/storefront/pages/shop.page.tsx';
import {
  BuilderProductRoute,
  BuilderRoute,
  BuildersRoute,
  LegalNoticeRoute,
  ProductRoute,
} from '../../features/storefront/pages/storefront.routes.tsx';
import type { PageMap } from '../page-map.ts';
import type { ComingSoonModule } from './coming-soon.ts';

const ComingSoonLazy = lazy(() =>
  import('./coming-soon.page.tsx').then((m) => ({ default: m.ComingSoonPage })),
);
/** '/cart' and the like until their module: the page loads on demand, not with the shop page. */
function comingSoon(module: ComingSoonModule): ComponentType {
  return function ComingSoon() {
    return (
      <Suspense fallback={null}>
        <ComingSoonLazy module={module} />
      </Suspense>
    );
  };
}

/** The storefront chunk: shop, product, builder and legal pages, the cart. */
export const pages: PageMap<'storefront'> = {
  'storefront.shop': ShopPage,
  'storefront.shopById': ShopPage,
  'storefront.product': ProductRoute,
  'storefront.productById': ProductRoute,
  'storefront.builders.list': BuildersRoute,
  'storefront.builders.show': BuilderRoute,
  'storefront.builders.product': BuilderProductRoute,
  'storefront.legalNotice': LegalNoticeRoute,
  'storefront.legalNoticeById': LegalNoticeRoute,
  'storefront.cart': comingSoon('cart'),
  'storefront.payment3ds': comingSoon('payment'),
};
