import { usersRoutes } from '@cuvee/contracts/users';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { useAuthStore } from '../../../lib/auth.store.ts';

/**
 * The buyer's cart lives on their account (PUT /v1/users/me): the session's user, which the
 * auth store holds for every page, follows the answer. A silent save: no snackbar.
 */
export function useEmptyCart() {
  return useMutation({
    mutationFn: () =>
      call(
        usersRoutes.updateMe,
        { body: { cart: { orders: [], lastUpdated: new Date().toISOString() }, message: false } },
        { silent: true },
      ),
    onSuccess: (answer) => useAuthStore.getState().setUser(answer.user),
  });
}
