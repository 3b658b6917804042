import { z } from 'zod';
import { defineRoute } from './http/route.ts';
import { msg } from './validation/messages.ts';

export const Notification = z.object({
  id: z.string(),
  // One of NOTIFICATION_TYPES, or any type containing 'payment' (see notificationKind).
  type: z.string(),
  content: z.string(),
  seen: z.boolean(),
  createdAt: z.string(),
  redirectLink: z.string().nullable(),
  /** The shop it concerns, and what it is about when the web acts on it (an agent request). */
  shopId: z.string().nullable(),
  subjectId: z.string().nullable(),
});
export type Notification = z.infer<typeof Notification>;

export const NotificationListQuery = z.object({
  filter: z.enum(['all', 'unseen']).default('all'),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  /** Keyset cursor: the createdAt|id of the last item of the previous page. */
  cursor: z.string().max(100).optional(),
});
export const NotificationListResponse = z.object({
  success: z.literal(true),
  notifications: z.array(Notification),
  unseenCount: z.number(),
  nextCursor: z.string().nullable(),
});
export const MarkAsSeenBody = z.object({
  arrayOfIds: z
    .array(z.uuid(msg('idInvalid')))
    .min(1)
    .max(500),
});
export const MarkAsSeenResponse = z.object({ success: z.literal(true), updated: z.number() });

/** The notification centre of the signed-in user (spec §7). */
export const notificationsRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/v1/notifications-centers',
    access: 'notifications.read',
    summary: "The signed-in user's notifications, newest first",
    tags: ['notifications'],
    query: NotificationListQuery,
    response: NotificationListResponse,
    errors: [400, 401],
  }),
  markAsSeen: defineRoute({
    method: 'PUT',
    path: '/v1/notifications-centers/mark-as-seen',
    access: 'notifications.write',
    summary: 'Mark notifications as seen',
    tags: ['notifications'],
    body: MarkAsSeenBody,
    response: MarkAsSeenResponse,
    errors: [400, 401],
  }),
  markAllAsSeen: defineRoute({
    method: 'PUT',
    path: '/v1/notifications-centers/mark-all-as-seen',
    access: 'notifications.write',
    summary: "Mark all the user's notifications as seen ('Tout marquer comme lire')",
    tags: ['notifications'],
    response: MarkAsSeenResponse,
    errors: [401],
  }),
};
