import {
  documentTotals,
  dueDate,
  type InvoiceLineSnapshot,
  orderActionRefusal,
  roundCents,
  spreadTtcOverRates,
} from '@cuvee/domain';
import { eq, inArray, ne } from 'drizzle-orm';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import { bookInvoice } from '../accounting/index.ts';
import { type ClientRow, clients } from '../clients/index.ts';
import { lockOrder, orderLines, orderReservationLines } from '../orders/index.ts';
import { products } from '../products/index.ts';
import { shopBilling, shops } from '../shops/index.ts';
import { issueDay, takeNumber, todayInFrance } from './invoices.numbering.ts';
import { applyCardCharges, creditNotesTotal } from './invoices.settle.ts';
import { buildSnapshot, invoiceLinesOf } from './invoices.snapshot.ts';
import { type InvoiceRow, invoices } from './invoices.table.ts';

export type IssuedInvoice = {
  invoice: InvoiceRow;
  order: Awaited<ReturnType<typeof loadForIssue>>['order'];
  due: string;
  payable: number;
  issueDate: string;
};

export type IssueBody = Body;

type Body = {
  orderId: string;
  kind?: 'invoice' | 'deposit';
  depositPercent?: number;
  depositCents?: number;
  issueDate?: string;
};

/** The order, locked for the issue (two issuers of one order queue here), its shop and client. */
export async function loadForIssue(tx: TenantTx, scope: TenantScope, orderId: string) {
  const order = await lockOrder(scope, tx, orderId);
  const [shop] = await tx.select().from(shops).where(eq(shops.id, order.shopId));
  let client: ClientRow | null = null;
  if (order.clientId)
    [client = null] = await scoped(tx, scope).selectAll(clients, eq(clients.id, order.clientId));
  // The bank details and legal mentions the invoice freezes (issue 24).
  const billing = await shopBilling(tx, order.shopId);
  return { order, shop: shop!, client, billing };
}

/** What deposit invoices of the order already asked for (less what credit notes took off them). */
async function depositsOf(tx: TenantTx, scope: TenantScope, orderId: string) {
  const rows = await scoped(tx, scope)
    .select({
      id: invoices.id,
      ttc: invoices.totalTtc,
      kind: invoices.kind,
      status: invoices.paymentStatus,
      number: invoices.number,
      issueDate: invoices.issueDate,
    })
    .from(invoices)
    .where(eq(invoices.orderId, orderId), ne(invoices.kind, 'credit'))
    .orderBy(invoices.issueDate, invoices.number);
  const credited = await creditNotesTotal(
    tx,
    scope,
    rows.map((r) => r.id),
  );
  const left = (r: { id: string; ttc: number }) => r.ttc - (credited.get(r.id) ?? 0);
  const deposits = rows.filter((r) => r.kind === 'deposit').reduce((s, r) => s + left(r), 0);
  const invoiced = rows.some((r) => r.kind === 'invoice' && r.status !== 'cancelled');
  // The deposit invoices a final invoice deducts, cited on it (defect 8); a fully credited one is not.
  const depositInvoices = rows
    .filter((r) => r.kind === 'deposit' && left(r) > 0)
    .map((r) => ({ number: r.number, issueDate: r.issueDate }));
  return { deposits, invoiced, depositInvoices };
}

/**
 * Writes the invoice or a deposit invoice of a validated order (issue 16, decision 0047); the
 * order's move, the PDF, the buyer's mail and the timeline are the flow's next steps
 * (flows/issue-and-mail.flow.ts).
 */
