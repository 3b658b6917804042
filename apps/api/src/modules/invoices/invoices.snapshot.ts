import type { ShopBilling } from '@cuvee/contracts';
import {
  type AccountingFamily,
  type BuyerSnapshot,
  documentTotals,
  type InvoiceLineSnapshot,
  type InvoiceSnapshot,
  type InvoiceSubLine,
  LATE_PENALTY_TEXT,
  paymentInstructions,
  paymentMeansOf,
  printedLineNet,
  RECOVERY_INDEMNITY_CENTS,
  type SellerSnapshot,
} from '@cuvee/domain';
import type { ClientRow } from '../clients/index.ts';
import type { OrderReservationLineRow } from '../orders/index.ts';
import type { FrozenAddress, OrderLineRow, OrderRow } from '../orders/orders.table.ts';
import { bankDetailsOf, legalMentionOf } from '../shops/index.ts';
import type { ShopRow } from '../shops/shops.table.ts';
import { todayInFrance } from './invoices.numbering.ts';

/*
 * The frozen content of an invoice (decision 0047): built once from the order, its lines, the
 * shop and the client when the invoice is issued, then only read (PDF, Factur-X, ventilation).
 */

const FAMILY_OF_PRODUCT_TYPE: Record<string, AccountingFamily> = {
  bottle: 'product',
  accessory: 'marchandise',
  prestation: 'prestation',
  box: 'box',
};

/** The shop as its invoice names it, with its bank and legal mentions of the billing settings. */
export function sellerOf(shop: ShopRow, billing: ShopBilling | null = null): SellerSnapshot {
  const id = shop.identity ?? {};
  return {
    name: shop.name,
    legalName: id.legalName ?? null,
    siret: id.siret ?? null,
    vatNumber: id.vatNumber ?? null,
    street: id.address?.street ?? '',
    zipcode: id.address?.zipcode ?? '',
    city: id.address?.city ?? '',
    country: id.address?.country ?? 'FR',
    email: id.email ?? null,
    phone: id.phone ?? null,
    iban: billing?.iban ?? null,
    bic: billing?.bic ?? null,
    bankName: billing?.bankName ?? null,
    legalMentions: billing ? legalMentionOf(billing) : null,
  };
}

const EMPTY_BILLING: ShopBilling = {
  iban: null,
  bic: null,
  bankName: null,
  accountHolder: null,
  chequePayee: null,
  chequeAddress: null,
  legalForm: null,
  shareCapitalCents: null,
  rcs: null,
  paymentTerms: null,
};

const partyAddress = (a: FrozenAddress | null | undefined) => ({
  street: a?.street ?? '',
  street2: a?.street2 ?? null,
  zipcode: a?.zipcode ?? '',
  city: a?.city ?? '',
  country: a?.country ?? 'FR',
});

export function buyerOf(order: OrderRow, client: ClientRow | null): BuyerSnapshot {
  const billing = order.billingAddress ?? order.deliveryAddress;
  const person = [billing?.firstname, billing?.lastname].filter(Boolean).join(' ');
  return {
    clientId: client?.id ?? null,
    isPro: client?.kind === 'professional',
    name: client?.company || client?.displayName || billing?.name || person || 'Client',
    legalName: client?.businessName ?? null,
    siret: client?.siret ?? null,
    vatNumber: client?.vatNumber ?? null,
    ...partyAddress(billing),
    email: client?.email ?? billing?.email ?? null,
    phone: client?.phone ?? billing?.phone ?? null,
    exciseNumber: billing?.exciseNumber ?? null,
  };
}

/**
 * The order's lines as invoice lines; what the order's total HT holds beyond its lines is the
 * shipping charged (a line 'shipping'), what it lacks is a discount (a line 'discount'), so
 * the invoice's totals are the order's.
 */
export function invoiceLinesOf(
  order: OrderRow,
  lines: readonly OrderLineRow[],
  productTypes: ReadonlyMap<string, string>,
  /** The order's booking lines (issue 27): rates as services, the tourist tax outside VAT. */
  bookings: readonly OrderReservationLineRow[] = [],
): InvoiceLineSnapshot[] {
  // A box's wines are sub-lines of its line (issue 24): its price and duties hold them.
  const inside = new Map<string, InvoiceSubLine[]>();
  for (const l of lines)
    if (l.parentLineId)
      inside.set(l.parentLineId, [
        ...(inside.get(l.parentLineId) ?? []),
        { label: l.label, productId: l.productId, quantity: l.quantity + l.freeItems },
      ]);
  const out: InvoiceLineSnapshot[] = lines
    .filter((l) => !l.parentLineId)
    .map((l, i) => ({
      position: i + 1,
      label: l.label,
      productId: l.productId,
      family: FAMILY_OF_PRODUCT_TYPE[productTypes.get(l.productId) ?? 'bottle'] ?? 'product',
      quantity: l.quantity,
      unitHtCents: l.unitHt,
      discountBp: l.discountBp,
      // Unit × quantity, as printed (defect 8): a VAT-included order's cents go to the rounding.
      netCents: printedLineNet({ quantity: l.quantity, unitHtCents: l.unitHt, discountBp: l.discountBp }),
      vatRateBp: l.vatRateBp,
      vatCategory: l.vatRateBp > 0 ? 'S' : 'E',
      exciseCents: l.exciseCents,
      cssCents: l.cssCents,
      ...(inside.has(l.id) ? { contents: inside.get(l.id)! } : {}),
    }));
  for (const b of bookings) out.push(bookingLine(b, out.length + 1));
  // Against the order lines' own totals: the shipping or the discount the order holds beyond them
  // (the tourist tax is outside the order's HT: not counted there).
  const rest =
    order.totalHt -
    lines.filter((l) => !l.parentLineId).reduce((s, l) => s + l.totalHt, 0) -
    bookings.filter((b) => b.kind !== 'touristTax').reduce((s, b) => s + b.totalHt, 0);
  if (rest !== 0) {
    const shipping = rest > 0;
    // Shipping follows the main rate (the highest of the order's lines), as most producers bill it.
    const rate = Math.max(0, ...out.map((l) => l.vatRateBp));
    out.push({
      position: out.length + 1,
      label: shipping ? `Frais de port${order.shipping?.name ? ` – ${order.shipping.name}` : ''}` : 'Remise',
      productId: null,
      family: shipping ? 'shipping' : 'discount',
      quantity: 1,
      unitHtCents: rest,
      discountBp: 0,
      netCents: rest,
      vatRateBp: rate,
      vatCategory: rate > 0 ? 'S' : 'E',
      exciseCents: 0,
      cssCents: 0,
    });
  }
  return out;
}

