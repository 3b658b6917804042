import { LATE_PENALTY_TEXT, NO_DISCOUNT_TEXT, RECOVERY_INDEMNITY_TEXT } from '@cuvee/domain';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-text.ts';
import { checkFacturX } from './documents.facturx.check.ts';
import { facturXml } from './documents.facturx.ts';
import { renderInvoicePdf } from './documents.pdfa.ts';
import { b2bInvoice } from './documents.snapshots.fixtures.ts';

// How an invoice says it is paid (issue 24): the payment means of its Factur-X XML (UNTDID
// 4461) from the shop's billing settings, frozen with it, and the same on the PDF's face.

const cheque = () =>
  b2bInvoice({
    seller: { ...b2bInvoice().seller, iban: null, bic: null, legalMentions: 'EARL au capital de 7 500 €' },
    paymentMeans: 'Chèque',
    paymentMeansCode: '20',
    payment: {
      kind: 'check',
      payee: 'EARL Les Coteaux',
      address: '4 route des Vignes\n21200 Beaune',
      reference: 'F-2026-00042',
    },
    paymentTerms: 'Paiement à réception de facture',
  });

describe('the payment means of an invoice', { timeout: 180_000 }, () => {
  it('a shop taking cheques only: code 20, the payee and address as its text, valid for both checkers', async () => {
    const xml = facturXml(cheque());
    expect(xml).toContain(
      "<ram:SpecifiedTradeSettlementPaymentMeans><ram:TypeCode>20</ram:TypeCode><ram:Information>Chèque — à l'ordre de EARL Les Coteaux, à envoyer à 4 route des Vignes, 21200 Beaune</ram:Information></ram:SpecifiedTradeSettlementPaymentMeans>",
    );
    expect(xml).not.toContain('IBANID');
    expect(xml).toContain('<ram:PaymentReference>F-2026-00042</ram:PaymentReference>');
    expect(xml).toContain(
      '<ram:Description>Paiement à réception de facture — Échéance : 30/04/2026</ram:Description>',
    );
    expect(await checkFacturX(xml)).toEqual({ schemaErrors: [], failedAsserts: [] });
    const text = await pdfText(await renderInvoicePdf(cheque()));
    expect(text).toContain('Moyen de paiement : Chèque');
    expect(text).toContain("Chèque à l'ordre de EARL Les Coteaux");
    expect(text).toContain('Conditions de paiement : Paiement à réception de facture');
    expect(text).toContain('EARL au capital de 7 500 €');
  });

  it('an account outside SEPA: code 30 with its IBAN, valid for both checkers', async () => {
    const base = b2bInvoice();
    const xml = facturXml({
      ...base,
      seller: { ...base.seller, iban: 'TN5910006035183598478831', bic: 'BSTUTNTT' },
      paymentMeansCode: '30',
      payment: {
        kind: 'transfer',
        iban: 'TN59 1000 6035 1835 9847 8831',
        bic: 'BSTUTNTT',
        bankName: null,
        accountHolder: 'Domaine Test',
        reference: 'F-2026-00042',
      },
    });
    expect(xml).toContain('<ram:TypeCode>30</ram:TypeCode>');
    expect(xml).toContain('<ram:IBANID>TN5910006035183598478831</ram:IBANID>');
    expect(await checkFacturX(xml)).toEqual({ schemaErrors: [], failedAsserts: [] });
  });

  it('an invoice issued before the billing settings reads as it did: its IBAN, its means from its label', async () => {
    const before = b2bInvoice();
    expect(before.paymentMeansCode).toBeUndefined();
    const xml = facturXml(before);
    expect(xml).toContain('<ram:TypeCode>58</ram:TypeCode>');
    const text = await pdfText(await renderInvoicePdf(before));
    expect(text).toContain('Moyen de paiement : Virement bancaire');
    expect(text).toContain('IBAN : FR76 3000 4000 0312 3456 7890 143');
  });

  it('prints each payment mention once, for an invoice frozen with the three in one text too', async () => {
    const count = (text: string, part: string) => text.split(part).length - 1;
    const frozenBefore = `${LATE_PENALTY_TEXT}, ${RECOVERY_INDEMNITY_TEXT}. ${NO_DISCOUNT_TEXT}.`;
    for (const latePenaltyText of [LATE_PENALTY_TEXT, frozenBefore]) {
      const invoice = { ...b2bInvoice(), latePenaltyText };
      const text = (await pdfText(await renderInvoicePdf(invoice))).replace(/\s+/g, ' ');
      expect(count(text, "Pas d'escompte pour paiement anticipé")).toBe(1);
      expect(count(text, 'indemnité forfaitaire pour frais de recouvrement de 40 €')).toBe(1);
      expect(count(text, 'trois fois le taux')).toBe(1);
      const xml = facturXml(invoice);
      expect(count(xml, "Pas d'escompte pour paiement anticipé")).toBe(1);
      expect(count(xml, 'frais de recouvrement')).toBe(1);
    }
  });
});
