import type { DocumentKindValue } from '@cuvee/contracts';
import {
  formatIban,
  type InvoiceSnapshot,
  LATE_PENALTY_TEXT,
  NO_DISCOUNT_TEXT,
  type PartySnapshot,
  paymentInstructionLines,
  penaltyClause,
  RECOVERY_INDEMNITY_TEXT,
  type VatBreakdownRow,
} from '@cuvee/domain';

/*
 * What a sales document's PDF shows, whatever it was read from (decision 0048): an invoice,
 * deposit or credit note from its frozen snapshot only; a quote, order confirmation or
 * delivery note from the order. The renderer draws this and nothing else.
 */

export type ViewLine = {
  label: string;
  quantity: number;
  unitHtCents: number;
  discountBp: number;
  vatRateBp: number;
  netCents: number;
  exciseCents: number;
  /** The CSS inside the net amount, printed beside the excise (issue 25). */
  cssCents: number;
  /** A box's wines, printed under its line (issue 24). */
  contents?: Array<{ label: string; quantity: number }>;
};

export type DocumentView = {
  kind: DocumentKindValue;
  title: string;
  number: string;
  /** 'Date' lines under the number: ['Date de facture', '10/03/2026'], … */
  dates: [string, string][];
  seller: PartySnapshot & { legalMentions?: string | null; iban?: string | null; bic?: string | null };
  buyer: PartySnapshot;
  deliveryAddress: PartySnapshot | null;
  references: string[];
  lines: ViewLine[];
  /** A delivery note shows no prices. */
  prices: boolean;
  totals: {
    totalHt: number;
    tva: number;
    totalTtc: number;
    rounding: number;
    prepaid: number;
    due: number;
    breakdown: VatBreakdownRow[];
  } | null;
  paymentMeans: string | null;
  /** How to pay, under the means: the account (IBAN, BIC, holder, reference) or the cheque's payee. */
  paymentDetails: string[];
  /** The shop's payment terms, when it gave them. */
  paymentTerms: string | null;
  mentions: string[];
};

export const TITLES: Record<DocumentKindValue, string> = {
  quote: 'Devis',
  order: 'Bon de commande',
  invoice: 'Facture',
  deposit: "Facture d'acompte",
  credit: 'Avoir',
  delivery: 'Bon de livraison',
};

/** '2026-03-10' → '10/03/2026' */
export const frDate = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');

const OPERATION = {
  goods: 'Livraison de biens',
  services: 'Prestation de services',
  mixed: 'Biens et services',
};

/** An invoice's payment lines: frozen since issue 24; before, only the IBAN it may have had. */
function invoicePaymentDetails(s: InvoiceSnapshot): string[] {
  if (s.payment) return paymentInstructionLines(s.payment);
  if (s.payment === null || !s.seller.iban) return [];
  return [`IBAN : ${formatIban(s.seller.iban)}${s.seller.bic ? ` — BIC : ${s.seller.bic}` : ''}`];
}

export function invoiceView(s: InvoiceSnapshot): DocumentView {
  const kind = s.kind;
  const dates: [string, string][] = [
    [kind === 'credit' ? "Date de l'avoir" : 'Date de facture', frDate(s.issueDate)],
  ];
  if (kind !== 'credit') dates.push(["Date d'échéance", frDate(s.dueDate)]);
  if (kind === 'invoice' && s.deliveryDate) dates.push(['Date de livraison', frDate(s.deliveryDate)]);
  const references = [
    ...(s.orderReference ? [`Commande ${s.orderReference}`] : []),
    ...(s.creditedInvoice
      ? [`Avoir sur la facture ${s.creditedInvoice.number} du ${frDate(s.creditedInvoice.issueDate)}`]
      : []),
    // A final invoice cites the deposit invoices it deducts (defect 8).
    ...(s.depositInvoices ?? []).map(
      (d) => `Acompte déduit : facture d'acompte ${d.number} du ${frDate(d.issueDate)}`,
    ),
  ];
  const mentions = [
    `Catégorie de l'opération : ${OPERATION[s.operationCategory]}`,
    s.buyer.isPro && s.recoveryIndemnityCents > 0
      ? `${penaltyClause(s.latePenaltyText)}, ${RECOVERY_INDEMNITY_TEXT}.`
      : `${penaltyClause(s.latePenaltyText)}.`,
    `${NO_DISCOUNT_TEXT}.`,
    ...(s.notes ? [s.notes] : []),
  ];
  return {
    kind,
    title: TITLES[kind],
    number: s.number,
    dates,
    seller: s.seller,
    buyer: s.buyer,
    deliveryAddress: s.deliveryAddress,
    references,
    lines: s.lines.map((l) => ({ ...l })),
    prices: true,
    totals: {
      totalHt: s.totals.totalHt,
      tva: s.totals.tva,
      totalTtc: s.totals.totalTtc,
      rounding: s.totals.rounding,
      prepaid: s.prepaidCents,
      due: s.totals.payable - s.prepaidCents,
      breakdown: s.totals.breakdown,
    },
    paymentMeans: s.paymentMeans,
    paymentDetails: invoicePaymentDetails(s),
    paymentTerms: s.paymentTerms ?? null,
    mentions,
  };
}

/** The mentions of a quote or order confirmation: the same penalties as the invoice to come. */
export const orderMentions = (isPro: boolean) => [
  isPro ? `${LATE_PENALTY_TEXT}, ${RECOVERY_INDEMNITY_TEXT}.` : `${LATE_PENALTY_TEXT}.`,
  `${NO_DISCOUNT_TEXT}.`,
];
