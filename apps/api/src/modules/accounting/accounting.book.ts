import {
  type AccountingFamily,
  type ChartAccount,
  type ClientAccountMode,
  fiscalYearOf,
  type InvoiceSnapshot,
  monthName,
  nextMonth,
  todayInFrance,
  treasuryOf,
} from '@cuvee/domain';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import { shops } from '../shops/index.ts';
import { chartOf, journalOfKind, settingsOf, takeEntryNumber } from './accounting.chart.ts';
import {
  accountingClientCodes,
  accountingCounters,
  accountingEntries,
  accountingEntryLines,
  accountingLetters,
  accountingPeriods,
  type EntrySource,
} from './accounting.table.ts';

/*
 * The entries written when a business event happens (decision 0088), in the event's own
 * transaction: an invoice, a deposit invoice or a credit note in the sales journal from its
 * frozen lines and VAT breakdown; a payment received in the bank or cash journal; a card charge
 * put on invoices; a credit note used as payment; a payment's reversal. Each entry is balanced
 * by construction (the client line is what the other lines leave), numbered per journal and
 * fiscal year without gap (the counter's row locked until the transaction ends), and never
 * changed afterwards but for its lettering.
 */

type DraftLine = {
  key: string;
  /** Signed: positive on the debit side, negative on the credit side. */
  amount: number;
  label: string;
  invoiceId?: string | null;
  /** A client line: its client, for the auxiliary account. */
  client?: { id: string | null; name: string } | null;
  /** An account copied as it was (a reversal). */
  fixed?: { account: string; accountLabel: string; auxAccount: string | null; auxLabel: string | null };
};

type Draft = {
  journal: 'sales' | 'bank' | 'cash' | 'misc';
  date: string;
  pieceRef: string;
  pieceDate: string;
  label: string;
  source: EntrySource;
  sourceId: string | null;
  reversesId?: string | null;
  paymentDay?: string | null;
  paymentMode?: string | null;
  /** A date the user typed: a closed month refuses it (422) instead of moving it. */
  strictDate?: boolean;
  lines: DraftLine[];
};

export async function closedMonths(tx: TenantTx, scope: TenantScope): Promise<Set<string>> {
  const rows = await scoped(tx, scope)
    .select({ month: accountingPeriods.month })
    .from(accountingPeriods)
    .where();
  return new Set(rows.map((r) => r.month));
}

/**
 * The day an entry is dated (decision 0089): its event's day, or — for an event the product
 * dates itself (an invoice, a card charge, a reversal) in a closed month — the first day of the
 * first open month after; a day the user typed in a closed month is refused.
 */
export function entryDayOf(day: string, closed: ReadonlySet<string>, strict: boolean): string {
  let month = day.slice(0, 7);
  if (!closed.has(month)) return day;
  if (strict)
    throw new HttpError(
      422,
      `La période de ${monthName(month)} est clôturée : aucune écriture ne peut plus y être datée`,
    );
  while (closed.has(month)) month = nextMonth(month);
  return `${month}-01`;
}

async function shopSettings(tx: TenantTx, scope: TenantScope) {
  const [row] = await tx.select({ settings: shops.settings }).from(shops).where(eq(shops.id, scope.shop!.id));
  return row?.settings ?? {};
}

/** The client's auxiliary code: its own, else the next 'CLI001', 'CLI002'… given now. */
export async function clientCodeOf(tx: TenantTx, scope: TenantScope, clientId: string): Promise<string> {
  const s = scoped(tx, scope);
  const [mine] = await s.selectAll(accountingClientCodes, eq(accountingClientCodes.clientId, clientId));
  if (mine) return mine.code;
  for (;;) {
    const [counter] = await s
      .insert(accountingCounters)
      .values([{ journalCode: '#CLIENTS', fiscalYear: 0, last: 1 }])
      .onConflictDoUpdate({
        target: [accountingCounters.shopId, accountingCounters.journalCode, accountingCounters.fiscalYear],
        set: { last: sql`${accountingCounters.last} + 1` },
      })
      .returning({ last: accountingCounters.last });
    const code = `CLI${String(counter!.last).padStart(3, '0')}`;
    const [taken] = await s.selectAll(accountingClientCodes, eq(accountingClientCodes.code, code));
    if (taken) continue;
    await s.insert(accountingClientCodes).values([{ clientId, code }]);
    return code;
  }
}

