import { z } from 'zod';
import { msg } from './validation/messages.ts';

export const Notification = z.object({
  id: z.string(),
  // One of NOTIFICATION_TYPES, or any type containing 'payment' (see notificationKind).
  type: z.string(),
  content: z.string(),
  seen: z.boolean(),
  createdAt: z.string(),
  redirectLink: z.string().nullable(),
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
