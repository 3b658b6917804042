import { type InvoiceLineSnapshot, orderActionRefusal, spreadCents, spreadTtcOverRates } from '@cuvee/domain';
import { eq } from 'drizzle-orm';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { bookInvoice } from '../accounting/index.ts';
import { allocate } from '../ledger/index.ts';
import { euros, loadForIssue } from './invoices.issue.ts';
import { frDate, issueDay, takeNumber, todayInFrance } from './invoices.numbering.ts';
import { creditNotesTotal, refreshSettlement } from './invoices.settle.ts';
import { buildSnapshot } from './invoices.snapshot.ts';
import { type InvoiceRow, invoices } from './invoices.table.ts';

export type CreditNote = {
  credit: InvoiceRow;
  invoice: InvoiceRow;
  order: Awaited<ReturnType<typeof loadForIssue>>['order'];
  amount: number;
  /** A whole credit of the final invoice: the order is cancelled. */
  cancelsOrder: boolean;
};

/*
 * Credit notes (decision 0047): series 'AV', each naming the invoice it cancels. A whole credit
 * cancels the invoice and its order through the order's lifecycle (issue 25): stock still
 * reserved for an order not yet shipped is given back; goods already shipped are not put back
 * by it (they may never come back: a return is recorded on the stock itself). A partial one takes an
 * amount with VAT off the invoice, spread over its VAT rates and families, never beyond what is
 * left of it.
 */

/**
 * Writes the credit note and takes its amount off the invoice; the order's move, the PDF and
 * the client's timeline are the flow's next steps (flows/credit-and-cancel.flow.ts).
 */
export async function writeCreditNote(
  tx: TenantTx,
  scope: TenantScope,
  invoiceId: string,
  body: { amountCents?: number; reason: string; issueDate?: string | undefined },
  today = todayInFrance(),
): Promise<CreditNote> {
  const [invoice] = await scoped(tx, scope).selectAll(invoices, eq(invoices.id, invoiceId)).for('update');
  if (!invoice) throw notFound('Facture introuvable');
  if (invoice.kind === 'credit') throw new HttpError(409, "Un avoir ne peut pas faire l'objet d'un avoir");
  if (invoice.paymentStatus === 'cancelled')
    throw new HttpError(409, 'Cette facture est déjà annulée par un avoir');
  // What credit notes already took off it, at their full amounts (the ledger's allocations may
  // be less: a credit note on a paid invoice stays to be used or refunded).
  const creditedSoFar = (await creditNotesTotal(tx, scope, [invoice.id])).get(invoice.id) ?? 0;
  const left = invoice.totalTtc - creditedSoFar;
  const whole = body.amountCents === undefined || body.amountCents === left;
  if (!whole && body.amountCents! > left) {
    throw new HttpError(422, `L'avoir dépasse ce qui reste de la facture (${euros(left)})`);
  }
  const amount = whole ? left : body.amountCents!;
  const { order, shop, client, billing } = invoice.orderId
    ? await loadForIssue(tx, scope, invoice.orderId)
    : (() => {
        throw notFound('Commande introuvable');
      })();
  // A whole credit of the final invoice cancels the order: checked before anything is written.
  const cancelsOrder = whole && invoice.kind === 'invoice';
  if (cancelsOrder) {
    const refusal = orderActionRefusal('credit', order);
    if (refusal) throw new HttpError(409, refusal);
  }
  // Dated today unless the owner dates it (issue 28: a credit note granted at the end of a
  // quarter, entered a few days later), never after today nor before its invoice; an invoice
  // dated after today (from before such dates were refused) gets today's credit note, so it
  // does not hold the series back in turn.
  const issueDate = issueDay(body.issueDate, today);
  if (body.issueDate !== undefined && issueDate < invoice.issueDate)
    throw new HttpError(422, `L'avoir ne peut pas précéder sa facture (${frDate(invoice.issueDate)})`);
  const number = await takeNumber(tx, scope, shop, 'AV', issueDate, today);
  const lines = whole && creditedSoFar === 0 ? invoice.snapshot.lines : creditLines(invoice, amount);
  const snapshot = buildSnapshot({
    kind: 'credit',
    number: number.number,
    issueDate,
    dueDate: issueDate,
    order,
    client,
    shop,
    lines,
    payableTtc: amount,
    prepaidCents: 0,
    creditedInvoice: { id: invoice.id, number: invoice.number, issueDate: invoice.issueDate },
    notes: body.reason,
    billing,
  });
  const [row] = await scoped(tx, scope)
    .insert(invoices)
    .values([
      {
        kind: 'credit',
        orderId: invoice.orderId,
        clientId: invoice.clientId,
        creditedInvoiceId: invoice.id,
        ...number,
        issueDate,
        dueDate: issueDate,
        totalHt: snapshot.totals.totalHt,
        tva: snapshot.totals.tva,
        totalTtc: amount,
        payable: amount,
        // A credit note is not paid: it is used (the ledger's rows naming it).
        paymentStatus: 'pending',
        snapshot,
        createdBy: scope.user.id,
      },
    ])
    .returning();
  const credit = row!;
  // The books (decision 0088): the credit note's entry in the sales journal, in this transaction.
  await bookInvoice(tx, scope, credit);
  // Only the columns beside the frozen ones move (the trigger refuses any other change).
  if (whole)
    await scoped(tx, scope)
      .update(invoices)
      .set({ paymentStatus: 'cancelled', updatedAt: new Date() })
      .where(eq(invoices.id, invoice.id));
  // The ledger (decision 0068): the note takes off the invoice what it still owes, once; the
  // rest of the note stays to be used elsewhere or refunded.
  const owed = Math.max(0, invoice.payable - invoice.paidCents - invoice.creditedCents);
  await allocate(tx, scope, [
    { kind: 'credit', invoiceId: invoice.id, creditNoteId: credit.id, amount: Math.min(amount, owed) },
  ]);
  await refreshSettlement(tx, scope, [invoice.id]);
  return { credit, invoice, order, amount, cancelsOrder };
}

/** An amount with VAT spread over the invoice's rates, then over its families at each rate. */
function creditLines(invoice: InvoiceRow, amountTtc: number): InvoiceLineSnapshot[] {
  const src = invoice.snapshot;
  const perRate = spreadTtcOverRates(amountTtc, src.totals.breakdown);
  const out: InvoiceLineSnapshot[] = [];
  for (const { rateBp, netCents } of perRate) {
    const atRate = src.lines.filter((l) => l.vatRateBp === rateBp);
    const families = [...new Set(atRate.map((l) => l.family))];
    const weights = families.map((f) =>
      atRate.filter((l) => l.family === f).reduce((s, l) => s + l.netCents, 0),
    );
    spreadCents(netCents, weights).forEach((net, i) => {
      if (net === 0) return;
      out.push({
        position: out.length + 1,
        label: `Avoir partiel sur la facture ${invoice.number}`,
        productId: null,
        family: families[i]!,
        quantity: 1,
        unitHtCents: net,
        discountBp: 0,
        netCents: net,
        vatRateBp: rateBp,
        vatCategory: rateBp > 0 ? 'S' : 'E',
        exciseCents: 0,
        cssCents: 0,
      });
    });
  }
  return out;
}
