import type { PromoCode, PromoCodeInput as PromoCodeInputSchema } from '@cuvee/contracts';
import { normalizePromoCode } from '@cuvee/domain';
import { and, count, desc, eq, like, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import { actedShop } from '../shops/index.ts';
import { type PromoCodeRow, promoCodes } from './promotions.table.ts';

/** A shop's promo codes (settings `promotions`, issue 29), each call in its tenant transaction. */

export const PROMO = {
  notFound: 'Code promo introuvable',
  taken: (code: string) => `Le code promo « ${code} » existe déjà dans votre boutique`,
  unknownTypology: (key: string) => `La typologie « ${key} » n'existe pas dans la boutique`,
  created: 'Le code promo a été créé',
  saved: 'Le code promo a été enregistré',
  deleted: 'Le code promo a été supprimé',
  deactivated: 'Ce code promo a déjà servi : il a été désactivé au lieu d’être supprimé',
} as const;

type Input = z.output<typeof PromoCodeInputSchema>;

export function toPromoCode(row: PromoCodeRow): PromoCode {
  return {
    id: row.id,
    code: row.code,
    label: row.label,
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
    source: row.source,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listPromoCodes(
  scope: TenantScope,
  tx: TenantTx,
  q: { search?: string | undefined; limit: number; offset: number },
) {
  const s = scoped(tx, scope);
  const search = q.search
    ? like(promoCodes.code, `${normalizePromoCode(q.search).replace(/[%_\\]/g, '\\$&')}%`)
    : undefined;
  const [rows, [total]] = await Promise.all([
    s
      .selectAll(promoCodes, search)
      .orderBy(desc(promoCodes.createdAt), desc(promoCodes.id))
      .limit(q.limit)
      .offset(q.offset),
    s.select({ n: count() }).from(promoCodes).where(search),
  ]);
  return { codes: rows.map(toPromoCode), total: total?.n ?? 0 };
}

async function check(scope: TenantScope, tx: TenantTx, input: Input, except: string | null) {
  const shop = await actedShop(scope, tx);
  const unknown = input.typologies.find((k) => !Object.hasOwn(shop.typologies, k));
  if (unknown) throw new HttpError(422, PROMO.unknownTypology(unknown));
  const code = normalizePromoCode(input.code);
  const [same] = await scoped(tx, scope)
    .select({ id: promoCodes.id })
    .from(promoCodes)
    .where(eq(promoCodes.code, code), except ? ne(promoCodes.id, except) : undefined);
  if (same) throw new HttpError(409, PROMO.taken(code));
  return code;
}

const columns = (input: Input, code: string) => ({
  code,
  label: input.label,
  benefit: input.benefit,
  target: input.target,
  minAmountHt: input.minAmountHt,
  minBottles: input.minBottles,
  validFrom: input.validFrom,
  validTo: input.validTo,
  typologies: input.typologies,
  maxUses: input.maxUses,
  maxUsesPerBuyer: input.maxUsesPerBuyer,
  combinesWithTiers: input.combinesWithTiers,
  combinesWithPromotions: input.combinesWithPromotions,
  active: input.active,
});

export async function createPromoCode(scope: TenantScope, tx: TenantTx, input: Input) {
  const code = await check(scope, tx, input, null);
  const [row] = await scoped(tx, scope)
    .insert(promoCodes)
    .values([{ ...columns(input, code), createdBy: scope.user.id }])
    .returning();
  return { message: PROMO.created, code: toPromoCode(row!) };
}

export async function updatePromoCode(scope: TenantScope, tx: TenantTx, id: string, input: Input) {
  const s = scoped(tx, scope);
  const [current] = await s.selectAll(promoCodes, eq(promoCodes.id, id)).for('update');
  if (!current) throw new HttpError(404, PROMO.notFound);
  const code = await check(scope, tx, input, id);
  if (input.maxUses !== null && input.maxUses < current.used)
    throw new HttpError(
      422,
      `Ce code a déjà servi ${current.used} fois : le maximum ne peut pas être plus bas`,
    );
  const [row] = await s.update(promoCodes).set(columns(input, code)).where(eq(promoCodes.id, id)).returning();
  return { message: PROMO.saved, code: toPromoCode(row!) };
}

export async function deletePromoCode(scope: TenantScope, tx: TenantTx, id: string) {
  const s = scoped(tx, scope);
  const [current] = await s.selectAll(promoCodes, eq(promoCodes.id, id)).for('update');
  if (!current) throw new HttpError(404, PROMO.notFound);
  // A used code stays, with its uses: orders and a later campaign name it.
  if (current.used > 0) {
    await s.update(promoCodes).set({ active: false }).where(eq(promoCodes.id, id));
    return { message: PROMO.deactivated };
  }
  await s.delete(promoCodes).where(and(eq(promoCodes.id, id)));
  return { message: PROMO.deleted };
}
