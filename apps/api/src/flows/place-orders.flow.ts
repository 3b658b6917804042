import type { PlaceOrdersBody } from '@cuvee/contracts';
import type { Db } from '../db/client.ts';
import { HttpError } from '../lib/http-error.ts';
import {
  checkAll,
  type OrderRow,
  PLACEMENT,
  type PlacementPorts,
  placeSellerOrder,
  refuseReusedKey,
  requestHash,
} from '../modules/orders/index.ts';
import type { ShopRow } from '../modules/shops/index.ts';
import type { Principal } from '../plugins/auth.ts';

/*
 * Placing the cart across sellers (decision 0040; issue 25, Build 2). 1. The request's key:
 * refused when this buyer used it with another cart (decision 0079). 2. Every seller's order
 * priced again and checked, nothing written (a refusal here fails the whole call). 3. Each
 * seller's order in a transaction of its own (orders: the order, its lines and payment, its
 * stock reserved through the stock module, its client through the clients module, the seller
 * told, the buyer's mail queued as a job). A seller refused at step 3 after another was placed
 * is answered beside it, its own transaction rolled back (its stock, its number): the placed
 * ones stand, as the buyer was told.
 */

export type Placement = {
  /** `created`: written by this call (a replay answers what an earlier one wrote). */
  placed: Array<{ order: OrderRow; shop: ShopRow; created: boolean }>;
  refused: Array<{ sellerId: string; message: string }>;
};

/** Places every seller's order; answers those placed and those refused meanwhile (stock). */
export async function placeOrders(
  db: Db,
  principal: Principal,
  body: PlaceOrdersBody,
  ports: PlacementPorts,
): Promise<Placement> {
  if (principal.kind !== 'user') throw new HttpError(403, PLACEMENT.buyerOnly);
  const buyer = principal;
  // The same key with another request: refused before anything is priced or written.
  const hash = requestHash(body);
  await refuseReusedKey(db, buyer.user.id, body, hash);
  const checked = await checkAll(db, buyer, body, ports);
  const placed: Placement['placed'] = [];
  const refused: Placement['refused'] = [];
  for (const c of checked) {
    try {
      const one = await placeSellerOrder(db, buyer, body, c, ports.outbox, hash);
      placed.push({ ...one, shop: c.source.shop });
    } catch (err) {
      // One seller's refusal alone fails the call, having changed nothing; after another
      // seller's order is placed, it is answered beside it.
      if (!(err instanceof HttpError) || checked.length === 1) throw err;
      refused.push({ sellerId: c.source.shop.id, message: err.message });
    }
  }
  if (placed.length === 0 && refused.length > 0) throw new HttpError(409, refused[0]!.message);
  return { placed, refused };
}
