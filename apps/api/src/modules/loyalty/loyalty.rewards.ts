import { reachesTier, tierOf } from '@cuvee/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inTenant, scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import { clientIdOfUser } from '../clients/index.ts';
import { lockAccount, tiersOf, writeEntry } from './loyalty.ledger.ts';
import { activeProgramme } from './loyalty.programme.ts';
import {
  type LoyaltyRewardRow,
  loyaltyAccounts,
  loyaltyRewards,
  type RewardProduct,
} from './loyalty.table.ts';

/*
 * A reward taken in the cart (decisions 0180, 0183): the buyer names it in the seller's order
 * (`promotions`, one at most); the server finds it, checks the buyer's points and tier, and
 * answers what it gives: an amount off, or products offered (isFromFidelity lines at 0 €, at
 * most maxChoice units). At placement it is checked again with the account locked, and its
 * points debited in the order's transaction: two placements cannot spend the same points.
 */

export const REWARD = {
  unknown: "Cette promotion de fidélité n'existe pas",
  oneOnly: 'Une seule récompense de fidélité par commande',
  notEnough: (name: string, need: number, have: number) =>
    `Vous n'avez pas assez de points de fidélité pour « ${name} » : il en faut ${need}, vous en avez ${have}`,
  tier: (name: string, tier: string) => `« ${name} » est réservée aux clients du palier ${tier} et au-delà`,
  tooMany: (max: number) => `Vous pouvez choisir au plus ${max} produit(s) offert(s) avec cette récompense`,
} as const;

/** What a reward chosen in an order gives, as pricing needs it. */
export type LoyaltyChoice = {
  rewardId: string;
  name: string;
  pointsRequired: number;
  /** Cents off, in the buyer's price basis (0 for offered products). */
  discount: number;
  offers: RewardProduct[];
  maxChoice: number;
};

const buyerScope = (userId: string, shopId: string): TenantScope => ({
  user: { id: userId },
  shop: { id: shopId },
  shops: [{ id: shopId }],
});

/** The reward, checked against the client's points and tier (the account locked when asked). */
async function checkedReward(
  tx: TenantTx,
  scope: TenantScope,
  clientId: string | null,
  rewardId: string,
  lock: boolean,
): Promise<LoyaltyRewardRow> {
  if (!(await activeProgramme(tx, scope))) throw new HttpError(404, REWARD.unknown);
  const s = scoped(tx, scope);
  const [reward] = /^[0-9a-f-]{36}$/i.test(rewardId)
    ? await s.selectAll(loyaltyRewards, eq(loyaltyRewards.id, rewardId))
    : [];
  if (!reward || !clientId) throw new HttpError(404, REWARD.unknown);
  const account = lock
    ? await lockAccount(tx, scope, clientId)
    : (await s.selectAll(loyaltyAccounts, eq(loyaltyAccounts.clientId, clientId)))[0];
  const tiers = await tiersOf(tx, scope);
  const tier = tierOf(tiers, account?.earned ?? 0).current;
  if (!reachesTier(tiers, tier, tiers.find((t) => t.name === reward.tierName)?.id ?? null))
    throw new HttpError(409, REWARD.tier(reward.name, reward.tierName ?? ''));
  const balance = account?.balance ?? 0;
  if (balance < reward.pointsRequired)
    throw new HttpError(409, REWARD.notEnough(reward.name, reward.pointsRequired, Math.max(0, balance)));
  return reward;
}

const choiceOf = (r: LoyaltyRewardRow): LoyaltyChoice => ({
  rewardId: r.id,
  name: r.name,
  pointsRequired: r.pointsRequired,
  discount: r.kind === 'discount' ? r.discountCents : 0,
  offers: r.kind === 'products' ? r.products : [],
  maxChoice: r.kind === 'products' ? r.maxChoice : 0,
});

/**
 * Each seller order's reward, read and checked (null when none is named). A guest holds no
 * points: any reward they name does not exist for them.
 */
export async function loyaltyChoices(
  db: Db,
  userId: string | null,
  orders: ReadonlyArray<{ sellerId: string; rewardIds: readonly string[] }>,
): Promise<Array<LoyaltyChoice | null>> {
  const out: Array<LoyaltyChoice | null> = [];
  for (const order of orders) {
    if (order.rewardIds.length === 0) {
      out.push(null);
      continue;
    }
    if (order.rewardIds.length > 1) throw new HttpError(400, REWARD.oneOnly);
    if (!userId || !/^[0-9a-f-]{36}$/i.test(order.sellerId)) throw new HttpError(404, REWARD.unknown);
    const scope = buyerScope(userId, order.sellerId);
    const reward = await inTenant(db, scope, async (tx) =>
      checkedReward(tx, scope, await clientIdOfUser(tx, scope, userId), order.rewardIds[0]!, false),
    );
    out.push(choiceOf(reward));
  }
  return out;
}

/** Checks the offered lines of an order against its reward: their products and how many. */
export function checkOffered(
  choice: LoyaltyChoice | null,
  lines: ReadonlyArray<{ productId: string; formatId: string; quantity: number; isFromFidelity: boolean }>,
  refusal: string,
): void {
  const offered = lines.filter((l) => l.isFromFidelity);
  if (offered.length === 0) return;
  if (
    !choice ||
    offered.some((l) => !choice.offers.some((o) => o.productId === l.productId && o.formatId === l.formatId))
  )
    throw new HttpError(422, refusal);
  if (offered.reduce((n, l) => n + l.quantity, 0) > choice.maxChoice)
    throw new HttpError(422, REWARD.tooMany(choice.maxChoice));
}

/**
 * At placement, in the order's transaction: the reward checked again with the account locked,
 * its points debited once for the order (a 409 in French when they no longer suffice).
 */
export async function spendReward(
  tx: TenantTx,
  scope: TenantScope,
  spend: { clientId: string; orderId: string; reference: string; rewardId: string },
): Promise<void> {
  const reward = await checkedReward(tx, scope, spend.clientId, spend.rewardId, true);
  await writeEntry(tx, scope, spend.clientId, {
    cause: 'rewardUsed',
    points: -reward.pointsRequired,
    label: `« ${reward.name} » sur la commande ${spend.reference}`,
    orderId: spend.orderId,
    rewardId: reward.id,
  });
}
