import type { Cart } from '@cuvee/domain/cart/cart.types';
import { call } from '../../../lib/api-call.ts';
import { useAuthStore } from '../../../lib/auth.store.ts';

/**
 * Saves the signed-in buyer's cart on their account (`PUT /v1/users/me`, message false: a
 * silent save, spec §7). The route table loads with the first save: its schemas carry zod,
 * which a visitor's shop page does without (decision 0017). The session's user follows the
 * answer, so that a page reading `user.cart` sees what was saved.
 */
export async function saveCart(cart: Cart): Promise<void> {
  const { usersRoutes } = await import('@cuvee/contracts/users');
  const answer = await call(usersRoutes.updateMe, { body: { cart, message: false } }, { silent: true });
  useAuthStore.getState().setUser(answer.user);
}
