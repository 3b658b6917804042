import {
  formatEuros,
  normalizePromoCode,
  type PromoCodeOutcome,
  type PromoCodeRule,
  promoRefusalText,
} from '@cuvee/domain';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import { type PromoCodeRow, promoCodes, promoCodeUses } from './promotions.table.ts';

/*
 * A code entered in a cart (issue 29, decision 0175): read by the server for the seller it was
 * entered for (another shop's code is unknown there, without saying it exists elsewhere), priced
 * by the domain's step, and at placement taken once: a conditional UPDATE of the count and a use
 * row whose buyer's n-th use is unique, in the placement's transaction.
 */

const toRule = (row: PromoCodeRow, buyerUses: number): PromoCodeRule => ({
  id: row.id,
  code: row.code,
  benefit: row.benefit,
  target: row.target,
  minAmountHt: row.minAmountHt,
  minBottles: row.minBottles,
  validFrom: row.validFrom,
  validTo: row.validTo,
  typologies: row.typologies,
  maxUses: row.maxUses,
  maxUsesPerBuyer: row.maxUsesPerBuyer,
  combinesWithTiers: row.combinesWithTiers,
  combinesWithPromotions: row.combinesWithPromotions,
  active: row.active,
  used: row.used,
  buyerUses,
});

/** An entered code no shop of this seller holds: the outcome the cart shows. */
export const unknownCode = (code: string): PromoCodeOutcome => ({
  code: normalizePromoCode(code),
  applied: false,
  refusal: 'unknown',
  params: {},
  amount: 0,
  freeShipping: false,
});

/**
 * The codes entered, per seller, as rules (with this buyer's uses), in two statements however
 * many sellers. A code not found is absent from the answer.
 */
export async function enteredCodes(
  db: DbOrTx,
  buyerId: string | null,
  wanted: ReadonlyArray<{ sellerId: string; code: string | null }>,
): Promise<Map<string, PromoCodeRule>> {
  const asked = wanted.filter((w): w is { sellerId: string; code: string } => Boolean(w.code));
  const out = new Map<string, PromoCodeRule>();
  if (asked.length === 0) return out;
  const rows = await db
    .select()
    .from(promoCodes)
    .where(
      sql`(${promoCodes.shopId}, ${promoCodes.code}) in (${sql.join(
        asked.map((a) => sql`(${a.sellerId}::uuid, ${normalizePromoCode(a.code)})`),
        sql`, `,
      )})`,
    );
  const uses =
    buyerId && rows.length
      ? await db
          .select({ codeId: promoCodeUses.codeId, n: count() })
          .from(promoCodeUses)
          .where(
            and(
              inArray(
                promoCodeUses.shopId,
                rows.map((r) => r.shopId),
              ),
              inArray(
                promoCodeUses.codeId,
                rows.map((r) => r.id),
              ),
              eq(promoCodeUses.buyerId, buyerId),
            ),
          )
          .groupBy(promoCodeUses.codeId)
      : [];
  const usesOf = new Map(uses.map((u) => [u.codeId, u.n]));
  for (const row of rows) out.set(row.shopId, toRule(row, usesOf.get(row.id) ?? 0));
  return out;
}

/** The French refusal of a code at placement: 404 when unknown, 422 when its rules refuse. */
export function refusalError(outcome: PromoCodeOutcome): HttpError {
  const text = promoRefusalText(outcome.refusal ?? 'unknown', outcome.params, 'fr', (c) => formatEuros(c));
  return new HttpError(outcome.refusal === 'unknown' ? 404 : 422, text);
}

/**
 * Takes one use of the code for a placed order, in the placement's transaction: the count only
 * while under its maximum (the row lock makes concurrent placements wait and re-read), and the
 * buyer's n-th use unique. Throws the French refusal when the last use went to another order.
 */
export async function claimPromoCode(
  scope: TenantScope,
  tx: TenantTx,
  use: { codeId: string; orderId: string; buyerId: string; amountCents: number },
) {
  const s = scoped(tx, scope);
  const [taken] = await s
    .update(promoCodes)
    .set({ used: sql`${promoCodes.used} + 1` })
    .where(
      eq(promoCodes.id, use.codeId),
      sql`(${promoCodes.maxUses} is null or ${promoCodes.used} < ${promoCodes.maxUses})`,
    )
    .returning({
      source: promoCodes.source,
      campaignId: promoCodes.campaignId,
      maxPerBuyer: promoCodes.maxUsesPerBuyer,
    });
  if (!taken) throw new HttpError(409, promoRefusalText('exhausted', {}, 'fr', formatEuros));
  const [mine] = await s
    .select({ n: count() })
    .from(promoCodeUses)
    .where(eq(promoCodeUses.codeId, use.codeId), eq(promoCodeUses.buyerId, use.buyerId));
  const seq = (mine?.n ?? 0) + 1;
  if (taken.maxPerBuyer !== null && seq > taken.maxPerBuyer)
    throw new HttpError(409, promoRefusalText('alreadyUsed', {}, 'fr', formatEuros));
  const [row] = await s
    .insert(promoCodeUses)
    .values([{ ...use, buyerSeq: seq, source: taken.source, campaignId: taken.campaignId }])
    .onConflictDoNothing()
    .returning({ id: promoCodeUses.id });
  // The same buyer's other placement took this n-th use meanwhile.
  if (!row) throw new HttpError(409, promoRefusalText('alreadyUsed', {}, 'fr', formatEuros));
}
