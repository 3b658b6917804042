import { documentTotals, PAYMENT_TYPE_LABELS, type PartySnapshot } from '@cuvee/domain';
import { asc, eq } from 'drizzle-orm';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { clients } from '../clients/index.ts';
import { orderLines, orders } from '../orders/index.ts';
import { shops } from '../shops/index.ts';
import { type DocumentView, frDate, orderMentions, TITLES, type ViewLine } from './documents.view.ts';

/*
 * A quote, order confirmation or delivery note reads the order as it stands (decision 0048):
 * its frozen lines and addresses, the client's record, the shop's identity. Four statements.
 */

type OrderKindDoc = 'quote' | 'order' | 'delivery';
type Address = NonNullable<typeof orders.$inferSelect.deliveryAddress>;

const partyOf = (a: Address | null | undefined, fallbackName: string): PartySnapshot => ({
  name: a?.name || [a?.firstname, a?.lastname].filter(Boolean).join(' ') || fallbackName,
  street: a?.street ?? '',
  street2: a?.street2 ?? null,
  zipcode: a?.zipcode ?? '',
  city: a?.city ?? '',
  country: a?.country ?? 'FR',
  email: a?.email ?? null,
  exciseNumber: a?.exciseNumber ?? null,
});

const sameAddress = (a: PartySnapshot, b: PartySnapshot) =>
  a.street === b.street && a.zipcode === b.zipcode && a.city === b.city;

/** The order's view, or null when the order is not the scope's shop's. */
export async function orderView(
  tx: TenantTx,
  scope: TenantScope,
  orderId: string,
  kind: OrderKindDoc,
): Promise<DocumentView | null> {
  const s = scoped(tx, scope);
  const [order] = await s.selectAll(orders, eq(orders.id, orderId));
  if (!order) return null;
  const lines = await s
    .selectAll(orderLines, eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position));
  const [shop] = await tx.select().from(shops).where(eq(shops.id, order.shopId));
  const [client] = order.clientId ? await s.selectAll(clients, eq(clients.id, order.clientId)) : [];
  if (!shop) return null;
  const id = shop.identity ?? {};
  const seller: DocumentView['seller'] = {
    name: shop.name,
    legalName: id.legalName ?? null,
    siret: id.siret ?? null,
    vatNumber: id.vatNumber ?? null,
    street: id.address?.street ?? '',
    zipcode: id.address?.zipcode ?? '',
    city: id.address?.city ?? '',
    country: id.address?.country ?? 'FR',
    email: id.email ?? null,
  };
  const billing = partyOf(order.billingAddress ?? order.deliveryAddress, client?.displayName ?? 'Client');
  const buyer: PartySnapshot = {
    ...billing,
    name: client?.company || client?.displayName || billing.name,
    siret: client?.siret ?? null,
    vatNumber: client?.vatNumber ?? null,
  };
  const shipTo = order.deliveryAddress ? partyOf(order.deliveryAddress, buyer.name) : null;
  const viewLines: ViewLine[] = lines.map((l) => ({
    label: l.label,
    quantity: l.quantity,
    unitHtCents: l.unitHt,
    discountBp: l.discountBp,
    vatRateBp: l.vatRateBp,
    netCents: l.totalHt,
    exciseCents: l.exciseCents,
  }));
  // What the order's HT holds beyond its lines is its delivery (less any promotion).
  const rest = order.totalHt - viewLines.reduce((sum, l) => sum + l.netCents, 0);
  if (rest > 0)
    viewLines.push({
      label: `Livraison — ${order.shipping.name}`,
      quantity: 1,
      unitHtCents: rest,
      discountBp: 0,
      vatRateBp: 2000,
      netCents: rest,
      exciseCents: 0,
    });
  const totals = documentTotals(viewLines, order.totalTtc);
  const isPro = client?.kind === 'professional';
  const dates: [string, string][] = [['Date', frDate(order.placedAt.toISOString())]];
  if (kind === 'quote' && order.validUntil) dates.push(["Valable jusqu'au", frDate(order.validUntil)]);
  return {
    kind,
    title: TITLES[kind],
    number: kind === 'quote' ? (order.quoteReference ?? order.reference) : order.reference,
    dates,
    seller,
    buyer,
    deliveryAddress: shipTo && !sameAddress(shipTo, buyer) ? shipTo : null,
    references: kind === 'delivery' && order.trackingRef ? [`Suivi ${order.trackingRef}`] : [],
    lines: viewLines,
    prices: kind !== 'delivery',
    totals:
      kind === 'delivery'
        ? null
        : {
            ...totals,
            prepaid: 0,
            due: totals.payable,
            rounding: totals.rounding,
            breakdown: totals.breakdown,
          },
    paymentMeans: kind === 'delivery' ? null : order.paymentType ? paymentLabel(order.paymentType) : null,
    mentions: kind === 'delivery' ? [] : orderMentions(isPro),
  };
}

const paymentLabel = (type: string) =>
  (PAYMENT_TYPE_LABELS as Record<string, { fr: string } | undefined>)[type]?.fr ?? type;
