import {
  carrierName,
  documentTotals,
  type PartySnapshot,
  paymentInstructionLines,
  paymentInstructions,
  paymentMeansOf,
} from '@cuvee/domain';
import { asc, eq } from 'drizzle-orm';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { clients } from '../clients/index.ts';
import { orderLines, orders } from '../orders/index.ts';
import { bankDetailsOf, legalMentionOf, shopBilling, shops } from '../shops/index.ts';
import { type DocumentView, frDate, orderMentions, TITLES, type ViewLine } from './documents.view.ts';

/*
 * A quote, order confirmation or delivery note reads the order as it stands (decision 0048):
 * its frozen lines and addresses, the client's record, the shop's identity and billing settings.
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
  // The account or cheque payee and the legal mentions of the billing settings (issue 24).
  const billing = await shopBilling(tx, order.shopId);
  const bank = bankDetailsOf(billing);
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
    iban: billing.iban,
    bic: billing.bic,
    legalMentions: legalMentionOf(billing),
  };
  const billTo = partyOf(order.billingAddress ?? order.deliveryAddress, client?.displayName ?? 'Client');
  const buyer: PartySnapshot = {
    ...billTo,
    name: client?.company || client?.displayName || billTo.name,
    siret: client?.siret ?? null,
    vatNumber: client?.vatNumber ?? null,
  };
  const shipTo = order.deliveryAddress ? partyOf(order.deliveryAddress, buyer.name) : null;
  // A box's wines are printed under its line (issue 24), not as lines of their own.
  const inside = new Map<string, { label: string; quantity: number }[]>();
  for (const l of lines)
    if (l.parentLineId)
      inside.set(l.parentLineId, [
        ...(inside.get(l.parentLineId) ?? []),
        { label: l.label, quantity: l.quantity + l.freeItems },
      ]);
  const viewLines: ViewLine[] = lines
    .filter((l) => !l.parentLineId)
    .map((l) => ({
      label: l.label,
      quantity: l.quantity,
      unitHtCents: l.unitHt,
      discountBp: l.discountBp,
      vatRateBp: l.vatRateBp,
      netCents: l.totalHt,
      exciseCents: l.exciseCents,
      cssCents: l.cssCents,
      ...(inside.has(l.id) ? { contents: inside.get(l.id)! } : {}),
    }));
  // What the order's HT holds beyond its lines is its delivery (less any promotion).
  const rest = order.totalHt - viewLines.reduce((sum, l) => sum + l.netCents, 0);
  // A delivery note lists the goods only: its delivery is said in its references.
  if (rest > 0 && kind !== 'delivery')
    viewLines.push({
      label: `Livraison — ${order.shipping.name}`,
      quantity: 1,
      unitHtCents: rest,
      discountBp: 0,
      vatRateBp: 2000,
      netCents: rest,
      exciseCents: 0,
      cssCents: 0,
    });
  const totals = documentTotals(viewLines, order.totalTtc);
  const isPro = client?.kind === 'professional';
  const number = kind === 'quote' ? (order.quoteReference ?? order.reference) : order.reference;
  const instructions = kind === 'delivery' ? null : paymentInstructions(order.paymentType, bank, number);
  const dates: [string, string][] = [['Date', frDate(order.placedAt.toISOString())]];
  if (kind === 'quote' && order.validUntil) dates.push(["Valable jusqu'au", frDate(order.validUntil)]);
  return {
    kind,
    title: TITLES[kind],
    number,
    dates,
    seller,
    buyer,
    deliveryAddress: shipTo && !sameAddress(shipTo, buyer) ? shipTo : null,
    references: kind === 'delivery' ? deliveryReferences(order) : [],
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
    paymentMeans: kind === 'delivery' ? null : paymentMeansOf(order.paymentType, bank).label,
    paymentDetails: instructions ? paymentInstructionLines(instructions) : [],
    paymentTerms: kind === 'delivery' ? null : billing.paymentTerms,
    mentions: kind === 'delivery' ? [] : orderMentions(isPro),
  };
}

/** What a delivery note says of its delivery (issue 24): the mode, the carrier, parcels and weight, tracking. */
function deliveryReferences(order: typeof orders.$inferSelect): string[] {
  const carrier = carrierName(order.carrier);
  const parcels = order.parcels ?? order.shipping.parcels;
  const kg = order.weightGrams
    ? `${(order.weightGrams / 1000).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} kg`
    : null;
  return [
    order.shipping.name ? `Livraison : ${order.shipping.name}` : null,
    carrier ? `Transporteur : ${carrier}` : null,
    parcels > 0 ? [`${parcels} colis`, kg].filter(Boolean).join(' — ') : kg,
    order.trackingRef ? `Suivi ${order.trackingRef}` : null,
  ].filter((r): r is string => Boolean(r));
}
