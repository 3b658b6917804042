/*
 * A commercial agent's commissions (issue 28, decision 0147; domain-facts-wave3 §7). Pure: the
 * API reads the rules, invoices, credit notes and payments and calls these.
 *
 * - A commission is earned when the client has paid (basis 'invoicesPaid', Code de commerce
 *   L134-9's default) or when the sale is executed (basis 'ordersValidated'), as the contract
 *   says; it is stated and paid by the last day of the month after the quarter (R134-3).
 * - Rates are dated data: a rule holds from its `validFrom` until a later rule of the same
 *   scope (agent, typology, family) replaces it.
 * - Money in integer cents; the commission of a statement is rounded once, on its total.
 */

export const COMMISSION_BASES = ['invoicesPaid', 'ordersValidated'] as const;
export type CommissionBasis = (typeof COMMISSION_BASES)[number];
export const COMMISSION_BASIS_LABELS: Record<CommissionBasis, string> = {
  invoicesPaid: 'Factures payées',
  ordersValidated: 'Commandes validées',
};

/** Lines that are no sale of the principal's goods: never in the base. */
export const COMMISSION_EXCLUDED_FAMILIES: readonly string[] = ['shipping', 'touristTax'];

export type CommissionRule = {
  id: string;
  /** YYYY-MM-DD, the first day it holds. */
  validFrom: string;
  basis: CommissionBasis;
  /** Basis points of HT: 1000 = 10 %. */
  rateBp: number;
  /** Only for clients of this typology; null = any. */
  typology: string | null;
  /** Only for lines of this product family; null = any. */
  family: string | null;
};

/** An invoice or a credit note attributed to the agent, as the invoices and the ledger say it. */
export type CommissionSource = {
  id: string;
  kind: 'invoice' | 'credit';
  number: string;
  issueDate: string;
  clientName: string;
  typology: string | null;
  /** The day the invoice was settled in full (its last payment's day); null while owed. */
  settledOn: string | null;
  /** The day its order was validated (the sale executed); null without an order. */
  validatedOn: string | null;
  /** A credit note's invoice, as a source (null for an invoice). */
  creditedId: string | null;
  /** Net HT per family, positive (a credit note's too: its sign is its kind). */
  lines: { family: string; htCents: number }[];
};

export type CommissionElement = {
  sourceId: string;
  kind: 'invoice' | 'credit';
  number: string;
  clientName: string;
  typology: string | null;
  earnedOn: string;
  /** Earned before the quarter, not yet stated (a payment recorded after its statement). */
  carriedOver: boolean;
  parts: { family: string; htCents: number; rateBp: number; ruleId: string }[];
  /** Signed: a credit note's is negative. */
  htCents: number;
};

export type CommissionStatementFigures = {
  quarter: string;
  from: string;
  to: string;
  dueOn: string;
  basis: CommissionBasis | null;
  elements: CommissionElement[];
  /** Per rate: the base HT (signed) and its count of elements. */
  byRate: { rateBp: number; baseCents: number }[];
  baseCents: number;
  commissionCents: number;
};

const QUARTER = /^(\d{4})-T([1-4])$/;

/** '2026-08-14' → '2026-T3' (T for trimestre, as a French statement names it). */
export function quarterOf(day: string): string {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return `${y}-T${Math.floor((m - 1) / 3) + 1}`;
}

export const isQuarter = (q: string) => QUARTER.test(q);

