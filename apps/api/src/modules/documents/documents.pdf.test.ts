import { writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { checkFacturX } from './documents.facturx.check.ts';
import { renderPdf } from './documents.pdf.ts';
import { extractFacturX, renderInvoicePdf } from './documents.pdfa.ts';
import { b2bInvoice, creditNote } from './documents.snapshots.fixtures.ts';
import { invoiceView } from './documents.view.ts';

describe('the PDFs', { timeout: 180_000 }, () => {
  it('an invoice is a Factur-X PDF/A-3b whose XML passes both checkers', async () => {
    const pdf = await renderInvoicePdf(b2bInvoice());
    if (process.env.KEEP_PDF) await writeFile(process.env.KEEP_PDF, pdf);
    const raw = pdf.toString('latin1');
    expect(raw.startsWith('%PDF-1.7')).toBe(true);
    expect(raw).toContain('/AFRelationship /Data');
    expect(raw).toContain('<pdfaid:part>3</pdfaid:part>');
    expect(raw).toContain('<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>');
    expect(raw).toContain('/OutputIntents');
    expect(raw).toContain('/FontFile2');
    const xml = await extractFacturX(pdf);
    expect(xml).toContain('<ram:ID>F-2026-00042</ram:ID>');
    expect(await checkFacturX(xml)).toEqual({ schemaErrors: [], failedAsserts: [] });
  });

  it('a credit note carries its own XML; a delivery note has none and no prices', async () => {
    expect(await extractFacturX(await renderInvoicePdf(creditNote()))).toContain(
      '<ram:TypeCode>381</ram:TypeCode>',
    );
    const view = {
      ...invoiceView(b2bInvoice()),
      kind: 'delivery' as const,
      title: 'Bon de livraison',
      prices: false,
      totals: null,
    };
    const pdf = await renderPdf(view);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await expect(extractFacturX(pdf)).rejects.toThrow('Aucun factur-x.xml');
  });

  it('numbers the pages of a long document', async () => {
    const base = b2bInvoice();
    const lines = Array.from({ length: 80 }, (_, i) => ({ ...base.lines[0]!, position: i + 1 }));
    const pdf = await renderPdf({ ...invoiceView(base), lines });
    expect((pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length).toBeGreaterThan(1);
  });
});
