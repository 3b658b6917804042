import { type ComponentType, lazy, Suspense } from 'react';
import { ProductSkeleton } from '../components/page-skeleton.tsx';

/**
 * The shop page is in the storefront area's chunk (it is the landing page, with a first-load
 * budget); the other storefront pages load on demand, behind the product skeleton.
 */
function lazyPage(load: () => Promise<ComponentType>): ComponentType {
  const Page = lazy(async () => ({ default: await load() }));
  return function LazyStorefrontPage() {
    return (
      <Suspense fallback={<ProductSkeleton />}>
        <Page />
      </Suspense>
    );
  };
}

export const ProductRoute = lazyPage(() => import('./product.page.tsx').then((m) => m.ProductPage));
export const BuildersRoute = lazyPage(() => import('./builder.pages.tsx').then((m) => m.BuildersPage));
export const BuilderRoute = lazyPage(() => import('./builder.pages.tsx').then((m) => m.BuilderPage));
export const BuilderProductRoute = lazyPage(() =>
  import('./builder.pages.tsx').then((m) => m.BuilderProductPage),
);
export const LegalNoticeRoute = lazyPage(() =>
  import('./legal-notice.page.tsx').then((m) => m.LegalNoticePage),
);
