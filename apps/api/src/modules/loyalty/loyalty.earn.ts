import { expiryDay, pointsEarnedBy, pointsToReverse, todayInFrance } from '@cuvee/domain';
import { and, eq, sql } from 'drizzle-orm';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { lockAccount, writeEntry } from './loyalty.ledger.ts';
import { activeProgramme } from './loyalty.programme.ts';
import { loyaltyEntries } from './loyalty.table.ts';

/*
 * Points earned and taken back (decisions 0180, 0181). An invoice earns once, when its payments
 * cover it (status paid), on the HT they paid (credit notes' part earns nothing), in the
 * transaction that recorded the payment (the invoices module's settlement calls this). A credit
 * note takes back the invoice's points in proportion of the HT credited, all of them once the
 * whole HT is credited; the balance may go below 0 when the points were spent meanwhile.
 */

/** What the invoices module tells of an invoice whose settlement it just kept. */
export type SettledInvoice = {
  id: string;
  number: string | null;
  clientId: string | null;
  paymentStatus: string;
  totalHt: number;
  payable: number;
  paidCents: number;
};

export async function creditPaidInvoices(
  tx: TenantTx,
  scope: TenantScope,
  settled: readonly SettledInvoice[],
): Promise<void> {
  const paid = settled.filter((i) => i.paymentStatus === 'paid' && i.clientId && i.paidCents > 0);
  if (paid.length === 0) return;
  const programme = await activeProgramme(tx, scope);
  if (!programme) return;
  const today = todayInFrance();
  for (const invoice of paid) {
    const points = pointsEarnedBy(
      { totalHt: invoice.totalHt, payable: invoice.payable, paid: invoice.paidCents },
      programme.pointsPerEuroX100,
    );
    if (points <= 0) continue;
    await lockAccount(tx, scope, invoice.clientId!);
    // The invoice's unique entry: a settlement kept again (another payment, a refresh) adds nothing.
    await writeEntry(tx, scope, invoice.clientId!, {
      cause: 'invoicePaid',
      points,
      label: `Facture ${invoice.number ?? ''} payée`.replace('  ', ' '),
      invoiceId: invoice.id,
      expiresOn: programme.expiryMonths > 0 ? expiryDay(today, programme.expiryMonths) : null,
    });
  }
}

/** A credit note of an invoice: its share of the invoice's points taken back. */
export async function reverseCreditedPoints(
  tx: TenantTx,
  scope: TenantScope,
  note: { invoiceId: string; creditNoteId: string; number: string; creditHt: number; invoiceHt: number },
): Promise<number> {
  const s = scoped(tx, scope);
  const [earnedRow] = await s
    .selectAll(
      loyaltyEntries,
      eq(loyaltyEntries.invoiceId, note.invoiceId),
      eq(loyaltyEntries.cause, 'invoicePaid'),
    )
    .limit(1);
  if (!earnedRow) return 0;
  await lockAccount(tx, scope, earnedRow.clientId);
  const [before] = await s
    .select({
      reversed: sql<number>`coalesce(-sum(${loyaltyEntries.points}), 0)::int`,
      credited: sql<number>`coalesce(sum(${loyaltyEntries.creditedHt}), 0)::int`,
    })
    .from(loyaltyEntries)
    .where(and(eq(loyaltyEntries.invoiceId, note.invoiceId), eq(loyaltyEntries.cause, 'creditNote')));
  const points = pointsToReverse({
    earned: earnedRow.points,
    alreadyReversed: Number(before?.reversed ?? 0),
    invoiceHt: note.invoiceHt,
    creditedHtSoFar: Number(before?.credited ?? 0) + Math.abs(note.creditHt),
  });
  await writeEntry(tx, scope, earnedRow.clientId, {
    cause: 'creditNote',
    points: -points,
    label: `Avoir ${note.number} sur la facture`,
    invoiceId: note.invoiceId,
    creditNoteId: note.creditNoteId,
    creditedHt: Math.abs(note.creditHt),
  });
  return points;
}