export async function setClientCode(tx: TenantTx, scope: TenantScope, clientId: string, code: string) {
  const s = scoped(tx, scope);
  const [taken] = await s.selectAll(accountingClientCodes, eq(accountingClientCodes.code, code));
  if (taken && taken.clientId !== clientId)
    throw new HttpError(409, `Le code ${code} est déjà celui d’un autre client`);
  await s
    .insert(accountingClientCodes)
    .values([{ clientId, code }])
    .onConflictDoUpdate({
      target: [accountingClientCodes.shopId, accountingClientCodes.clientId],
      set: { code },
    });
  return { message: `Le client a désormais le compte auxiliaire ${code}`, clientId, code };
}

function clientAccount(
  chart: Map<string, ChartAccount>,
  mode: ClientAccountMode,
  code: string | null,
  name: string,
) {
  const base = chart.get('third.clients')!;
  if (!code) return { account: base.number, accountLabel: base.label, auxAccount: null, auxLabel: null };
  if (mode === 'perClient')
    return {
      account: `${base.number.slice(0, 3)}${code}`,
      accountLabel: name,
      auxAccount: null,
      auxLabel: null,
    };
  return { account: base.number, accountLabel: base.label, auxAccount: code, auxLabel: name };
}

const pct = (bp: number) => `${String(bp / 100).replace('.', ',')} %`;

/** Writes one entry; returns its row, or null when every amount is 0. */
export async function writeEntry(tx: TenantTx, scope: TenantScope, draft: Draft) {
  const lines = draft.lines.filter((l) => l.amount !== 0);
  if (lines.length === 0) return null;
  const debit = lines.reduce((s, l) => s + Math.max(0, l.amount), 0);
  const credit = lines.reduce((s, l) => s + Math.max(0, -l.amount), 0);
  if (debit !== credit) throw new Error(`Écriture déséquilibrée : ${debit} ≠ ${credit}`);
  const date = entryDayOf(draft.date, await closedMonths(tx, scope), draft.strictDate ?? false);
  const fiscalYear = fiscalYearOf(date, await shopSettings(tx, scope));
  const journal = await journalOfKind(tx, scope, draft.journal);
  const chart = await chartOf(tx, scope, date);
  const settings = await settingsOf(tx, scope);
  const seq = await takeEntryNumber(tx, scope, journal.code, fiscalYear);
  const s = scoped(tx, scope);
  const [entry] = await s
    .insert(accountingEntries)
    .values([
      {
        journalCode: journal.code,
        journalLabel: journal.label,
        fiscalYear,
        seq,
        number: `${journal.code}${String(seq).padStart(6, '0')}`,
        entryDate: date,
        pieceRef: draft.pieceRef || '-',
        pieceDate: draft.pieceDate,
        label: draft.label,
        source: draft.source,
        sourceId: draft.sourceId,
        reversesId: draft.reversesId ?? null,
        validDate: date,
        paymentDay: draft.paymentDay ?? null,
        paymentMode: draft.paymentMode ?? null,
        debit,
        credit,
      },
    ])
    .returning();
  const rows = [];
  for (const [i, l] of lines.entries()) {
    let account: {
      account: string;
      accountLabel: string;
      auxAccount: string | null;
      auxLabel: string | null;
    };
    if (l.fixed) account = l.fixed;
    else if (l.client !== undefined && l.client !== null) {
      const code = l.client.id ? await clientCodeOf(tx, scope, l.client.id) : null;
      account = clientAccount(chart, settings.clientAccounts, code, l.client.name);
    } else {
      // A VAT rate the chart has no account for goes on the collected VAT's root account.
      const a =
        chart.get(l.key) ??
        (l.key.startsWith('vatCollected.')
          ? { number: '445710', label: `TVA collectée ${pct(Number(l.key.split('.')[1]))}` }
          : null);
      if (!a) throw new Error(`Compte inconnu : ${l.key}`);
      account = { account: a.number, accountLabel: a.label, auxAccount: null, auxLabel: null };
    }
    rows.push({
      entryId: entry!.id,
      position: i + 1,
      accountKey: l.key,
      ...account,
      label: l.label,
      debit: Math.max(0, l.amount),
      credit: Math.max(0, -l.amount),
      invoiceId: l.invoiceId ?? null,
    });
  }
  await s.insert(accountingEntryLines).values(rows);
  return entry!;
}

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

