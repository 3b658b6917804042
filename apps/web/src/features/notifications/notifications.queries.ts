import type { Notification } from '@cuvee/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

export type NotificationFilter = 'all' | 'unseen';
type ListAnswer = { notifications: Notification[]; unseenCount: number; nextCursor: string | null };

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
      api<ListAnswer>('/v1/notifications-centers', { query: { filter, limit }, silent: true, signal }),
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
      api('/v1/notifications-centers/mark-as-seen', {
        method: 'PUT',
        body: { arrayOfIds: ids },
        silent: true,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useMarkAllSeen() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api('/v1/notifications-centers/mark-all-as-seen', { method: 'PUT', silent: true }),
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
