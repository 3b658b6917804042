import type { PlaceOrdersBody } from '@cuvee/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inTenant, scoped } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Principal } from '../../plugins/auth.ts';
import { clientOfBuyer, recordClientActivity } from '../clients/index.ts';
import { spendReward } from '../loyalty/index.ts';
import { claimPromoCode } from '../promotions/index.ts';
import type { StockActor } from '../stock/index.ts';
import { groupDeadline } from '../tourism/index.ts';
import { rememberUsedAddresses } from '../users/index.ts';
import { contentLines, contentNeeds, writeContentLines } from './orders.box.ts';
import { mailBuyer, type OrderOutbox } from './orders.buyer-mails.ts';
import { nextReference } from './orders.counters.ts';
import { KEY_REUSED } from './orders.idempotency.ts';
import { notifySeller } from './orders.notify.ts';
import type { Checked } from './orders.place-check.ts';
import { holdOrderBookings, openGroupsOf } from './orders.reservations.place.ts';
import { reserveOrderStock, type StockNeed } from './orders.stock.ts';
import { type OrderRow, orderLines, orderPayments, orders } from './orders.table.ts';

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
