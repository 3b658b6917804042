import { type ComponentType, lazy, Suspense } from 'react';
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

/** The storefront's pages outside the shop app (src/shop-app): the cart and the 3-D Secure return. */
export const pages: PageMap<'storefront'> = {
  'storefront.cart': comingSoon('cart'),
  'storefront.payment3ds': comingSoon('payment'),
};
