import { z } from 'zod';
import { defineRoute } from './http/route.ts';

export const OutboxMail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
export const OutboxResponse = z.object({ success: z.literal(true), mails: z.array(OutboxMail) });

/**
 * Development only: the outbox, so that sign-up and reset links can be followed without SMTP.
 * For the admin only, since it holds every account's reset links (docs/decisions/0021).
 */
export const mailRoutes = {
  devOutbox: defineRoute({
    method: 'GET',
    path: '/v1/dev/outbox',
    access: 'dev.outbox.read',
    summary: 'Latest e-mails (development only, for the admin)',
    tags: ['dev'],
    query: z.object({ to: z.email({ error: 'Le mail est incorrect' }).optional() }),
    response: OutboxResponse,
    errors: [400, 401, 403],
  }),
};
