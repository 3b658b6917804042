import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type MailStatus, mailOutbox } from './mail.table.ts';

/*
 * The mails a shop sent under given keys (decision 0133): what a module that queued them shows
 * of them (a booking's confirmation and reminder) without reading the outbox itself. Exact keys:
 * the outbox's unique index on the key finds each; the shop's filter keeps another's away.
 */

export type KeyedMail = {
  key: string;
  to: string;
  subject: string;
  /** sent; pending (queued or being sent); failed (its retries spent); outbox (kept, no SMTP). */
  status: 'sent' | 'pending' | 'failed' | 'outbox';
  /** When it left, or else when it was queued. */
  at: Date;
};

const STATUS: Record<MailStatus, KeyedMail['status']> = {
  queued: 'pending',
  pending: 'pending',
  sent: 'sent',
  error: 'failed',
  outbox: 'outbox',
};

export async function mailsByKeys(db: DbOrTx, shopId: string, keys: readonly string[]): Promise<KeyedMail[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .select({
      key: mailOutbox.idempotencyKey,
      to: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      status: mailOutbox.status,
      sentAt: mailOutbox.sentAt,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.shopId, shopId), inArray(mailOutbox.idempotencyKey, [...keys])))
    .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));
  return rows.map((r) => ({
    key: r.key!,
    to: r.to,
    subject: r.subject,
    status: STATUS[r.status],
    at: r.sentAt ?? r.createdAt,
  }));
}