/**
 * A booking line on the invoice: a rate at its VAT as a service; the tourist tax, a disbursement
 * collected for the commune (outside the VAT base, CGI art. 267 II 2°), as one line at 0 % in
 * category E with its own accounting family (decision 0112).
 */
function bookingLine(b: OrderReservationLineRow, position: number): InvoiceLineSnapshot {
  const tax = b.kind === 'touristTax';
  const day = b.slotStart.toLocaleDateString('fr-FR', { timeZone: 'Europe/Paris' });
  const quantity = tax ? 1 : b.quantity;
  const unitHtCents = tax ? b.totalHt : b.unitHt;
  return {
    position,
    label: `${b.eventTitle} (${day}) – ${b.label}`,
    productId: null,
    family: tax ? 'touristTax' : 'prestation',
    quantity,
    unitHtCents,
    discountBp: 0,
    netCents: quantity * unitHtCents,
    vatRateBp: b.vatRateBp,
    vatCategory: b.vatRateBp > 0 ? 'S' : 'E',
    exciseCents: 0,
    cssCents: 0,
  };
}

export function operationCategoryOf(
  lines: readonly InvoiceLineSnapshot[],
): InvoiceSnapshot['operationCategory'] {
  const services = lines.some((l) => l.family === 'prestation');
  const goods = lines.some(
    (l) =>
      l.family !== 'prestation' &&
      l.family !== 'shipping' &&
      l.family !== 'discount' &&
      l.family !== 'touristTax',
  );
  return services && goods ? 'mixed' : services ? 'services' : 'goods';
}

export type SnapshotInput = {
  kind: InvoiceSnapshot['kind'];
  number: string;
  issueDate: string;
  dueDate: string;
  order: OrderRow;
  client: ClientRow | null;
  shop: ShopRow;
  lines: InvoiceLineSnapshot[];
  payableTtc: number;
  prepaidCents: number;
  creditedInvoice?: InvoiceSnapshot['creditedInvoice'];
  notes?: string | null;
  /** The shop's billing settings then (issue 24): its account, cheque payee, mentions, terms. */
  billing?: ShopBilling | null;
  /** A final invoice's deposit invoices, which it deducts and cites. */
  depositInvoices?: { number: string; issueDate: string }[];
};

/** BT-72: the order's shipping day when it left by the issue day, else the issue day (the sale's). */
function deliveryDateOf(kind: InvoiceSnapshot['kind'], order: OrderRow, issueDate: string) {
  if (kind === 'deposit') return null;
  const shipped = order.shippedAt ?? order.deliveredAt;
  const day = shipped ? todayInFrance(shipped.getTime()) : null;
  return day && day <= issueDate ? day : issueDate;
}

export function buildSnapshot(input: SnapshotInput): InvoiceSnapshot {
  const buyer = buyerOf(input.order, input.client);
  const delivery = input.order.deliveryAddress;
  const deliveryParty =
    delivery && (delivery.street !== buyer.street || delivery.city !== buyer.city)
      ? {
          name:
            delivery.name || [delivery.firstname, delivery.lastname].filter(Boolean).join(' ') || buyer.name,
          ...partyAddress(delivery),
        }
      : null;
  const delay = input.order.paymentDelay ?? 'atOrder';
  const bank = bankDetailsOf(input.billing ?? EMPTY_BILLING);
  const means = paymentMeansOf(input.order.paymentType, bank);
  return {
    kind: input.kind,
    number: input.number,
    issueDate: input.issueDate,
    dueDate: input.dueDate,
    currency: 'EUR',
    seller: sellerOf(input.shop, input.billing ?? null),
    buyer,
    deliveryAddress: deliveryParty,
    orderReference: input.order.reference,
    creditedInvoice: input.creditedInvoice ?? null,
    ...(input.depositInvoices?.length ? { depositInvoices: input.depositInvoices } : {}),
    deliveryDate: deliveryDateOf(input.kind, input.order, input.issueDate),
    lines: input.lines,
    totals: documentTotals(input.lines, input.payableTtc),
    prepaidCents: input.prepaidCents,
    paymentDelay: delay,
    paymentMeans: means.label,
    paymentMeansCode: means.typeCode,
    // A credit note asks for no payment; an invoice is paid with its number as the reference.
    payment:
      input.kind === 'credit' ? null : paymentInstructions(input.order.paymentType, bank, input.number),
    paymentTerms: input.billing?.paymentTerms ?? null,
    operationCategory: operationCategoryOf(input.lines),
    // The clause alone: each document adds the indemnity (professionals) and the discount once.
    latePenaltyText: LATE_PENALTY_TEXT,
    recoveryIndemnityCents: buyer.isPro ? RECOVERY_INDEMNITY_CENTS : 0,
    notes: input.notes ?? null,
  };
}
