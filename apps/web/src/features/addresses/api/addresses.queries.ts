import { type BookAddressInput, usersRoutes } from '@cuvee/contracts/users';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';

/** The address book's calls (issue 24): the signed-in user's own delivery and billing addresses. */
export const addressesKeys = {
  all: ['addresses'] as const,
  book: () => ['addresses', 'book'] as const,
};

/** `GET /v1/users/me/addresses`: per kind, the default first, then by last use. */
export const addressBookQuery = () =>
  queryOptions({
    queryKey: addressesKeys.book(),
    queryFn: ({ signal }) =>
      call(usersRoutes.addresses, {}, { signal, silent: true }).then((a) => a.addresses),
    staleTime: 30_000,
  });

function useBookMutation<V>(mutationFn: (vars: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => void client.invalidateQueries({ queryKey: addressesKeys.all }),
  });
}

/** Adds an address (`id` null) or replaces one; the API's message is the snackbar. */
export const useSaveAddress = () =>
  useBookMutation(({ id, body }: { id: string | null; body: BookAddressInput }) =>
    id
      ? call(usersRoutes.updateAddress, { params: { id }, body })
      : call(usersRoutes.createAddress, { body }),
  );

export const useDeleteAddress = () =>
  useBookMutation((id: string) => call(usersRoutes.deleteAddress, { params: { id } }));

export const useSetDefaultAddress = () =>
  useBookMutation((id: string) => call(usersRoutes.setDefaultAddress, { params: { id } }));
