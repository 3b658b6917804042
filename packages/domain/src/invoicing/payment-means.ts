import { formatEurosIn } from '../number-format.ts';
import { PAYMENT_TYPE_LABELS } from '../orders/statuses.ts';
import { compactBic, compactIban, formatIban, isSepaIban } from './bank.ts';

/*
 * How a buyer pays a shop (issue 24): what the order page, the confirmation, the mails and the
 * documents tell (the IBAN and BIC for a transfer, the payee and address for a cheque), and the
 * payment means of the Factur-X XML (UNTDID 4461: 58 SEPA credit transfer, 30 other credit
 * transfer, 20 cheque, 48 card, 59 SEPA direct debit, 10 cash, 1 not defined).
 */

/** The shop's bank and cheque details, as kept in its billing settings. */
export type BankDetails = {
  iban: string | null;
  bic: string | null;
  bankName: string | null;
  accountHolder: string | null;
  chequePayee: string | null;
  chequeAddress: string | null;
};

export type PaymentInstructions =
  | {
      kind: 'transfer';
      /** Grouped by four, as printed; null when the shop has not given it yet. */
      iban: string | null;
      bic: string | null;
      bankName: string | null;
      accountHolder: string | null;
      /** What the buyer writes in the transfer's label: the order's reference. */
      reference: string;
    }
  | { kind: 'check'; payee: string | null; address: string | null; reference: string };

/**
 * The means the buyer pays with, when they pay the shop themselves: a transfer or a cheque as
 * chosen; an order 'on invoice' (or any other deferred type) is paid by transfer when the shop
 * has an IBAN, by cheque when it only takes cheques. Card, SEPA debit and cash: null (the
 * provider or the counter takes the money).
 */
export function buyerPaysBy(paymentType: string, bank: BankDetails): 'transfer' | 'check' | null {
  if (paymentType === 'transfer') return 'transfer';
  if (paymentType === 'check') return 'check';
  if (paymentType === 'bill' || paymentType === 'other' || paymentType === 'credit') {
    if (bank.iban) return 'transfer';
    if (bank.chequePayee) return 'check';
  }
  return null;
}

/** What the buyer is told to do to pay this order, or null when nothing is asked of them. */
export function paymentInstructions(
  paymentType: string,
  bank: BankDetails,
  reference: string,
): PaymentInstructions | null {
  const by = buyerPaysBy(paymentType, bank);
  if (by === 'transfer')
    return {
      kind: 'transfer',
      iban: bank.iban ? formatIban(bank.iban) : null,
      bic: bank.bic ? compactBic(bank.bic) : null,
      bankName: bank.bankName,
      accountHolder: bank.accountHolder,
      reference,
    };
  if (by === 'check')
    return { kind: 'check', payee: bank.chequePayee, address: bank.chequeAddress, reference };
  return null;
}

/** Lines that tell how to pay, in French (documents and mails print them as they are). */
export function paymentInstructionLines(p: PaymentInstructions): string[] {
  if (p.kind === 'transfer') {
    if (!p.iban) return ['Les coordonnées bancaires vous seront communiquées par le vendeur.'];
    return [
      ...(p.accountHolder ? [`Titulaire du compte : ${p.accountHolder}`] : []),
      `IBAN : ${p.iban}${p.bic ? ` — BIC : ${p.bic}` : ''}`,
      ...(p.bankName ? [`Banque : ${p.bankName}`] : []),
      `Référence à indiquer : ${p.reference}`,
    ];
  }
  if (!p.payee) return ['Le vendeur vous indiquera à quel ordre libeller votre chèque.'];
  return [
    `Chèque à l'ordre de ${p.payee}`,
    ...(p.address ? [`À envoyer à : ${p.address.replace(/\s*\n\s*/g, ', ')}`] : []),
    `Référence à indiquer au dos : ${p.reference}`,
  ];
}

export type PaymentMeans = {
  /** UNTDID 4461 (BT-81). */
  typeCode: string;
  /** 'Virement bancaire', 'Chèque'… (BT-82). */
  label: string;
  /** Compact IBAN and BIC of a credit transfer (BT-84, BT-86), else null. */
  iban: string | null;
  bic: string | null;
};

const CODE_OF_TYPE: Record<string, string> = {
  stripe: '48',
  cb: '48',
  cbnc: '48',
  stripeSepa: '59',
  cash: '10',
};

/** The payment means of a document for an order paid with `paymentType`. */
export function paymentMeansOf(paymentType: string, bank: BankDetails): PaymentMeans {
  const label = (PAYMENT_TYPE_LABELS as Record<string, { fr: string } | undefined>)[paymentType]?.fr;
  const by = buyerPaysBy(paymentType, bank);
  if (by === 'transfer' && bank.iban) {
    const iban = compactIban(bank.iban);
    return {
      typeCode: isSepaIban(iban) ? '58' : '30',
      label: paymentType === 'transfer' ? (label ?? 'Virement bancaire') : `Virement bancaire (${label})`,
      iban,
      bic: bank.bic ? compactBic(bank.bic) : null,
    };
  }
  if (by === 'check')
    return {
      typeCode: '20',
      label: paymentType === 'check' ? (label ?? 'Chèque') : `Chèque (${label})`,
      iban: null,
      bic: null,
    };
  // A transfer without an IBAN yet: no account to name (BR-61), so the means stays undefined.
  return {
    typeCode: CODE_OF_TYPE[paymentType] ?? '1',
    label: label ?? 'Virement bancaire',
    iban: null,
    bic: null,
  };
}

/** The company's legal mention: 'SAS au capital de 10 000 €, RCS Beaune 123 456 789'. */
export function legalMention(p: {
  legalForm: string | null;
  shareCapitalCents: number | null;
  rcs: string | null;
}): string | null {
  const capital =
    p.shareCapitalCents !== null && p.shareCapitalCents > 0
      ? `au capital de ${formatEurosIn(p.shareCapitalCents, 'fr-FR')
          .replace(/,00(?=\s€)/, '')
          .replace(/[\u202f\u00a0]/g, ' ')}`
      : null;
  const company = [p.legalForm?.trim() || null, capital].filter(Boolean).join(' ');
  const parts = [company || null, p.rcs?.trim() || null].filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}
