import { describe, expect, it } from 'vitest';
import { formatIban, ibanProblem, isRcsMention, isSepaIban, isValidBic } from './bank.ts';
import {
  legalMention,
  paymentInstructionLines,
  paymentInstructions,
  paymentMeansOf,
} from './payment-means.ts';

const BANK = {
  iban: 'FR7630004000031234567890143',
  bic: 'BNPAFRPP',
  bankName: 'BNP Paribas',
  accountHolder: 'SCEA Domaine Démo',
  chequePayee: 'SCEA Domaine Démo',
  chequeAddress: '12 chemin des Vignes\n30000 Nîmes',
};
const NONE = { ...BANK, iban: null, bic: null, chequePayee: null, chequeAddress: null };

describe('IBAN (ISO 13616) and BIC (ISO 9362)', () => {
  it('accepts valid IBANs of several countries, typed with spaces and in lower case', () => {
    for (const iban of [
      'FR76 3000 4000 0312 3456 7890 143',
      'de89370400440532013000',
      'BE68 5390 0754 7034',
      'GB29 NWBK 6016 1331 9268 19',
      'CH93 0076 2011 6238 5295 7',
    ])
      expect(ibanProblem(iban), iban).toBeNull();
  });

  it('says why one is refused: its form, its country’s length, its check digits', () => {
    expect(ibanProblem('7630004000031234567890143')).toBe('format');
    expect(ibanProblem('FR76 3000 4000 0312 3456 7890 14')).toBe('length');
    expect(ibanProblem('FR76 3000 4000 0312 3456 7890 144')).toBe('checksum');
    // Two characters swapped: mod 97 catches it.
    expect(ibanProblem('FR76 3000 4000 0312 3456 7809 143')).toBe('checksum');
  });

  it('prints an IBAN in groups of four and knows the SEPA countries', () => {
    expect(formatIban('fr7630004000031234567890143')).toBe('FR76 3000 4000 0312 3456 7890 143');
    expect(isSepaIban('FR7630004000031234567890143')).toBe(true);
    expect(isSepaIban('TN5910006035183598478831')).toBe(false);
  });

  it('takes a BIC of 8 or 11 characters only', () => {
    expect(isValidBic('BNPAFRPP')).toBe(true);
    expect(isValidBic('bnpa fr pp xxx')).toBe(true);
    expect(isValidBic('BNPAFRPPX')).toBe(false);
    expect(isValidBic('BNP1FRPP')).toBe(false);
  });

  it('wants the registry town and the SIREN in an RCS mention', () => {
    expect(isRcsMention('RCS Beaune 123 456 789')).toBe(true);
    expect(isRcsMention('RCS Beaune B 123456789')).toBe(true);
    expect(isRcsMention('RCS Beaune')).toBe(false);
    expect(isRcsMention('123 456 789')).toBe(false);
  });
});

describe('how the buyer pays', () => {
  it('a transfer names the account and the order’s reference; a cheque its payee and address', () => {
    expect(paymentInstructions('transfer', BANK, 'C-000042')).toEqual({
      kind: 'transfer',
      iban: 'FR76 3000 4000 0312 3456 7890 143',
      bic: 'BNPAFRPP',
      bankName: 'BNP Paribas',
      accountHolder: 'SCEA Domaine Démo',
      reference: 'C-000042',
    });
    const cheque = paymentInstructions('check', BANK, 'C-000042')!;
    expect(paymentInstructionLines(cheque)).toEqual([
      "Chèque à l'ordre de SCEA Domaine Démo",
      'À envoyer à : 12 chemin des Vignes, 30000 Nîmes',
      'Référence à indiquer au dos : C-000042',
    ]);
  });

  it('card, SEPA debit and cash ask nothing of the buyer; a transfer without IBAN says it will come', () => {
    for (const type of ['stripe', 'stripeSepa', 'cash'])
      expect(paymentInstructions(type, BANK, 'C-1')).toBeNull();
    const missing = paymentInstructions('transfer', NONE, 'C-1')!;
    expect(paymentInstructionLines(missing)).toEqual([
      'Les coordonnées bancaires vous seront communiquées par le vendeur.',
    ]);
  });

  it('the Factur-X means: 58 SEPA transfer, 30 another transfer, 20 cheque (also on invoice when the shop only takes cheques)', () => {
    expect(paymentMeansOf('transfer', BANK)).toEqual({
      typeCode: '58',
      label: 'Virement bancaire',
      iban: 'FR7630004000031234567890143',
      bic: 'BNPAFRPP',
    });
    expect(paymentMeansOf('transfer', { ...BANK, iban: 'TN5910006035183598478831' }).typeCode).toBe('30');
    expect(paymentMeansOf('check', BANK)).toMatchObject({ typeCode: '20', label: 'Chèque', iban: null });
    expect(paymentMeansOf('bill', { ...NONE, chequePayee: 'SCEA Domaine Démo' })).toMatchObject({
      typeCode: '20',
      label: 'Chèque (À réception de facture)',
    });
    expect(paymentMeansOf('bill', BANK)).toMatchObject({
      typeCode: '58',
      label: 'Virement bancaire (À réception de facture)',
    });
    expect(paymentMeansOf('stripe', BANK).typeCode).toBe('48');
    // No account to name yet: the means stays undefined rather than a transfer without IBAN.
    expect(paymentMeansOf('transfer', NONE).typeCode).toBe('1');
  });

  it('writes the legal mention of the company', () => {
    expect(
      legalMention({ legalForm: 'SAS', shareCapitalCents: 1_000_000, rcs: 'RCS Beaune 123 456 789' }),
    ).toBe('SAS au capital de 10 000 €, RCS Beaune 123 456 789');
    expect(legalMention({ legalForm: 'EARL', shareCapitalCents: 750_050, rcs: null })).toBe(
      'EARL au capital de 7 500,50 €',
    );
    expect(legalMention({ legalForm: null, shareCapitalCents: null, rcs: null })).toBeNull();
  });
});
