import { type ComponentType, lazy, Suspense } from 'react';
import { CartPage } from '../../features/cart/pages/cart.page.tsx';
import { CartLoyalty } from '../../features/loyalty/loyalty.pages.tsx';
import type { PageMap } from '../page-map.ts';
import type { ComingSoonModule } from './coming-soon.ts';

const ComingSoonLazy = lazy(() =>
  import('./coming-soon.page.tsx').then((m) => ({ default: m.ComingSoonPage })),
);
/** The 3-D Secure return until its module: the page loads on demand, not with the shop page. */
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
  // The cart, with each seller's loyalty rewards (issue 29).
  'storefront.cart': function CartWithLoyalty() {
    return <CartPage sellerExtra={CartLoyalty} />;
  },
  'storefront.payment3ds': comingSoon('payment'),
};
