import { notificationsRoutes } from '@cuvee/contracts/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';

export type NotificationFilter = 'all' | 'unseen';

/** The centre refreshes every minute while the app is open. */
const POLL_MS = 60_000;

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (filter: NotificationFilter, limit: number) => ['notifications', 'list', filter, limit] as const,
};

export function useNotifications(filter: NotificationFilter, limit = 20, enabled = true) {
  return useQuery({
    queryKey: notificationKeys.list(filter, limit),
    queryFn: ({ signal }) =>
      call(notificationsRoutes.list, { query: { filter, limit } }, { silent: true, signal }),
    enabled,
    refetchInterval: POLL_MS,
  });
}

/** The unseen count for the badges (the list answer carries it). */
export function useUnseenCount(enabled = true): number {
  return useNotifications('all', 20, enabled).data?.unseenCount ?? 0;
}

export function useMarkSeen() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) =>
      call(notificationsRoutes.markAsSeen, { body: { arrayOfIds: ids } }, { silent: true }),
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useMarkAllSeen() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(notificationsRoutes.markAllAsSeen, {}, { silent: true }),
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