/** The quarter's first and last days. */
export function quarterBounds(quarter: string): { from: string; to: string } {
  const match = QUARTER.exec(quarter);
  if (!match) throw new Error(`not a quarter: ${quarter}`);
  const year = Number(match[1]);
  const q = Number(match[2]);
  const first = (q - 1) * 3 + 1;
  const last = first + 2;
  const lastDay = new Date(Date.UTC(year, last, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return { from: `${year}-${pad(first)}-01`, to: `${year}-${pad(last)}-${pad(lastDay)}` };
}

/** The last day of the month after the quarter: the statement's and the payment's deadline. */
export function commissionDeadline(quarter: string): string {
  const { to } = quarterBounds(quarter);
  const [y, m] = to.split('-').map(Number) as [number, number];
  const next = new Date(Date.UTC(y, m + 1, 0));
  return next.toISOString().slice(0, 10);
}

export function previousQuarter(quarter: string): string {
  const { from } = quarterBounds(quarter);
  const [y, m] = from.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-T4` : quarterOf(`${y}-${String(m - 3).padStart(2, '0')}-01`);
}

/** 'T3 2026 (1er juillet – 30 septembre)' */
export function quarterLabel(quarter: string): string {
  const match = QUARTER.exec(quarter);
  return match ? `T${match[2]} ${match[1]}` : quarter;
}

const latest = (rules: CommissionRule[]) =>
  rules.reduce<CommissionRule | null>((best, r) => (!best || r.validFrom > best.validFrom ? r : best), null);

/** The contract's basis on a day: the general rule (no typology, no family) then in force. */
export function basisOn(rules: readonly CommissionRule[], day: string): CommissionBasis | null {
  return latest(rules.filter((r) => !r.typology && !r.family && r.validFrom <= day))?.basis ?? null;
}

/** The rule for a line: the most specific in force that day (typology and family, family, typology, general). */
export function ruleFor(
  rules: readonly CommissionRule[],
  day: string,
  typology: string | null,
  family: string,
): CommissionRule | null {
  const inForce = rules.filter((r) => r.validFrom <= day);
  const tiers = [
    inForce.filter((r) => r.typology && r.typology === typology && r.family === family),
    inForce.filter((r) => !r.typology && r.family === family),
    inForce.filter((r) => r.typology && r.typology === typology && !r.family),
    inForce.filter((r) => !r.typology && !r.family),
  ];
  for (const tier of tiers) {
    const found = latest(tier);
    if (found) return found;
  }
  return null;
}

/** The day an invoice is earned under the basis; null while it is not. */
function invoiceEarnedOn(source: CommissionSource, basis: CommissionBasis): string | null {
  if (basis === 'invoicesPaid') return source.settledOn;
  return source.validatedOn ?? source.issueDate;
}

/**
 * The day each source is earned: an invoice by the basis; a credit note once its invoice is
 * earned, on the later of its own day and its invoice's (a credit note of an invoice never
 * earned takes nothing off).
 */
export function earnedDays(sources: readonly CommissionSource[], basis: CommissionBasis) {
  const invoiceDays = new Map<string, string | null>();
  for (const s of sources) if (s.kind === 'invoice') invoiceDays.set(s.id, invoiceEarnedOn(s, basis));
  const days = new Map<string, string>();
  for (const s of sources) {
    const day =
      s.kind === 'invoice'
        ? invoiceDays.get(s.id)
        : (() => {
            const of = s.creditedId ? invoiceDays.get(s.creditedId) : null;
            return of ? (of > s.issueDate ? of : s.issueDate) : null;
          })();
    if (day) days.set(s.id, day);
  }
  return days;
}

/**
 * The statement of a quarter: every source earned by the quarter's last day that no earlier
 * statement holds (`stated`), each line at the rule in force the day it was earned; the
 * commission is Σ(base × rate) rounded once to the cent (half up, away from zero).
 */
export function commissionStatement(
  quarter: string,
  rules: readonly CommissionRule[],
  sources: readonly CommissionSource[],
  stated: ReadonlySet<string> = new Set(),
): CommissionStatementFigures {
  const { from, to } = quarterBounds(quarter);
  const basis = basisOn(rules, to);
  const elements: CommissionElement[] = [];
  if (basis) {
    const days = earnedDays(sources, basis);
    for (const s of sources) {
      const earnedOn = days.get(s.id);
      if (!earnedOn || earnedOn > to || stated.has(s.id)) continue;
      const sign = s.kind === 'credit' ? -1 : 1;
      const parts: CommissionElement['parts'] = [];
      for (const line of s.lines) {
        if (COMMISSION_EXCLUDED_FAMILIES.includes(line.family) || line.htCents === 0) continue;
        const rule = ruleFor(rules, earnedOn, s.typology, line.family);
        if (!rule) continue;
        parts.push({
          family: line.family,
          htCents: sign * line.htCents,
          rateBp: rule.rateBp,
          ruleId: rule.id,
        });
      }
      if (parts.length === 0) continue;
      elements.push({
        sourceId: s.id,
        kind: s.kind,
        number: s.number,
        clientName: s.clientName,
        typology: s.typology,
        earnedOn,
        carriedOver: earnedOn < from,
        parts,
        htCents: parts.reduce((sum, p) => sum + p.htCents, 0),
      });
    }
  }
  // By the day earned; on one day, invoices before the credit notes taking off them.
  elements.sort(
    (a, b) =>
      a.earnedOn.localeCompare(b.earnedOn) ||
      a.kind.localeCompare(b.kind) * -1 ||
      a.number.localeCompare(b.number),
  );
  const rates = new Map<number, number>();
  let exact = 0;
  for (const e of elements)
    for (const p of e.parts) {
      rates.set(p.rateBp, (rates.get(p.rateBp) ?? 0) + p.htCents);
      exact += p.htCents * p.rateBp;
    }
  const commissionCents = Math.sign(exact) * Math.round(Math.abs(exact) / 10_000);
  return {
    quarter,
    from,
    to,
    dueOn: commissionDeadline(quarter),
    basis,
    elements,
    byRate: [...rates.entries()]
      .sort(([a], [b]) => b - a)
      .map(([rateBp, baseCents]) => ({ rateBp, baseCents })),
    baseCents: elements.reduce((sum, e) => sum + e.htCents, 0),
    commissionCents: commissionCents === 0 ? 0 : commissionCents,
  };
}

/** Why a rule cannot be recorded, in French; null when it can. */
export function commissionRuleRefusal(
  rule: Pick<CommissionRule, 'validFrom' | 'typology' | 'family' | 'basis'>,
  existing: readonly CommissionRule[],
): string | null {
  const same = existing.find(
    (r) => r.validFrom === rule.validFrom && r.typology === rule.typology && r.family === rule.family,
  );
  if (same)
    return 'Une règle de même portée existe déjà à cette date : supprimez-la ou choisissez une autre date';
  if (
    (rule.typology || rule.family) &&
    !existing.some((r) => !r.typology && !r.family && r.validFrom <= rule.validFrom)
  )
    return "Définissez d'abord le taux général du contrat (sans typologie ni famille) à cette date ou avant";
  return null;
}
