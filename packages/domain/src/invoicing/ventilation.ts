import type { InvoiceKind } from './numbering.ts';
import type { AccountingFamily } from './snapshot.ts';

/*
 * The ventilation (decision 0047): what a period invoiced, net of VAT, by sales account and
 * VAT rate, and the VAT collected per rate, as an accountant books it. Each document counts as
 * it was issued (its frozen lines and VAT breakdown, never recomputed), credit notes negative,
 * so the totals are the sum of the documents' totals to the cent.
 */

export type SalesAccount = { code: string; label: string };

/** The default French accounts (plan comptable général) of each accounting family. */
export const DEFAULT_SALES_ACCOUNTS: Record<AccountingFamily, SalesAccount> = {
  product: { code: '7070', label: 'Ventes de vins (produits de l’exploitation)' },
  marchandise: { code: '7071', label: 'Ventes de marchandises' },
  box: { code: '7072', label: 'Ventes de coffrets' },
  productTasting: { code: '7073', label: 'Ventes dégustation' },
  productSample: { code: '7074', label: 'Échantillons' },
  productGift: { code: '7075', label: 'Cadeaux' },
  prestation: { code: '706', label: 'Prestations de services' },
  shipping: { code: '7085', label: 'Ports et frais accessoires facturés' },
  discount: { code: '709', label: 'Rabais, remises et ristournes accordés' },
  touristTax: { code: '467100', label: 'Taxe de séjour collectée' },
};

/** Deposits are advances received from clients until the final invoice (4191), not sales. */
export const DEPOSIT_ACCOUNT: SalesAccount = { code: '4191', label: 'Clients – avances et acomptes reçus' };

/** VAT collected, one sub-account per rate (44571…). */
export function vatAccountOf(rateBp: number): SalesAccount {
  const suffix: Record<number, string> = { 2000: '1', 1000: '2', 550: '3', 210: '4' };
  return {
    code: `44571${suffix[rateBp] ?? '0'}`,
    label: `TVA collectée ${String(rateBp / 100).replace('.', ',')} %`,
  };
}

export type VentilatedDocument = {
  kind: InvoiceKind;
  /** For a credit note: whether it cancels a deposit invoice (its amounts go back to 4191). */
  creditsDeposit?: boolean;
  lines: readonly { family: AccountingFamily; netCents: number; vatRateBp: number }[];
  totals: {
    totalHt: number;
    tva: number;
    totalTtc: number;
    rounding: number;
    breakdown: readonly { rateBp: number; vatCents: number }[];
  };
};

export type VentilationRow = { account: string; label: string; rateBp: number; htCents: number };
export type VatRow = { account: string; label: string; rateBp: number; vatCents: number };

export type Ventilation = {
  sales: VentilationRow[];
  vat: VatRow[];
  totals: { ht: number; tva: number; ttc: number; rounding: number; documents: number };
};

/** The accounts beside the sales' ones: deposits received and VAT collected per rate. */
export type VentilationAccounts = { deposit?: SalesAccount; vat?: (rateBp: number) => SalesAccount };

/** Ventilates documents with `accounts` (the defaults unless the shop has its own, issue 26). */
export function ventilate(
  documents: readonly VentilatedDocument[],
  accounts: Record<AccountingFamily, SalesAccount> = DEFAULT_SALES_ACCOUNTS,
  more: VentilationAccounts = {},
): Ventilation {
  const depositAccount = more.deposit ?? DEPOSIT_ACCOUNT;
  const vatAccount = more.vat ?? vatAccountOf;
  const sales = new Map<string, VentilationRow>();
  const vat = new Map<number, VatRow>();
  const totals = { ht: 0, tva: 0, ttc: 0, rounding: 0, documents: documents.length };
  for (const doc of documents) {
    const sign = doc.kind === 'credit' ? -1 : 1;
    const deposit = doc.kind === 'deposit' || (doc.kind === 'credit' && doc.creditsDeposit);
    for (const line of doc.lines) {
      const account = deposit ? depositAccount : accounts[line.family];
      const key = `${account.code}|${line.vatRateBp}`;
      const row = sales.get(key) ?? {
        account: account.code,
        label: account.label,
        rateBp: line.vatRateBp,
        htCents: 0,
      };
      row.htCents += sign * line.netCents;
      sales.set(key, row);
    }
    for (const r of doc.totals.breakdown) {
      const account = vatAccount(r.rateBp);
      const row = vat.get(r.rateBp) ?? {
        account: account.code,
        label: account.label,
        rateBp: r.rateBp,
        vatCents: 0,
      };
      row.vatCents += sign * r.vatCents;
      vat.set(r.rateBp, row);
    }
    totals.ht += sign * doc.totals.totalHt;
    totals.tva += sign * doc.totals.tva;
    totals.rounding += sign * doc.totals.rounding;
    totals.ttc += sign * (doc.totals.totalTtc + doc.totals.rounding);
  }
  return {
    sales: [...sales.values()].sort((a, b) => a.account.localeCompare(b.account) || b.rateBp - a.rateBp),
    vat: [...vat.values()]
      .filter((r) => r.rateBp > 0 || r.vatCents !== 0)
      .sort((a, b) => b.rateBp - a.rateBp),
    totals,
  };
}