const PAYMENT_WORD: Record<string, string> = {
  transfer: 'Virement',
  check: 'Chèque',
  cash: 'Espèces',
  bill: 'Règlement',
  stripe: 'Carte',
  stripeSepa: 'Prélèvement',
  cb: 'Carte',
  cbnc: 'Carte',
  creditNote: 'Avoir',
};

export type BookedPayment = {
  id: string;
  type: string;
  amount: number;
  paidOn: string;
  reference: string | null;
  invoice: { id: string; number: string };
  client: { id: string | null; name: string };
  /** A credit note used as payment: its number and the invoice it named. */
  creditNote?: { id: string; number: string; creditedInvoiceId: string | null } | null;
};

/**
 * A payment received (decision 0088): the bank journal (the cash journal for cash) debits the
 * treasury account of its type and credits the client on the invoice it settles; a credit note
 * used as payment moves the client's credit from the credit note to the invoice (misc journal).
 * A day in a closed month is refused (422): the user typed it.
 */
export async function bookPayment(tx: TenantTx, scope: TenantScope, p: BookedPayment) {
  const word = PAYMENT_WORD[p.type] ?? 'Règlement';
  const label = `${word} ${p.client.name} ${p.invoice.number}`.trim();
  const settle: DraftLine = {
    key: 'third.clients',
    amount: -p.amount,
    label,
    client: p.client,
    invoiceId: p.invoice.id,
  };
  const other: DraftLine = p.creditNote
    ? {
        key: 'third.clients',
        amount: p.amount,
        label: `Avoir ${p.creditNote.number} sur ${p.invoice.number}`,
        client: p.client,
        invoiceId: p.creditNote.creditedInvoiceId ?? p.creditNote.id,
      }
    : { key: `treasury.${treasuryOf(p.type)}`, amount: p.amount, label };
  const entry = await writeEntry(tx, scope, {
    journal: p.creditNote ? 'misc' : p.type === 'cash' ? 'cash' : 'bank',
    date: p.paidOn,
    pieceRef: p.reference || p.invoice.number,
    pieceDate: p.paidOn,
    label,
    source: 'payment',
    sourceId: p.id,
    paymentDay: p.paidOn,
    paymentMode: p.type,
    strictDate: true,
    lines: [other, settle],
  });
  await letterSettled(tx, scope, [
    p.invoice.id,
    ...(p.creditNote ? [p.creditNote.creditedInvoiceId ?? p.creditNote.id] : []),
  ]);
  return entry;
}

/** A card charge put on invoices (the card processor's account, bank journal). */
export async function bookCardCharge(
  tx: TenantTx,
  scope: TenantScope,
  charge: {
    id: string;
    day: string;
    client: { id: string | null; name: string };
    parts: { invoiceId: string; invoiceNumber: string; amount: number }[];
  },
) {
  const parts = charge.parts.filter((p) => p.amount > 0);
  if (parts.length === 0) return null;
  const total = parts.reduce((s, p) => s + p.amount, 0);
  const numbers = parts.map((p) => p.invoiceNumber).join(' ');
  const label = `Carte ${charge.client.name} ${numbers}`.trim();
  const entry = await writeEntry(tx, scope, {
    journal: 'bank',
    date: charge.day,
    pieceRef: parts[0]!.invoiceNumber,
    pieceDate: charge.day,
    label,
    source: 'card',
    sourceId: charge.id,
    paymentDay: charge.day,
    paymentMode: 'stripe',
    lines: [
      { key: 'treasury.cardProcessor', amount: total, label },
      ...parts.map((p) => ({
        key: 'third.clients',
        amount: -p.amount,
        label,
        client: charge.client,
        invoiceId: p.invoiceId,
      })),
    ],
  });
  await letterSettled(
    tx,
    scope,
    parts.map((p) => p.invoiceId),
  );
  return entry;
}

/**
 * A payment reversed (decision 0090): an entry mirroring the payment's, on the same accounts,
 * dated today (the first open day when today's month is closed); both stay in the books. The
 * invoices it had settled are unlettered and lettered again from what is left.
 */
