import { useMutation, useQueryClient } from '@tanstack/react-query';
import { downloadDay, tourKeys } from './tour.queries.ts';

/**
 * 'Télécharger ma journée': the agent's day fetched and kept on the device (decision 0152); the
 * screen reads it from IndexedDB at once. Sent whatever the browser says of the network: the
 * request itself tells.
 */
export function useDownloadDay(shopId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => downloadDay(shopId),
    networkMode: 'always',
    onSuccess: (stored) => client.setQueryData(tourKeys.day(shopId), stored),
  });
}
