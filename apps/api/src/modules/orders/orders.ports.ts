import { MSG } from '@cuvee/contracts';
import { CHECKOUT_PAYMENT_TYPES, type CheckoutPaymentType, isCardPayment } from '@cuvee/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { deliveryOptionsFor } from '../delivery/index.ts';
import { currentTerms, termsVersionOf } from '../legal/index.ts';
import type { Payments } from '../payments/index.ts';
import type { ShopRow } from '../shops/index.ts';
import type { OrderOutbox } from './orders.buyer-mails.ts';
import { PLACEMENT, type PlacementPorts } from './orders.place-check.ts';
import { orderPayments } from './orders.table.ts';

/*
 * What placement takes from the delivery and payments modules (decision 0040): the chosen
 * mode's bracket price and franco rule as the delivery rules give them for this address and
 * order, the shop's payment types, and the card provider's imprint.
 */

/** Offered without a provider: transfer and cheque; card and SEPA when the provider is set. */
const WITHOUT_PROVIDER: readonly CheckoutPaymentType[] = ['transfer', 'check'];

export function offeredPayments(payments: Payments, shop: Pick<ShopRow, 'id'>): CheckoutPaymentType[] {
  const card = payments.cardPaymentAvailable(shop);
  return CHECKOUT_PAYMENT_TYPES.filter((t) => (isCardPayment(t) ? card : WITHOUT_PROVIDER.includes(t)));
}

export function placementPorts(payments: Payments, outbox: OrderOutbox): PlacementPorts {
  return {
    outbox,
    async delivery(db, shop, choice, address, summary) {
      const { options, unavailable } = await deliveryOptionsFor(
        db,
        shop.id,
        { country: address.country ?? '', zipcode: address.zipcode ?? '' },
        summary,
      );
      const option = options.find((o) => o.modeId === choice.modeId);
      if (!option) {
        // The mode covers the address but the order does not fit it yet: its own reason.
        const reason = unavailable.find((u) => u.modeId === choice.modeId)?.reasons[0];
        throw new HttpError(400, reason?.message ?? PLACEMENT.noDelivery);
      }
      const point =
        option.kind === 'collectionPoint'
          ? option.collectionPoints.find((p) => p.id === choice.collectionPointId)
          : undefined;
      if (option.kind === 'collectionPoint' && !point)
        throw new HttpError(400, 'Veuillez choisir un point relais');
      const franco = option.franco;
      return {
        input: {
          kind: option.kind,
          price: option.bracketCents,
          franco: franco ? { kind: franco.kind, threshold: franco.value } : null,
        },
        frozen: {
          modeId: option.modeId,
          kind: option.kind,
          name: option.name,
          collectionPoint: point
            ? `${point.name}, ${point.address.street} ${point.address.zipcode} ${point.address.city}`
            : null,
          instructions: option.instructions,
        },
      };
    },
    payments: (shop) => offeredPayments(payments, shop),
    // The terms of sale in force must be the ones accepted (issue 24): none sent is the spec's
    // refusal (§5), an earlier version is told apart so that the buyer reads the new one.
    async acceptedTerms(db, shop, accepted) {
      const terms = await currentTerms(db, shop.id);
      if (!terms) return null;
      if (accepted === terms.id) return terms.id;
      const earlier = accepted ? await termsVersionOf(db, shop.id, accepted) : null;
      throw new HttpError(422, earlier ? PLACEMENT.termsChanged(shop.name) : MSG.termsRequired);
    },
    async cardSetup(db: Db, order, buyer) {
      if (!isCardPayment(order.paymentType)) return null;
      const setup = await payments.startCardSetup({
        shopId: order.shopId,
        buyer: { id: buyer.id, email: buyer.email },
        orderRef: order.id,
        amount: order.totalTtc,
      });
      await db
        .update(orderPayments)
        .set({ providerSetupIntent: setup.setupIntentId, providerCustomer: setup.customerId })
        .where(and(eq(orderPayments.orderId, order.id), eq(orderPayments.shopId, order.shopId)));
      return setup.checkout;
    },
  };
}
