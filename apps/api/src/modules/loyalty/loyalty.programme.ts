import type { LoyaltyProgramme, LoyaltyProgrammeInput, LoyaltyReward } from '@cuvee/contracts';
import { LoyaltyProgrammeInput as Input } from '@cuvee/contracts';
import { asc, inArray } from 'drizzle-orm';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import { productFormats, products } from '../products/index.ts';
import { tiersOf } from './loyalty.ledger.ts';
import { type LoyaltyRewardRow, loyaltyProgrammes, loyaltyRewards, loyaltyTiers } from './loyalty.table.ts';

/*
 * The programme's settings (decision 0180): one row per shop, its tiers and rewards saved as
 * the owner's page sends them (replaced whole: a cart holding a reward that no longer exists is
 * told so at its next price). An offered product must be the shop's own, in the format named.
 */

export const LOYALTY = {
  saved: 'Programme de fidélité enregistré',
  unknownProduct: "Un produit offert n'existe pas dans votre catalogue",
} as const;

const DEFAULT = { active: false, pointsPerEuroX100: 100, expiryMonths: 0 };

export async function programmeRow(tx: TenantTx, scope: TenantScope) {
  const [row] = await scoped(tx, scope).selectAll(loyaltyProgrammes);
  return row ?? null;
}

export async function rewardRows(tx: TenantTx, scope: TenantScope): Promise<LoyaltyRewardRow[]> {
  return scoped(tx, scope).selectAll(loyaltyRewards).orderBy(asc(loyaltyRewards.position));
}

/** Rewards with their products named as the catalogue names them. */
export async function rewardsView(
  tx: TenantTx,
  scope: TenantScope,
  rows: readonly LoyaltyRewardRow[],
): Promise<LoyaltyReward[]> {
  const formatIds = [...new Set(rows.flatMap((r) => r.products.map((p) => p.formatId)))];
  const s = scoped(tx, scope);
  const formats = formatIds.length
    ? await s
        .select({
          id: productFormats.id,
          productId: productFormats.productId,
          formatName: productFormats.nameInShop,
          visuals: productFormats.visuals,
        })
        .from(productFormats)
        .where(inArray(productFormats.id, formatIds))
    : [];
  const productIds = [...new Set(formats.map((f) => f.productId))];
  const named = productIds.length
    ? await s
        .select({
          id: products.id,
          name: products.name,
          type: products.productType,
          visuals: products.visuals,
          vintages: products.vintages,
        })
        .from(products)
        .where(inArray(products.id, productIds))
    : [];
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    kind: r.kind,
    pointsRequired: r.pointsRequired,
    discountCents: r.discountCents,
    maxChoice: r.maxChoice,
    tierName: r.tierName,
    products: r.products.flatMap((p) => {
      const format = formats.find((f) => f.id === p.formatId && f.productId === p.productId);
      const product = named.find((n) => n.id === p.productId);
      if (!format || !product) return [];
      return [
        {
          productId: p.productId,
          formatId: p.formatId,
          label: [product.name, format.formatName].filter(Boolean).join(' · '),
          productType: product.type,
          picture: format.visuals[0] ?? product.visuals[0] ?? null,
          // The vintage on sale (the first the product lists, its newest), for the cart's line and its excise.
          vintageId: product.vintages[0]?.id ?? null,
          vintageName: product.vintages[0]?.name ?? null,
        },
      ];
    }),
  }));
}

export async function programmeOf(tx: TenantTx, scope: TenantScope): Promise<LoyaltyProgramme> {
  const row = (await programmeRow(tx, scope)) ?? DEFAULT;
  return {
    active: row.active,
    pointsPerEuro: row.pointsPerEuroX100 / 100,
    expiryMonths: row.expiryMonths,
    tiers: await tiersOf(tx, scope),
    rewards: await rewardsView(tx, scope, await rewardRows(tx, scope)),
  };
}

export async function saveProgramme(
  tx: TenantTx,
  scope: TenantScope,
  input: LoyaltyProgrammeInput,
): Promise<LoyaltyProgramme> {
  const body = Input.parse(input);
  const s = scoped(tx, scope);
  const wanted = body.rewards.flatMap((r) => r.products);
  if (wanted.length > 0) {
    const found = await s
      .select({ id: productFormats.id, productId: productFormats.productId })
      .from(productFormats)
      .where(inArray(productFormats.id, [...new Set(wanted.map((w) => w.formatId))]));
    if (wanted.some((w) => !found.some((f) => f.id === w.formatId && f.productId === w.productId)))
      throw new HttpError(404, LOYALTY.unknownProduct);
  }
  const values = {
    active: body.active,
    pointsPerEuroX100: Math.round(body.pointsPerEuro * 100),
    expiryMonths: body.expiryMonths,
    updatedBy: scope.user.id,
    updatedAt: new Date(),
  };
  await s
    .insert(loyaltyProgrammes)
    .values([values])
    .onConflictDoUpdate({ target: loyaltyProgrammes.shopId, set: values });
  await s.delete(loyaltyTiers).where();
  if (body.tiers.length) await s.insert(loyaltyTiers).values(body.tiers);
  await s.delete(loyaltyRewards).where();
  const tierName = (name: string | null) =>
    name ? (body.tiers.find((t) => t.name.toLowerCase() === name.toLowerCase())?.name ?? null) : null;
  if (body.rewards.length)
    await s.insert(loyaltyRewards).values(
      body.rewards.map((r, position) => ({
        name: r.name,
        kind: r.kind,
        pointsRequired: r.pointsRequired,
        discountCents: r.kind === 'discount' ? r.discountCents : 0,
        products: r.kind === 'products' ? r.products : [],
        maxChoice: r.kind === 'products' ? r.maxChoice : 1,
        tierName: tierName(r.tierName),
        position,
      })),
    );
  return programmeOf(tx, scope);
}

/** Whether the shop runs a programme, and its rate (null when none or switched off). */
export async function activeProgramme(tx: TenantTx, scope: TenantScope) {
  const row = await programmeRow(tx, scope);
  return row?.active ? row : null;
}
