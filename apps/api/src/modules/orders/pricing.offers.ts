import type { Db } from '../../db/client.ts';
import type { Principal } from '../../plugins/auth.ts';
import { loyaltyChoices } from '../loyalty/index.ts';
import { enteredCodes } from '../promotions/index.ts';
import { pricingSources, type RequestLine, type SellerSource } from './pricing.source.ts';

/** A seller's order as the cart and the placement send it, with the buyer's offers (issue 29). */
export type OfferedOrder = {
  sellerId: string;
  lines: readonly RequestLine[];
  /** The loyalty reward chosen (one at most). */
  promotions: readonly string[];
  /** The promo code entered, as typed. */
  promoCode?: string | null;
};

/**
 * Every seller's pricing source with the buyer's offers read once for all sellers — the loyalty
 * reward each order names (found and checked by the loyalty module) and the promo code entered
 * (the seller's rule, or none when unknown) — the same for the cart's price and the placement.
 */
export async function offeredSources(
  db: Db,
  principal: Principal | null,
  orders: readonly OfferedOrder[],
  date: string,
): Promise<SellerSource[]> {
  const buyerId = principal?.kind === 'user' ? principal.user.id : null;
  const rewards = await loyaltyChoices(
    db,
    buyerId,
    orders.map((o) => ({ sellerId: o.sellerId, rewardIds: o.promotions })),
  );
  const sources = await pricingSources(
    db,
    principal,
    orders.map((o, i) => ({ sellerId: o.sellerId, lines: o.lines, loyalty: rewards[i] })),
    date,
  );
  const codes = await enteredCodes(
    db,
    buyerId,
    orders.map((o) => ({ sellerId: o.sellerId, code: o.promoCode ?? null })),
  );
  for (const source of sources) source.input.promoCode = codes.get(source.shop.id) ?? null;
  return sources;
}
