import type { PlacedOrder, PlaceOrdersBody } from '@cuvee/contracts';
import {
  type CheckoutPaymentType,
  type DeliveryInput,
  type OrderPriceResult,
  type OrderSummary,
  orderSummaryOf,
  priceOrder,
  todayInFrance,
} from '@cuvee/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inTenant, scoped } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Principal } from '../../plugins/auth.ts';
import { clientOfBuyer, recordClientActivity } from '../clients/index.ts';
import { loyaltyChoices, spendReward } from '../loyalty/index.ts';
import { claimPromoCode, enteredCodes, refusalError, unknownCode } from '../promotions/index.ts';
import type { ShopRow } from '../shops/index.ts';
import type { StockActor } from '../stock/index.ts';
import { groupDeadline } from '../tourism/index.ts';
import { rememberUsedAddresses } from '../users/index.ts';
import { contentLines, contentNeeds, writeContentLines } from './orders.box.ts';
import { mailBuyer, type OrderOutbox } from './orders.buyer-mails.ts';
import { nextReference } from './orders.counters.ts';
import { KEY_REUSED } from './orders.idempotency.ts';
import { notifySeller } from './orders.notify.ts';
import { holdOrderBookings, openGroupsOf } from './orders.reservations.place.ts';
import { type ReservationSource, reservationSources } from './orders.reservations.ts';
import { reserveOrderStock, type StockNeed } from './orders.stock.ts';
import {
  type FrozenAddress,
  type FrozenShipping,
  type OrderRow,
  orderLines,
  orderPayments,
  orders,
} from './orders.table.ts';
import { pricingSources, type SellerSource } from './pricing.source.ts';

/*
 * Placing the cart (decision 0040): every seller's order is priced again from the database and
 * checked before anything is written; then each seller's order is written in a transaction of
 * its own (the order, its frozen lines, its stock reservations, its payment, the seller's
 * notification). The caller's idempotency key is the buyer's own, per shop: the same
 * placement again answers the orders it made, never a second one; the same key with another
 * request is refused (orders.idempotency.ts).
 */

/** What an offered bottle's line says on the order and its invoice (issue 29). */
const OFFERED = 'offert (fidélité)';

export const PLACEMENT = {
  noDelivery: 'Aucun mode de livraison disponible pour cette addresse',
  paymentNotOffered: "Ce moyen de paiement n'est pas proposé par cette boutique",
  placed: 'Votre commande a été passée',
  placedMany: 'Vos commandes ont été passées',
  buyerOnly: 'Seul un compte client peut passer commande',
  /** The seller's terms changed since the buyer accepted them (issue 24). */
  termsChanged: (seller: string) =>
    `Les conditions générales de vente de ${seller} ont été modifiées : veuillez lire la nouvelle version et l'accepter`,
} as const;

/** What placement asks of the delivery and payment modules. */
export type PlacementPorts = {
  /** The chosen mode's price and franco for this address and order, or a 400 'Aucun mode …'. */
  delivery(
    db: Db,
    shop: ShopRow,
    choice: { modeId: string; collectionPointId: string | null },
    address: FrozenAddress,
    summary: OrderSummary,
  ): Promise<{ input: DeliveryInput; frozen: Omit<FrozenShipping, 'parcels' | 'franco' | 'priceCents'> }>;
  /** The payment types the shop offers at checkout. */
  payments(shop: ShopRow): readonly CheckoutPaymentType[];
  /** The card provider's 0 € imprint for a placed card order (idempotent by order). */
  cardSetup(db: Db, order: OrderRow, buyer: { id: string; email: string }): Promise<PlacedOrder['cardSetup']>;
  /**
   * The id of the seller's terms of sale the buyer accepted (issue 24), null when the seller has
   * published none; a 422 when the buyer did not accept the version in force.
   */
  acceptedTerms(db: Db, shop: ShopRow, accepted: string | null): Promise<string | null>;
  /** The buyer's mail of the placed order, with how to pay (issue 24). */
  outbox: OrderOutbox;
};

export type Checked = {
  request: PlaceOrdersBody['orders'][number];
  source: SellerSource;
  bookings: ReservationSource[];
  priced: OrderPriceResult;
  shipping: FrozenShipping;
  termsVersionId: string | null;
  /** The promo code applied (issue 29), its use taken in the order's transaction. */
  promoCodeId: string | null;
};

