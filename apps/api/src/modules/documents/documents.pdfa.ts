import type { InvoiceSnapshot } from '@cuvee/domain';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRawStream,
  PDFString,
} from 'pdf-lib';
import { facturXml } from './documents.facturx.ts';
import { renderPdf } from './documents.pdf.ts';
import { invoiceView } from './documents.view.ts';

/*
 * Factur-X PDF/A-3 (decision 0048): pdfkit writes the PDF/A-3b part (pdfaid in the XMP, the sRGB
 * output intent, embedded fonts) and attaches the XML with AFRelationship Data in the catalog's
 * /AF; here the XMP gets the Factur-X extension schema that readers look for.
 */

export const FACTURX_FILE = 'factur-x.xml';

const FACTURX_XMP = `
<rdf:Description xmlns:fx="urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#" rdf:about="">
  <fx:DocumentType>INVOICE</fx:DocumentType>
  <fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>
  <fx:Version>1.0</fx:Version>
  <fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>
</rdf:Description>
<rdf:Description xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#" rdf:about="">
  <pdfaExtension:schemas>
    <rdf:Bag>
      <rdf:li rdf:parseType="Resource">
        <pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>
        <pdfaSchema:namespaceURI>urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#</pdfaSchema:namespaceURI>
        <pdfaSchema:prefix>fx</pdfaSchema:prefix>
        <pdfaSchema:property>
          <rdf:Seq>
            <rdf:li rdf:parseType="Resource"><pdfaProperty:name>DocumentFileName</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>name of the embedded XML invoice file</pdfaProperty:description></rdf:li>
            <rdf:li rdf:parseType="Resource"><pdfaProperty:name>DocumentType</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>INVOICE</pdfaProperty:description></rdf:li>
            <rdf:li rdf:parseType="Resource"><pdfaProperty:name>Version</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>The actual version of the Factur-X XML schema</pdfaProperty:description></rdf:li>
            <rdf:li rdf:parseType="Resource"><pdfaProperty:name>ConformanceLevel</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>The conformance level of the embedded Factur-X data</pdfaProperty:description></rdf:li>
          </rdf:Seq>
        </pdfaSchema:property>
      </rdf:li>
    </rdf:Bag>
  </pdfaExtension:schemas>
</rdf:Description>`;

function attachFacturX(doc: PDFKit.PDFDocument, xml: string) {
  const bytes = new TextEncoder().encode(xml);
  const now = new Date();
  doc.file(Buffer.from(bytes), {
    name: FACTURX_FILE,
    type: 'text/xml',
    description: 'Factur-X invoice',
    relationship: 'Data',
    creationDate: now,
    modifiedDate: now,
  } as PDFKit.Mixins.PDFAttachmentOptions);
  (doc as unknown as { appendXML(xml: string): void }).appendXML(FACTURX_XMP);
}

/** The Factur-X PDF/A-3 of an invoice, deposit invoice or credit note, from its snapshot only. */
export function renderInvoicePdf(snapshot: InvoiceSnapshot): Promise<Buffer> {
  return renderPdf(invoiceView(snapshot), { facturX: { xml: facturXml(snapshot), attach: attachFacturX } });
}

const text = (v: unknown) =>
  v instanceof PDFString || v instanceof PDFHexString ? v.decodeText() : undefined;

/** The XML a Factur-X PDF carries (tests, the integrator's journey); throws if none. */
export async function extractFacturX(pdf: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const af = doc.catalog.lookupMaybe(PDFName.of('AF'), PDFArray);
  for (let i = 0; i < (af?.size() ?? 0); i++) {
    const spec = af!.lookup(i, PDFDict);
    if (text(spec.get(PDFName.of('UF'))) !== FACTURX_FILE && text(spec.get(PDFName.of('F'))) !== FACTURX_FILE)
      continue;
    const ef = spec.lookup(PDFName.of('EF'), PDFDict);
    const stream = ef.lookup(PDFName.of('F'));
    if (!(stream instanceof PDFRawStream)) break;
    return new TextDecoder().decode(decodePDFRawStream(stream).decode());
  }
  throw new Error('Aucun factur-x.xml dans ce PDF');
}
