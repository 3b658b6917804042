import { SHOP_MAIL_LIMITS } from '@cuvee/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { countInWindow } from '../auth/index.ts';
import { shops } from '../shops/index.ts';

/*
 * Mails a shop member makes the platform send (issue 23, finding 7). To an address that is not
 * one of the shop's own clients: only from a confirmed e-mail, and at most
 * SHOP_MAIL_LIMITS.outsidePerDay a French calendar day per shop, counted in PostgreSQL
 * (attempt_counters) so that every API process shares the count. Every such mail names its shop
 * and answers to the shop's address (Reply-To); From stays the platform's.
 */

export const UNCONFIRMED_SENDER =
  "Confirmez votre adresse e-mail avant d'envoyer des e-mails à des destinataires qui ne sont pas vos clients : ouvrez le lien reçu à votre inscription.";

/** A shop as the sender of a mail: its name, and its address for replies when it has one. */
export type ShopSender = { id: string; name: string; email: string | null };

export async function shopSender(db: DbOrTx, shopId: string): Promise<ShopSender> {
  const [row] = await db
    .select({ id: shops.id, name: shops.name, identity: shops.identity })
    .from(shops)
    .where(eq(shops.id, shopId));
  return { id: shopId, name: row?.name ?? '', email: row?.identity?.email ?? null };
}

/** What every mail sent on behalf of a shop carries besides its texts. */
export const onBehalfOf = (shop: ShopSender) => ({ shopId: shop.id, replyTo: shop.email });

const DAY_MS = 86_400_000;
/** Today in France (YYYY-MM-DD): the cap is per French calendar day. */
const parisDay = (now = new Date()) => now.toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
/** Seconds until the next French day starts (a Retry-After), at least one. */
function secondsToParisMidnight(now = new Date()): number {
  const [h, m, s] = now
    .toLocaleTimeString('en-GB', { timeZone: 'Europe/Paris', hour12: false })
    .split(':')
    .map(Number);
  return Math.max(1, 86_400 - ((h! % 24) * 3600 + m! * 60 + s!));
}

/**
 * Admits the recipients of one send, or refuses it whole: 422 when an outside address is asked
 * by an unconfirmed e-mail (not 403: the web signs out on a 403, spec §8, and the seller holds the right), 429 past the day's cap. Runs in the request's transaction, so a
 * refused send leaves the count as it was, and the counter's row lock makes parallel sends of
 * the shop count one after the other. `own` holds the shop's clients' addresses, lower case.
 */
export async function admitShopMail(
  tx: DbOrTx,
  p: {
    shopId: string;
    sender: { emailValidatedAt: Date | null };
    recipients: readonly string[];
    own: ReadonlySet<string>;
  },
): Promise<void> {
  const outside = [...new Set(p.recipients.map((r) => r.toLowerCase()))].filter((r) => !p.own.has(r));
  if (outside.length === 0) return;
  if (!p.sender.emailValidatedAt) throw new HttpError(422, UNCONFIRMED_SENDER);
  const cap = SHOP_MAIL_LIMITS.outsidePerDay;
  const { current } = await countInWindow(
    tx,
    `shop-mail-outside:${p.shopId}:${parisDay()}`,
    2 * DAY_MS,
    outside.length,
  );
  if (current > cap) {
    const left = Math.max(0, cap - (current - outside.length));
    throw new HttpError(
      429,
      `Votre boutique peut envoyer ${cap} e-mails par jour à des destinataires qui ne sont pas ses clients : il en reste ${left} aujourd'hui. Réessayez demain.`,
      secondsToParisMidnight(),
    );
  }
}