export async function writeInvoice(
  tx: TenantTx,
  scope: TenantScope,
  body: Body,
  /** Today in France; a test's clock may set it (no route passes it). */
  today = todayInFrance(),
): Promise<IssuedInvoice> {
  const kind = body.kind ?? 'invoice';
  const issueDate = issueDay(body.issueDate, today);
  const { order, shop, client, billing } = await loadForIssue(tx, scope, body.orderId);
  const { deposits, invoiced, depositInvoices } = await depositsOf(tx, scope, order.id);
  if (invoiced && order.status === 'invoiced') throw new HttpError(409, 'Cette commande est déjà facturée');
  const refusal = orderActionRefusal('invoice', order);
  if (refusal) throw new HttpError(409, refusal);
  const lines = await scoped(tx, scope)
    .selectAll(orderLines, eq(orderLines.orderId, order.id))
    .orderBy(orderLines.position);
  const bookings = await scoped(tx, scope)
    .selectAll(orderReservationLines, eq(orderReservationLines.orderId, order.id))
    .orderBy(orderReservationLines.position);
  if (lines.length === 0 && bookings.length === 0 && order.totalHt === 0)
    throw new HttpError(422, 'La commande est vide : rien à facturer');
  const orderLinesSnap = invoiceLinesOf(
    order,
    lines,
    await productTypesOf(
      tx,
      scope,
      lines.map((l) => l.productId),
    ),
    bookings,
  );

  let invoiceLines: InvoiceLineSnapshot[];
  let payableTtc: number;
  let prepaid = 0;
  if (kind === 'deposit') {
    const amount = depositAmount(body, order.totalTtc);
    if (amount > order.totalTtc - deposits) {
      throw new HttpError(
        422,
        `L'acompte dépasse ce qui reste à facturer sur la commande (${euros(order.totalTtc - deposits)})`,
      );
    }
    const breakdown = documentTotals(orderLinesSnap).breakdown;
    invoiceLines = spreadTtcOverRates(amount, breakdown).map((part, i) => ({
      position: i + 1,
      label: `Acompte sur commande ${order.reference}`,
      productId: null,
      family: 'product',
      quantity: 1,
      unitHtCents: part.netCents,
      discountBp: 0,
      netCents: part.netCents,
      vatRateBp: part.rateBp,
      vatCategory: part.rateBp > 0 ? 'S' : 'E',
      exciseCents: 0,
      cssCents: 0,
    }));
    payableTtc = amount;
  } else {
    invoiceLines = orderLinesSnap;
    payableTtc = order.totalTtc;
    prepaid = deposits;
  }

  const number = await takeNumber(tx, scope, shop, 'F', issueDate, today);
  const due = dueDate(
    order.paymentDelay ?? 'atOrder',
    issueDate,
    order.deliveredAt?.toISOString().slice(0, 10),
  );
  const snapshot = buildSnapshot({
    kind,
    number: number.number,
    issueDate,
    dueDate: due,
    order,
    client,
    shop,
    lines: invoiceLines,
    payableTtc,
    prepaidCents: prepaid,
    billing,
    depositInvoices: kind === 'invoice' ? depositInvoices : [],
  });
  const payable = Math.max(0, snapshot.totals.payable - prepaid);
  const [row] = await scoped(tx, scope)
    .insert(invoices)
    .values([
      {
        kind,
        orderId: order.id,
        clientId: order.clientId,
        ...number,
        issueDate,
        dueDate: due,
        paymentDelay: order.paymentDelay,
        totalHt: snapshot.totals.totalHt,
        tva: snapshot.totals.tva,
        totalTtc: snapshot.totals.payable,
        payable,
        paymentStatus: payable === 0 ? 'paid' : 'pending',
        snapshot,
        createdBy: scope.user.id,
      },
    ])
    .returning();
  // The books (decision 0088): the sales journal's entry, in this transaction, once.
  await bookInvoice(tx, scope, row!);
  // A card order's charge is money of the ledger: it settles the invoice now issued (defect 1).
  await applyCardCharges(tx, scope, order.id);
  const [invoice] = await scoped(tx, scope).selectAll(invoices, eq(invoices.id, row!.id));
  if (!invoice) throw new HttpError(404, 'Facture introuvable');
  return { invoice, order, due, payable, issueDate };
}

function depositAmount(body: Body, orderTtc: number): number {
  if (body.depositCents !== undefined && body.depositPercent !== undefined) {
    throw new HttpError(400, "Indiquez soit un pourcentage, soit un montant d'acompte, pas les deux");
  }
  if (body.depositCents !== undefined) return body.depositCents;
  if (body.depositPercent !== undefined) return roundCents((orderTtc * body.depositPercent) / 100);
  throw new HttpError(400, "Indiquez le pourcentage ou le montant de l'acompte");
}

async function productTypesOf(tx: TenantTx, scope: TenantScope, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await scoped(tx, scope)
    .select({ id: products.id, type: products.productType })
    .from(products)
    .where(inArray(products.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.type as string]));
}

/** 1234 → '12,34 €' */
export const euros = (cents: number) =>
  `${(cents / 100).toLocaleString('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} €`;
