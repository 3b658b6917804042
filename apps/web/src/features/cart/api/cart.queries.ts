import { cartRoutes } from '@cuvee/contracts/cart.price';
import type { Cart } from '@cuvee/domain/cart/cart.types';
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { useUiStore } from '../../../lib/ui.store.ts';
import { priceBody } from '../logic/cart.pricing.ts';
import { useCartStore } from '../logic/cart.store.ts';

/** One query-key factory for the cart: the server's prices of a cart's contents. */
export const cartKeys = {
  all: ['cart'] as const,
  price: (body: ReturnType<typeof priceBody>) => ['cart', 'price', body] as const,
};

/**
 * `POST /v1/orders/get-cart-price` for what the cart holds (spec §4: opening the drawer asks
 * again). Never cached across openings; the last answer stays on screen while a changed
 * quantity is priced.
 */
export function cartPriceQuery(cart: Pick<Cart, 'orders'>) {
  const body = priceBody(cart);
  return queryOptions({
    queryKey: cartKeys.price(body),
    queryFn: ({ signal }) => call(cartRoutes.price, { body }, { signal, silent: true }),
    enabled: body.orders.length > 0,
    staleTime: 0,
    gcTime: 60_000,
    retry: false,
    placeholderData: keepPreviousData,
  });
}

/**
 * 'Vider le panier' (spec §4): each order the server already holds is marked aborted, then the
 * cart is cleared and the drawer closes. A refusal (shown by its snackbar) leaves the cart as it is.
 */
export function useEmptyCart() {
  return useMutation({
    mutationFn: async () => {
      const ids = useCartStore
        .getState()
        .cart.orders.map((o) => o.id)
        .filter((id): id is string => id !== null);
      for (const id of ids) await call(cartRoutes.aborted, { params: { id } });
    },
    onSuccess: () => {
      useCartStore.getState().dispatch({ type: 'clear' });
      useUiStore.getState().setCartDrawerOpen(false);
    },
  });
}
