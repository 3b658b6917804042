import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mailOutbox } from './mail.table.ts';

/** Development only: the outbox, so that sign-up and reset links can be followed without SMTP. */
export const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Latest e-mails (development only)',
        querystring: z.object({ to: z.email({ error: 'Le mail est incorrect' }).optional() }),
        response: {
          200: z.object({
            success: z.literal(true),
            mails: z.array(
              z.object({
                id: z.string(),
                to: z.string(),
                subject: z.string(),
                text: z.string(),
                status: z.string(),
                createdAt: z.string(),
              }),
            ),
          }),
        },
      },
    },
    async (request) => {
      const rows = await app.deps.db
        .select()
        .from(mailOutbox)
        .where(request.query.to ? eq(mailOutbox.toAddress, request.query.to) : undefined)
        .orderBy(desc(mailOutbox.createdAt))
        .limit(50);
      return {
        success: true as const,
        mails: rows.map((m) => ({
          id: m.id,
          to: m.toAddress,
          subject: m.subject,
          text: m.textBody,
          status: m.status,
          createdAt: m.createdAt.toISOString(),
        })),
      };
    },
  );
};