/** Prices and checks every seller's order; throws the first refusal, having written nothing. */
export async function checkAll(db: Db, principal: Principal, body: PlaceOrdersBody, ports: PlacementPorts) {
  const date = todayInFrance();
  const rewards = await loyaltyChoices(
    db,
    principal.kind === 'user' ? principal.user.id : null,
    body.orders.map((o) => ({ sellerId: o.sellerId, rewardIds: o.promotions })),
  );
  const sources = await pricingSources(
    db,
    principal,
    body.orders.map((o, i) => ({ sellerId: o.sellerId, lines: o.lines, loyalty: rewards[i] })),
    date,
  );
  const codes = await enteredCodes(
    db,
    principal.kind === 'user' ? principal.user.id : null,
    body.orders.map((o) => ({ sellerId: o.sellerId, code: o.promoCode })),
  );
  const checked: Checked[] = [];
  for (const [i, source] of sources.entries()) {
    const request = body.orders[i]!;
    const rule = codes.get(source.shop.id) ?? null;
    // A code entered and not found, or refused by its rules: the buyer is told, nothing placed.
    if (request.promoCode && !rule) throw refusalError(unknownCode(request.promoCode));
    source.input.promoCode = rule;
    if (!ports.payments(source.shop).includes(request.paymentType))
      throw new HttpError(400, PLACEMENT.paymentNotOffered);
    const termsVersionId = await ports.acceptedTerms(db, source.shop, request.termsVersionId ?? null);
    const bookings = await reservationSources(db, source.shop.id, request.reservations, {
      checkPlaces: true,
    });
    source.input.reservations = bookings.map((b) => b.pricing);
    const bare = priceOrder(source.input);
    // An order of bookings only ships nothing (decision 0107): no mode is asked for.
    const delivery = request.deliveryModeId
      ? await ports.delivery(
          db,
          source.shop,
          { modeId: request.deliveryModeId, collectionPointId: request.collectionPointId },
          body.deliveryAddress,
          orderSummaryOf(bare),
        )
      : NO_DELIVERY;
    const priced = priceOrder({ ...source.input, delivery: delivery.input });
    if (priced.promoCode && !priced.promoCode.applied) throw refusalError(priced.promoCode);
    checked.push({
      request,
      source,
      bookings,
      priced,
      shipping: {
        ...delivery.frozen,
        priceCents: priced.price.shipping,
        parcels: priced.nbrPackages,
        franco: priced.franco,
      },
      termsVersionId,
      promoCodeId: rule?.id ?? null,
    });
  }
  return checked;
}

/** The delivery of an order without goods (bookings only, decision 0107). */
const NO_DELIVERY = {
  input: null,
  frozen: { modeId: null, kind: 'none', name: 'Sans livraison', collectionPoint: null, instructions: null },
};

/** Thrown inside a transaction to roll it back when another placement with the key won. */
class AlreadyPlaced extends Error {}

