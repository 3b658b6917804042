import { createHash, randomBytes } from 'node:crypto';
import type { QuoteSending } from '@cuvee/contracts';
import { orderActionRefusal } from '@cuvee/domain';
import { desc, eq, isNull, sql } from 'drizzle-orm';
import { scoped, type TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import { clients } from '../clients/index.ts';
import { users } from '../users/index.ts';
import { lockedOrder, recordEvent } from './orders.lifecycle.ts';
import type { SalesActor } from './orders.list.ts';
import { quoteLinks } from './orders.quote-links.table.ts';
import { type OrderRow, orderEvents, orders } from './orders.table.ts';

/*
 * Sending a quote (issue 24): the quote goes 'pending' (sent), a link is made for the client to
 * answer it without an account. The link's token is 32 random bytes kept only as their SHA-256
 * (as a client invitation, clients.invitations.ts): a leaked table answers no quote. It works
 * until the end of the quote's last day (French time), or until the quote is sent again.
 */

export const hashQuoteToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The instant a French day ends (the next day's midnight in Paris), for 'YYYY-MM-DD'. */
export function endOfFrenchDay(day: string): Date {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  // Paris is one or two hours ahead of UTC: its clock reads 01 or 02 at that UTC midnight.
  const parisHour = Number(
    next.toLocaleString('en-GB', { timeZone: 'Europe/Paris', hour: '2-digit', hour12: false }),
  );
  return new Date(next.getTime() - parisHour * 3_600_000);
}

const LINK_DAYS_WITHOUT_VALIDITY = 30;

export const NO_RECIPIENT =
  "Ce client n'a pas d'adresse e-mail : ajoutez-la à sa fiche, ou saisissez l'adresse à laquelle envoyer le devis";

/** The client's address a quote goes to: the record's, else its account's. */
async function clientEmail(actor: SalesActor, tx: TenantTx, order: OrderRow): Promise<string | null> {
  const [client] = order.clientId
    ? await scoped(tx, actor)
        .select({ email: clients.email })
        .from(clients)
        .where(eq(clients.id, order.clientId))
    : [];
  if (client?.email) return client.email.toLowerCase();
  if (!order.buyerId) return null;
  const [buyer] = await tx.select({ email: users.email }).from(users).where(eq(users.id, order.buyerId));
  return buyer?.email.toLowerCase() ?? null;
}

export type SentQuote = {
  order: OrderRow;
  token: string;
  linkId: string;
  recipients: string[];
  expiresAt: Date;
};

/**
 * The quote marked sent and its new link (earlier unanswered ones end): 403 without
 * quotes.write, 409 when the lifecycle refuses (accepted, refused…), 422 without an address.
 */
export async function markQuoteSent(
  actor: SalesActor,
  tx: TenantTx,
  id: string,
  recipients: readonly string[] | undefined,
): Promise<SentQuote> {
  const order = await lockedOrder(actor, tx, id);
  const refusal = orderActionRefusal('send', order);
  if (refusal) throw new HttpError(409, refusal);
  const to = recipients?.length
    ? [...new Set(recipients.map((r) => r.toLowerCase()))]
    : [await clientEmail(actor, tx, order)].filter((e): e is string => Boolean(e));
  if (to.length === 0) throw new HttpError(422, NO_RECIPIENT);
  const s = scoped(tx, actor);
  await s
    .update(quoteLinks)
    .set({ replacedAt: sql`now()` })
    .where(eq(quoteLinks.orderId, order.id), isNull(quoteLinks.answeredAt), isNull(quoteLinks.replacedAt));
  const token = randomBytes(32).toString('base64url');
  // The end of the quote's last day in France; a quote without one: 30 days.
  const expiresAt = order.validUntil
    ? endOfFrenchDay(order.validUntil)
    : new Date(Date.now() + LINK_DAYS_WITHOUT_VALIDITY * 86_400_000);
  const [link] = await s
    .insert(quoteLinks)
    .values([
      {
        orderId: order.id,
        tokenHash: hashQuoteToken(token),
        sentTo: to,
        expiresAt,
        createdBy: actor.user.id,
      },
    ])
    .returning();
  await s.update(orders).set({ status: 'pending', updatedAt: new Date() }).where(eq(orders.id, order.id));
  await recordEvent(actor, tx, order, 'send', { status: 'pending', data: { to: to.join(', ') } });
  return { order, token, linkId: link!.id, recipients: to, expiresAt: link!.expiresAt };
}

/** What the quote's page shows of its sending and answer; null for what never was a quote. */
export async function quoteSending(
  actor: SalesActor,
  tx: TenantTx,
  order: OrderRow,
): Promise<QuoteSending | null> {
  if (order.kind !== 'quote' && !order.quoteReference) return null;
  const s = scoped(tx, actor);
  const [[link], [answer], recipient] = await Promise.all([
    s.selectAll(quoteLinks, eq(quoteLinks.orderId, order.id)).orderBy(desc(quoteLinks.createdAt)).limit(1),
    // The shop's own answer in the back office, when it gave one.
    s
      .select({ at: orderEvents.at, action: orderEvents.action })
      .from(orderEvents)
      .where(
        eq(orderEvents.orderId, order.id),
        sql`${orderEvents.action} in ('accept', 'refuse')`,
        sql`${orderEvents.actorId} is not null`,
      )
      .orderBy(desc(orderEvents.at))
      .limit(1),
    clientEmail(actor, tx, order),
  ]);
  const byClient = Boolean(link?.answeredAt);
  return {
    recipient,
    sentTo: link?.sentTo ?? [],
    sentAt: link?.createdAt.toISOString() ?? null,
    linkExpiresAt: link?.expiresAt.toISOString() ?? null,
    answeredAt: byClient ? link!.answeredAt!.toISOString() : (answer?.at.toISOString() ?? null),
    answeredBy: byClient ? 'client' : answer ? 'shop' : null,
    refusalReason: link?.outcome === 'refused' ? link.reason : null,
  };
}
