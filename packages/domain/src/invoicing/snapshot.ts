import type { PaymentStatus } from '../orders/statuses.ts';
import type { InvoiceKind } from './numbering.ts';
import type { PaymentInstructions } from './payment-means.ts';
import type { DocumentTotals } from './totals.ts';

/*
 * What an issued invoice or credit note holds, frozen when it is issued (decision 0045): the
 * PDF, its Factur-X XML, the ventilation and the accounting read this and nothing else, so an
 * issued document never changes when the shop, the client or the catalogue do.
 */

export type PartySnapshot = {
  /** Trading name as printed. */
  name: string;
  /** Registered name, when it differs. */
  legalName?: string | null;
  siret?: string | null;
  vatNumber?: string | null;
  street: string;
  street2?: string | null;
  zipcode: string;
  city: string;
  /** ISO 3166-1 alpha-2, 'FR' by default. */
  country: string;
  email?: string | null;
  phone?: string | null;
  exciseNumber?: string | null;
};

export type SellerSnapshot = PartySnapshot & {
  /** Legal form and capital, RCS city: 'SAS au capital de 10 000 €, RCS Beaune'. */
  legalMentions?: string | null;
  iban?: string | null;
  bic?: string | null;
  /** The shop's bank, as printed beside the IBAN (issue 24). */
  bankName?: string | null;
};

export type BuyerSnapshot = PartySnapshot & { clientId: string | null; isPro: boolean };

/** The VAT category of EN 16931 (UNTDID 5305): standard, zero, exempt, reverse charge, intra-EU, export. */
export type VatCategory = 'S' | 'Z' | 'E' | 'AE' | 'K' | 'G';

/** The accounting product types of spec §3 a line is ventilated by. */
export type AccountingFamily =
  | 'product'
  | 'marchandise'
  | 'productTasting'
  | 'box'
  | 'productSample'
  | 'productGift'
  | 'prestation'
  | 'shipping'
  | 'discount'
  /** Collected for the commune, outside VAT (issue 27): booked on its third-party account. */
  | 'touristTax';

export type InvoiceLineSnapshot = {
  position: number;
  label: string;
  /** Product id, for the ventilation; null for shipping. */
  productId: string | null;
  family: AccountingFamily;
  quantity: number;
  /** Unit price HT before the line discount, cents (duties included). */
  unitHtCents: number;
  /** Line discount in basis points (1000 = 10 %). */
  discountBp: number;
  /** quantity × unit × (1 − discount), cents: the line's net amount (BT-131). */
  netCents: number;
  vatRateBp: number;
  vatCategory: VatCategory;
  /** Excise duties included in the net amount (shown per line, domain-facts). */
  exciseCents: number;
  /** Social security contribution (CSS) included in the net amount. */
  cssCents: number;
  /**
   * A box's wines (issue 24), sub-lines of the box's line: what it holds, priced and taxed by
   * the box line itself. Absent on invoices issued before, and on anything but a box.
   */
  contents?: InvoiceSubLine[];
};

/** One wine inside a box line: its label and how many bottles the line holds in all. */
export type InvoiceSubLine = { label: string; productId: string | null; quantity: number };

export type InvoiceSnapshot = {
  kind: InvoiceKind;
  number: string;
  /** YYYY-MM-DD */
  issueDate: string;
  dueDate: string;
  currency: 'EUR';
  seller: SellerSnapshot;
  buyer: BuyerSnapshot;
  /** Printed when it differs from the buyer's address (reform mention). */
  deliveryAddress: PartySnapshot | null;
  orderReference: string | null;
  /** The invoice a credit note cancels, all or part (its number and date). */
  creditedInvoice: { id: string; number: string; issueDate: string } | null;
  /**
   * The deposit invoices a final invoice deducts (BT-25/BT-26 preceding invoices, issue 25
   * defect 8): their numbers and dates, cited on the PDF and in the XML. Absent before.
   */
  depositInvoices?: { number: string; issueDate: string }[];
  /**
   * The day of the delivery (BT-72): the order's shipping day when it left before the invoice,
   * else the issue day (the sale's). Absent on deposit invoices and on invoices issued before.
   */
  deliveryDate?: string | null;
  lines: InvoiceLineSnapshot[];
  totals: DocumentTotals;
  /** What deposit invoices of the order already asked for, deducted from what is payable. */
  prepaidCents: number;
  paymentDelay: string;
  /** 'Virement bancaire', 'Chèque'… */
  paymentMeans: string;
  /**
   * UNTDID 4461 code of the payment means (58 SEPA transfer, 30 other transfer, 20 cheque…) and
   * how the buyer pays (the account or the cheque's payee), frozen from the shop's billing
   * settings (issue 24). Absent from invoices issued before: read from `paymentMeans` then.
   */
  paymentMeansCode?: string;
  payment?: PaymentInstructions | null;
  /** The shop's payment terms ('Paiement à 30 jours par virement'), when it gave them. */
  paymentTerms?: string | null;
  /** Goods, services or both (reform mention). */
  operationCategory: 'goods' | 'services' | 'mixed';
  /** Late payment: penalty rate, and the 40 € indemnity for professionals (Code de commerce L441-10). */
  latePenaltyText: string;
  recoveryIndemnityCents: number;
  notes: string | null;
};

/** The fixed indemnity for recovery costs owed by a professional paying late (D441-5). */
export const RECOVERY_INDEMNITY_CENTS = 4000;

/** The late-payment penalty mention (three times the legal interest rate unless agreed otherwise). */
export const LATE_PENALTY_TEXT =
  "En cas de retard de paiement, une pénalité égale à trois fois le taux d'intérêt légal est exigible";
export const RECOVERY_INDEMNITY_TEXT =
  "ainsi qu'une indemnité forfaitaire pour frais de recouvrement de 40 € (professionnels, art. L441-10 et D441-5 du Code de commerce)";
/**
 * The late-penalty clause alone, as documents print it before the indemnity and the discount
 * mentions. Invoices issued before 2026-11-28 froze the three mentions in one text: read back,
 * they lose the two others, which each document adds once.
 */
export const penaltyClause = (text: string) =>
  text.replace(`, ${RECOVERY_INDEMNITY_TEXT}`, '').replace(`. ${NO_DISCOUNT_TEXT}.`, '').replace(/\.$/, '');

/** Mention for a client that is not a professional. */
export const NO_DISCOUNT_TEXT = "Pas d'escompte pour paiement anticipé";

/**
 * Where an invoice stands with its payments (spec §4 payment statuses): paid, partly paid,
 * unpaid past its due date ('missing'), or waiting; a credited invoice is cancelled.
 */
export function invoicePaymentStatus(input: {
  payableCents: number;
  paidCents: number;
  dueDate: string;
  today: string;
  cancelled?: boolean;
}): PaymentStatus {
  if (input.cancelled) return 'cancelled';
  if (input.paidCents >= input.payableCents) return 'paid';
  if (input.dueDate < input.today) return 'missing';
  if (input.paidCents > 0) return 'partial';
  return 'pending';
}
