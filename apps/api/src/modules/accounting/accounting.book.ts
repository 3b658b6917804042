import type { AccountingFamily, InvoiceSnapshot } from '@cuvee/domain';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { type DraftLine, pct, writeEntry } from './accounting.entry.ts';
import { letterSettled } from './accounting.letters.ts';
import { accountingEntries, accountingEntryLines } from './accounting.table.ts';

/*
 * The entries written when a business event happens (decision 0088), in the event's own
 * transaction: here an invoice, a deposit invoice or a credit note in the sales journal from its
 * frozen lines and VAT breakdown (payments, card charges and reversals: accounting.payments.ts).
 * Each entry is balanced by construction (the client line is what the other lines leave) and
 * never changed afterwards but for its lettering.
 */

/** What the books need of an issued document (decision 0045's frozen snapshot). */
export type BookedDocument = {
  id: string;
  kind: 'invoice' | 'deposit' | 'credit';
  number: string;
  issueDate: string;
  clientId: string | null;
  creditedInvoiceId: string | null;
  snapshot: InvoiceSnapshot;
};

const FAMILY_WORD: Record<AccountingFamily, string> = {
  product: 'vins',
  marchandise: 'marchandises',
  box: 'coffrets',
  productTasting: 'dégustation',
  productSample: 'échantillons',
  productGift: 'cadeaux',
  prestation: 'prestations',
  shipping: 'port',
  discount: 'remise',
  touristTax: 'taxe de séjour',
};

/** The sums of the sales journal's lines a deposit invoice put on the deposits' and VAT accounts. */
async function depositsBooked(tx: TenantTx, scope: TenantScope, numbers: string[]) {
  if (numbers.length === 0) return [];
  return scoped(tx, scope)
    .select({
      key: accountingEntryLines.accountKey,
      amount: sql<number>`sum(${accountingEntryLines.credit} - ${accountingEntryLines.debit})::int`,
    })
    .from(accountingEntryLines)
    .where(
      sql`${accountingEntryLines.entryId} in (select ${accountingEntries.id} from ${accountingEntries} where ${accountingEntries.shopId} = ${scope.shop!.id} and ${accountingEntries.source} = 'deposit' and ${inArray(accountingEntries.pieceRef, numbers)})`,
      sql`(${accountingEntryLines.accountKey} = 'third.deposits' or ${accountingEntryLines.accountKey} like 'vatCollected.%')`,
    )
    .groupBy(accountingEntryLines.accountKey);
}

/**
 * An invoice, a deposit invoice or a credit note (decision 0088): the sales journal, from its
 * frozen lines and VAT breakdown. Sales on each accounting family's account (a deposit's on the
 * deposits received, 4191), VAT collected per rate, the rounding on the gaps' accounts, the
 * deposits a final invoice deducts taken back from 4191 and VAT, the client for the rest.
 */
export async function bookInvoice(tx: TenantTx, scope: TenantScope, doc: BookedDocument) {
  const snap = doc.snapshot;
  const credit = doc.kind === 'credit';
  const sign = credit ? -1 : 1;
  const creditedEntry =
    credit && doc.creditedInvoiceId ? await entryOf(tx, scope, doc.creditedInvoiceId) : null;
  const onDeposits = doc.kind === 'deposit' || creditedEntry?.source === 'deposit';
  const what = credit ? 'Avoir' : doc.kind === 'deposit' ? 'Facture d’acompte' : 'Facture';
  const head = `${what} ${doc.number}`;
  const lines: DraftLine[] = [];
  const byKey = new Map<string, DraftLine>();
  const add = (key: string, word: string, amount: number) => {
    const line = byKey.get(key) ?? { key, amount: 0, label: `${head} ${word}` };
    line.amount += amount;
    if (!byKey.has(key)) byKey.set(key, line);
  };
  // The discounts granted on the invoice go on their own account (709, as the worked FEC of
  // domain-facts-wave3 §3 books them): a line's sales at its gross price, its discount apart.
  const rates = new Set<number>();
  const grossSales = snap.lines
    .filter((l) => l.family !== 'discount' && l.family !== 'shipping')
    .reduce((s, l) => s + l.quantity * l.unitHtCents, 0);
  for (const l of snap.lines) {
    if (onDeposits) {
      add('third.deposits', 'acompte', -sign * l.netCents);
      continue;
    }
    if (l.family === 'discount') {
      if (grossSales > 0) rates.add((-l.netCents * 10000) / grossSales);
      add('sales.discount', 'remise', -sign * l.netCents);
      continue;
    }
    const gross = l.discountBp > 0 ? l.quantity * l.unitHtCents : l.netCents;
    add(`sales.${l.family}`, FAMILY_WORD[l.family], -sign * gross);
    if (gross !== l.netCents) {
      rates.add(l.discountBp);
      add('sales.discount', 'remise', sign * (gross - l.netCents));
    }
  }
  const discount = byKey.get('sales.discount');
  const [rate] = [...rates];
  if (discount && rates.size === 1 && Number.isInteger(rate)) discount.label = `${head} remise ${pct(rate!)}`;
  // Debits (discounts) first, then credits, as accountants read an invoice.
  const sales = [...byKey.values()];
  lines.push(...sales.filter((l) => l.amount > 0), ...sales.filter((l) => l.amount <= 0));
  for (const r of snap.totals.breakdown)
    lines.push({
      key: `vatCollected.${r.rateBp}`,
      amount: -sign * r.vatCents,
      label: `${head} TVA ${pct(r.rateBp)}`,
    });
  const rounding = snap.totals.rounding ?? 0;
  if (rounding !== 0)
    lines.push({
      key: sign * rounding > 0 ? 'other.plusGap' : 'other.minusGap',
      amount: -sign * rounding,
      label: `${head} arrondi`,
    });
  const prepaid = snap.prepaidCents ?? 0;
  if (!credit && prepaid > 0) {
    const booked = await depositsBooked(
      tx,
      scope,
      (snap.depositInvoices ?? []).map((d) => d.number),
    );
    const total = booked.reduce((s, b) => s + Number(b.amount), 0);
    if (total === prepaid)
      for (const b of booked)
        lines.push({ key: b.key, amount: Number(b.amount), label: `${head} acomptes déduits` });
    else lines.push({ key: 'third.deposits', amount: prepaid, label: `${head} acomptes déduits` });
  }
  const rest = -lines.reduce((s, l) => s + l.amount, 0);
  const name = snap.buyer.name;
  lines.unshift({
    key: 'third.clients',
    amount: rest,
    label: `${head} ${name}`,
    client: { id: doc.clientId, name },
    invoiceId: credit ? (doc.creditedInvoiceId ?? doc.id) : doc.id,
  });
  const entry = await writeEntry(tx, scope, {
    journal: 'sales',
    date: doc.issueDate,
    pieceRef: doc.number,
    pieceDate: doc.issueDate,
    label: `${head} ${name}`,
    source: credit ? 'creditNote' : doc.kind === 'deposit' ? 'deposit' : 'invoice',
    sourceId: doc.id,
    lines,
  });
  if (credit && doc.creditedInvoiceId) await letterSettled(tx, scope, [doc.creditedInvoiceId]);
  return entry;
}

async function entryOf(tx: TenantTx, scope: TenantScope, sourceId: string) {
  const [row] = await scoped(tx, scope)
    .selectAll(accountingEntries, eq(accountingEntries.sourceId, sourceId))
    .orderBy(asc(accountingEntries.createdAt))
    .limit(1);
  return row ?? null;
}
