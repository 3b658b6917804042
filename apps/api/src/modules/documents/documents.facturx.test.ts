import { describe, expect, it } from 'vitest';
import { checkFacturX } from './documents.facturx.check.ts';
import { amount, facturXml, legalIdScheme } from './documents.facturx.ts';
import {
  b2bInvoice,
  creditNote,
  depositInvoice,
  vatIncludedInvoice,
} from './documents.snapshots.fixtures.ts';

// The first run compiles the Schematron (about 30 s), then it is cached.
describe('facturXml passes the Factur-X XSD and the EN 16931 rules', { timeout: 180_000 }, () => {
  it('writes cents with two decimals', () => {
    expect([amount(12345), amount(5), amount(-5), amount(0)]).toEqual(['123.45', '0.05', '-0.05', '0.00']);
  });

  it.each([
    ['a B2B invoice with two VAT rates, excise, a discount and shipping', b2bInvoice()],
    ['a deposit invoice', depositInvoice()],
    ['a credit note', creditNote()],
    ['a VAT-included order with its rounding', vatIncludedInvoice()],
  ])('%s', async (_name, snapshot) => {
    const xml = facturXml(snapshot);
    expect(await checkFacturX(xml)).toEqual({ schemaErrors: [], failedAsserts: [] });
  });

  it('says what it maps: type codes, SIRET, due date, notes, referenced invoice', () => {
    const invoice = facturXml(b2bInvoice());
    expect(invoice).toContain('<ram:TypeCode>380</ram:TypeCode>');
    expect(invoice).toContain('<ram:ID schemeID="0009">73282932000074</ram:ID>');
    // A SIREN (9 digits) goes under 0002; an id of another shape under no scheme rather than a wrong one.
    expect(legalIdScheme('732 829 320')).toBe(' schemeID="0002"');
    expect(legalIdScheme('B12345678')).toBe('');
    expect(invoice).toContain('<ram:SubjectCode>PMD</ram:SubjectCode>');
    expect(invoice).toContain('<ram:SubjectCode>PMT</ram:SubjectCode>');
    expect(invoice).toContain('<ram:IBANID>FR7630004000031234567890143</ram:IBANID>');
    expect(invoice).toContain("dont droits d'accises 4.56 €");
    expect(facturXml(depositInvoice())).toContain('<ram:TypeCode>386</ram:TypeCode>');
    const credit = facturXml(creditNote());
    expect(credit).toContain('<ram:TypeCode>381</ram:TypeCode>');
    expect(credit).toContain('<ram:IssuerAssignedID>F-2026-00042</ram:IssuerAssignedID>');
    expect(facturXml(vatIncludedInvoice())).toContain('<ram:RoundingAmount>-0.02</ram:RoundingAmount>');
  });

  it('reports a broken XML: a wrong total and a misplaced element', async () => {
    const xml = facturXml(b2bInvoice());
    const wrongTotal = xml.replace(/<ram:GrandTotalAmount>[^<]*</, '<ram:GrandTotalAmount>1.00<');
    const checked = await checkFacturX(wrongTotal);
    expect(checked.failedAsserts.some((f) => f.includes('BR-CO-15'))).toBe(true);
    const misplaced = xml.replace('<ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>', '');
    expect((await checkFacturX(misplaced)).schemaErrors.length).toBeGreaterThan(0);
  });
});
