import { mailRoutes as routes } from '@cuvee/contracts';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { mailOutbox } from './mail.table.ts';

/**
 * Development only: the outbox, so that sign-up and reset links can be followed without SMTP.
 * The admin's only (its action), since it holds reset links (docs/decisions/0021). It reads
 * every shop's mails on purpose, through the system handle (decision 0015).
 */
export async function devOutboxRoutes(app: FastifyInstance) {
  route(app, routes.devOutbox, async ({ db, query }) => {
    const rows = await db
      .select()
      .from(mailOutbox)
      .where(query.to ? eq(mailOutbox.toAddress, query.to) : undefined)
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
  });
}
