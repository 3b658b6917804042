import { type DeliveryMode, type DeliveryModeInput, deliveryRoutes } from '@cuvee/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';

/** One query-key factory for the shop's delivery modes. */
export const deliveryKeys = {
  all: ['delivery'] as const,
  lists: () => ['delivery', 'modes'] as const,
};

export const deliveryModesQuery = () =>
  queryOptions({
    queryKey: deliveryKeys.lists(),
    queryFn: ({ signal }) => call(deliveryRoutes.list, {}, { signal }).then((a) => a.modes),
  });

/** Creates a mode, or replaces one (`id`); the list is fetched again. */
export function useSaveDeliveryMode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: DeliveryModeInput }) =>
      (id
        ? call(deliveryRoutes.update, { params: { id }, body })
        : call(deliveryRoutes.create, { body })
      ).then((a) => a.mode),
    onSuccess: () => void client.invalidateQueries({ queryKey: deliveryKeys.lists() }),
  });
}

/** The list's switch: the same mode, active or not. */
export function useToggleDeliveryMode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (mode: DeliveryMode) => {
      const { id, createdAt: _c, ...rest } = mode;
      const body = { ...rest, active: !mode.active } as DeliveryModeInput;
      return call(deliveryRoutes.update, { params: { id }, body }).then((a) => a.mode);
    },
    onSuccess: () => void client.invalidateQueries({ queryKey: deliveryKeys.lists() }),
  });
}

export function useDeleteDeliveryMode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(deliveryRoutes.remove, { params: { id } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: deliveryKeys.lists() }),
  });
}
