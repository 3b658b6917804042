import { createHash } from 'node:crypto';
import type { PlaceOrdersBody } from '@cuvee/contracts';
import { and, eq, isNull, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { orders } from './orders.table.ts';

/*
 * A placement's idempotency key (issue 25, defect 14; decision 0079): the key is the buyer's
 * own (unique per shop and buyer), and the request it came with is fingerprinted, as Stripe
 * does: the same key with another body is refused, never answered with the first order.
 */

export const KEY_REUSED =
  'Cette commande a déjà été passée avec un autre contenu : rechargez la page avant de commander à nouveau';

/** JSON with every object's keys sorted: one text per request, whatever the keys' order. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object')
    return `{${Object.keys(v)
      .sort()
      .filter((k) => (v as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(v);
}

/** The request's fingerprint: the sha-256 of its canonical JSON, the key itself left out. */
export function requestHash(body: { idempotencyKey: string }): string {
  const { idempotencyKey: _key, ...rest } = body;
  return createHash('sha256').update(canonical(rest)).digest('hex');
}

/**
 * Refuses (422) a key this buyer already used, at any seller, with another request; reads
 * the buyer's own orders only (a buyer reads theirs across shops).
 */
export async function refuseReusedKey(db: DbOrTx, buyerId: string, body: PlaceOrdersBody, hash: string) {
  const [other] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.buyerId, buyerId),
        eq(orders.idempotencyKey, body.idempotencyKey),
        or(isNull(orders.requestHash), ne(orders.requestHash, hash)),
      ),
    )
    .limit(1);
  if (other) throw new HttpError(422, KEY_REUSED);
}