export async function bookReversal(
  tx: TenantTx,
  scope: TenantScope,
  r: { paymentId: string; reason?: string | null; day?: string },
) {
  const s = scoped(tx, scope);
  const [original] = await s.selectAll(
    accountingEntries,
    eq(accountingEntries.source, 'payment'),
    eq(accountingEntries.sourceId, r.paymentId),
  );
  if (!original) return null;
  const lines = await s
    .selectAll(accountingEntryLines, eq(accountingEntryLines.entryId, original.id))
    .orderBy(asc(accountingEntryLines.position));
  const label = `Contrepassation ${original.number} ${original.label}`.slice(0, 200);
  const day = r.day ?? todayInFrance();
  const entry = await writeEntry(tx, scope, {
    journal:
      original.journalCode === (await journalOfKind(tx, scope, 'cash')).code
        ? 'cash'
        : lines.some((l) => l.accountKey.startsWith('treasury.'))
          ? 'bank'
          : 'misc',
    date: day,
    pieceRef: original.pieceRef,
    pieceDate: day,
    label: r.reason ? `${label} (${r.reason})`.slice(0, 250) : label,
    source: 'reversal',
    sourceId: r.paymentId,
    reversesId: original.id,
    paymentDay: day,
    paymentMode: original.paymentMode,
    lines: lines.map((l) => ({
      key: l.accountKey,
      amount: l.credit - l.debit,
      label,
      invoiceId: l.invoiceId,
      fixed: {
        account: l.account,
        accountLabel: l.accountLabel,
        auxAccount: l.auxAccount,
        auxLabel: l.auxLabel,
      },
    })),
  });
  const invoiceIds = [...new Set(lines.flatMap((l) => (l.invoiceId ? [l.invoiceId] : [])))];
  if (invoiceIds.length > 0) {
    await s
      .update(accountingEntryLines)
      .set({ letter: null, letteredOn: null })
      .where(
        inArray(accountingEntryLines.invoiceId, invoiceIds),
        eq(accountingEntryLines.accountKey, 'third.clients'),
      );
    await letterSettled(tx, scope, invoiceIds);
  }
  return entry;
}

/** 1 → 'A', 26 → 'Z', 27 → 'AA'. */
export function letterCode(n: number): string {
  let out = '';
  let k = n;
  while (k > 0) {
    const r = (k - 1) % 26;
    out = String.fromCharCode(65 + r) + out;
    k = Math.floor((k - 1) / 26);
  }
  return out;
}

/**
 * Lettering (decision 0088): when the client lines of an invoice not yet lettered balance (the
 * invoice, its payments, card charges and credit notes), they get the client account's next
 * code and the day of the last of them.
 */
export async function letterSettled(tx: TenantTx, scope: TenantScope, invoiceIds: string[]) {
  const s = scoped(tx, scope);
  for (const invoiceId of [...new Set(invoiceIds)]) {
    const lines = await tx
      .select({
        id: accountingEntryLines.id,
        debit: accountingEntryLines.debit,
        credit: accountingEntryLines.credit,
        account: accountingEntryLines.account,
        aux: accountingEntryLines.auxAccount,
        day: accountingEntries.entryDate,
      })
      .from(accountingEntryLines)
      .innerJoin(accountingEntries, eq(accountingEntries.id, accountingEntryLines.entryId))
      .where(
        and(
          s.owns(accountingEntryLines),
          s.owns(accountingEntries),
          eq(accountingEntryLines.invoiceId, invoiceId),
          eq(accountingEntryLines.accountKey, 'third.clients'),
          isNull(accountingEntryLines.letter),
        ),
      );
    if (lines.length < 2) continue;
    const balance = lines.reduce((t, l) => t + l.debit - l.credit, 0);
    if (balance !== 0) continue;
    const account = `${lines[0]!.account}/${lines[0]!.aux ?? ''}`;
    const [counter] = await s
      .insert(accountingLetters)
      .values([{ account, last: 1 }])
      .onConflictDoUpdate({
        target: [accountingLetters.shopId, accountingLetters.account],
        set: { last: sql`${accountingLetters.last} + 1` },
      })
      .returning({ last: accountingLetters.last });
    const day = lines.reduce((d, l) => (l.day > d ? l.day : d), lines[0]!.day);
    await s
      .update(accountingEntryLines)
      .set({ letter: letterCode(counter!.last), letteredOn: day })
      .where(
        inArray(
          accountingEntryLines.id,
          lines.map((l) => l.id),
        ),
      );
  }
}