export async function placeSellerOrder(
  db: Db,
  principal: Principal & { kind: 'user' },
  body: PlaceOrdersBody,
  c: Checked,
  outbox: OrderOutbox,
  hash: string,
): Promise<{ order: OrderRow; created: boolean }> {
  const buyer = principal.user;
  const actor: StockActor = {
    user: { id: buyer.id, firstname: buyer.firstname, lastname: buyer.lastname, username: buyer.username },
    shop: { id: c.source.shop.id },
    shops: [{ id: c.source.shop.id }],
  };
  const existing = () =>
    inTenant(db, actor, (tx) =>
      scoped(tx, actor).selectAll(
        orders,
        eq(orders.buyerId, buyer.id),
        eq(orders.idempotencyKey, body.idempotencyKey),
      ),
    ).then((rows) => rows[0]);
  const found = await existing();
  if (found) return { order: found, created: false };
  try {
    return await inTenant(db, actor, async (tx) => {
      const s = scoped(tx, actor);
      const reference = await nextReference(tx, actor);
      // The order belongs to the shop's client of its buyer (issue 25): found, tied or made.
      const client = await clientOfBuyer(tx, actor, buyer, c.source.input.typology.key);
      const p = c.priced;
      const [order] = await s
        .insert(orders)
        .values([
          {
            buyerId: buyer.id,
            clientId: client.id,
            agentId: client.agentId,
            reference,
            paymentType: c.request.paymentType,
            paymentStatus: 'pending',
            idempotencyKey: body.idempotencyKey,
            requestHash: hash,
            typology: c.source.input.typology.key,
            hasTva: c.source.input.shop.hasTVA,
            totalHt: p.price.totalHT,
            tva: p.price.tva,
            totalTtc: p.price.totalTTC,
            shippingCents: p.price.shipping,
            promoCents: p.price.promoAmount,
            // The excise and the CSS apart (issue 25): the excise total is the excise alone.
            exciseCents: p.excise,
            cssCents: p.css,
            price: { ...p.price, franco: p.franco, francoPercent: p.francoPercent, bottles: p.bottles },
            shipping: c.shipping,
            deliveryAddress: body.deliveryAddress,
            billingAddress: body.billingAddress ?? body.deliveryAddress,
            notes: c.request.notes || null,
            acceptedTermsId: c.termsVersionId,
          },
        ])
        .onConflictDoNothing()
        .returning();
      if (!order) throw new AlreadyPlaced();
      // The code's use, taken once under concurrency (issue 29): its refusal rolls the order back.
      if (c.promoCodeId)
        await claimPromoCode(actor, tx, {
          codeId: c.promoCodeId,
          orderId: order.id,
          buyerId: buyer.id,
          amountCents: p.promoCode?.amount ?? 0,
        });
      const labels = c.source.lines.map((l) =>
        [l.product.name, l.vintageName, l.format.nameInShop, l.request.isFromFidelity ? OFFERED : '']
          .filter(Boolean)
          .join(' · '),
      );
      // The reward's points, debited with the account locked (issue 29): or a 409, nothing placed.
      const rewardId = c.request.promotions[0];
      if (rewardId)
        await spendReward(tx, actor, { clientId: client.id, orderId: order.id, reference, rewardId });
      const needs: StockNeed[] = c.source.lines.map((l, position) => ({
        position,
        formatId: l.format.id,
        vintage: l.vintageName,
        units: l.request.quantity + (p.lines[position]?.freeItems ?? 0),
        label: labels[position]!,
      }));
      // A box's wines (issue 24): lines of their own, numbered after the order's, reserved too.
      const contents = contentLines(c.source.lines, p.lines, c.source.lines.length);
      const keys = await reserveOrderStock(actor, tx, order.id, [...needs, ...contentNeeds(contents)]);
      // An order of bookings only has no wine line (issue 27).
      if (c.source.lines.length > 0)
        await s.insert(orderLines).values(
          c.source.lines.map((l, position) => {
            const priced = p.lines[position]!;
            return {
              buyerId: buyer.id,
              orderId: order.id,
              position,
              productId: l.product.id,
              formatId: l.format.id,
              vintage: l.vintageName,
              label: labels[position]!,
              quantity: priced.quantity,
              freeItems: priced.freeItems,
              unitHt: priced.unitHT,
              unitTtc: priced.unitTTC,
              vatRateBp: Math.round(priced.vatRate * 100),
              exciseCents: priced.excise,
              cssCents: priced.css,
              customTaxCents: priced.customTax?.amount ?? 0,
              totalHt: priced.totalHT,
              totalTtc: priced.totalTTC,
              reservationKey: keys.get(position) ?? null,
            };
          }),
        );
      await writeContentLines(s, contents, { buyerId: buyer.id, orderId: order.id }, keys);
      const held = await holdOrderBookings(
        tx,
        { ...actor, shop: c.source.shop },
        order,
        c.request,
        c.bookings,
        p.reservations,
        {
          buyer,
          clientId: client.id,
          phone: body.deliveryAddress.phone ?? null,
          expiresAt: (b) => groupDeadline(new Date(), b.booking.slot.start),
        },
      );
      await openGroupsOf(tx, actor, held, p.price.totalTTC);
      await s.insert(orderPayments).values([
        {
          buyerId: buyer.id,
          orderId: order.id,
          type: c.request.paymentType,
          // A card order waits for its imprint ('setup' once the browser saved the card).
          status: 'pending',
          amount: p.price.totalTTC,
        },
      ]);
      const link = { link: `/dashboard/orders/${order.id}`, subjectId: order.id };
      const said = `Commande ${reference} passée sur la boutique`;
      await recordClientActivity(tx, actor, [{ clientId: client.id, kind: 'order', body: said, ...link }]);
      await notifySeller(tx, c.source.shop, order, buyer, outbox);
      // The buyer's mail: the order's summary and how to pay (issue 24), with the order.
      await mailBuyer(outbox, tx, actor, order, 'placed');
      // The buyer's address book keeps the addresses used (issue 24; the users module's rule).
      await rememberUsedAddresses(tx, buyer.id, {
        delivery: body.deliveryAddress,
        billing: body.billingAddress,
      });
      return { order, created: true };
    });
  } catch (err) {
    if (!(err instanceof AlreadyPlaced)) throw err;
    const winner = await existing();
    if (!winner) throw err;
    // Another request under the same key won the race: this one is refused, not answered it.
    if (winner.requestHash !== hash) throw new HttpError(422, KEY_REUSED);
    return { order: winner, created: false };
  }
}
