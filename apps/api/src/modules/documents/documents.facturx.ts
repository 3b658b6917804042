import {
  type InvoiceLineSnapshot,
  type InvoiceSnapshot,
  NO_DISCOUNT_TEXT,
  type PartySnapshot,
  penaltyClause,
  RECOVERY_INDEMNITY_TEXT,
  type VatCategory,
} from '@cuvee/domain';

/*
 * The Factur-X XML of an issued invoice, deposit invoice or credit note (decision 0048): UN/CEFACT
 * CII D16B, profile EN 16931, read from the frozen snapshot only. Amounts are the snapshot's
 * cents written with two decimals; nothing is recomputed here (the totals are the domain's).
 */

const TYPE_CODES = { invoice: '380', deposit: '386', credit: '381' } as const;

/** Why a line carries no VAT, as BR-E/AE/K/G-10 ask (the CGI article French invoices cite). */
const EXEMPTION: Partial<Record<VatCategory, string>> = {
  E: 'Exonération de TVA',
  AE: 'Autoliquidation',
  K: 'Exonération de TVA, article 262 ter I du CGI',
  G: 'Exonération de TVA, article 262 I du CGI',
};

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** 12345 → '123.45'; -5 → '-0.05'. */
export const amount = (cents: number) => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};
/** 2000 bp → '20', 550 → '5.5'. */
const percent = (bp: number) => String(bp / 100);
const date102 = (iso: string) => iso.replaceAll('-', '');
const el = (name: string, value: string | null | undefined, attrs = '') =>
  value === null || value === undefined || value === '' ? '' : `<${name}${attrs}>${esc(value)}</${name}>`;

/** UNTDID 4461: a SEPA transfer with the IBAN, a cheque, a card, a debit; else not defined. */
export function paymentMeansCode(means: string, iban?: string | null): string {
  const m = means.toLowerCase();
  if (m.includes('virement')) return iban ? '58' : '1';
  if (m.includes('chèque') || m.includes('cheque')) return '20';
  if (m.includes('carte') || m.includes('cb')) return '48';
  if (m.includes('prélèvement')) return '59';
  if (m.includes('espèces')) return '10';
  return '1';
}

function address(p: PartySnapshot): string {
  return (
    '<ram:PostalTradeAddress>' +
    el('ram:PostcodeCode', p.zipcode) +
    el('ram:LineOne', p.street) +
    el('ram:LineTwo', p.street2) +
    el('ram:CityName', p.city) +
    el('ram:CountryID', p.country || 'FR') +
    '</ram:PostalTradeAddress>'
  );
}

/**
 * The scheme of a French company id (ISO 6523 ICD): 0009 for a 14-digit SIRET, 0002 for a 9-digit
 * SIREN (defect 8); any other id goes without a scheme rather than under a wrong one.
 */
export function legalIdScheme(id: string): string {
  const digits = id.replace(/\s+/g, '');
  if (/^\d{14}$/.test(digits)) return ' schemeID="0009"';
  if (/^\d{9}$/.test(digits)) return ' schemeID="0002"';
  return '';
}

function party(tag: string, p: PartySnapshot & { legalMentions?: string | null }): string {
  const siret = p.siret?.replace(/\s+/g, '');
  const legal = siret
    ? `<ram:SpecifiedLegalOrganization>${el('ram:ID', siret, legalIdScheme(siret))}${el(
        'ram:TradingBusinessName',
        p.legalName && p.legalName !== p.name ? p.name : null,
      )}</ram:SpecifiedLegalOrganization>`
    : '';
  const mail = p.email
    ? `<ram:URIUniversalCommunication>${el('ram:URIID', p.email, ' schemeID="EM"')}</ram:URIUniversalCommunication>`
    : '';
  const vat = p.vatNumber
    ? `<ram:SpecifiedTaxRegistration>${el('ram:ID', p.vatNumber, ' schemeID="VA"')}</ram:SpecifiedTaxRegistration>`
    : '';
  // BT-33: the seller's legal form, share capital and RCS (issue 24).
  const description = 'legalMentions' in p ? el('ram:Description', p.legalMentions as string | null) : '';
  return `<${tag}>${el('ram:Name', p.legalName || p.name)}${description}${legal}${address(p)}${mail}${vat}</${tag}>`;
}

function line(l: InvoiceLineSnapshot): string {
  // Net unit price (BT-146) to four decimals: what the discounted unit costs.
  const net = ((l.unitHtCents * (10000 - l.discountBp)) / 10000 / 100).toFixed(4).replace(/\.?0+$/, '');
  const gross =
    l.discountBp > 0
      ? `<ram:GrossPriceProductTradePrice>${el('ram:ChargeAmount', amount(l.unitHtCents))}</ram:GrossPriceProductTradePrice>`
      : '';
  const excise =
    l.exciseCents > 0
      ? `<ram:IncludedNote>${el('ram:Content', `dont droits d'accises ${amount(l.exciseCents)} €`)}</ram:IncludedNote>`
      : '';
  // BT-154, the item's description: a box's wines (issue 24).
  const contents = l.contents?.length
    ? el('ram:Description', `Contenu : ${l.contents.map((c) => `${c.quantity} × ${c.label}`).join(' ; ')}`)
    : '';
  return (
    '<ram:IncludedSupplyChainTradeLineItem>' +
    `<ram:AssociatedDocumentLineDocument>${el('ram:LineID', String(l.position))}${excise}</ram:AssociatedDocumentLineDocument>` +
    `<ram:SpecifiedTradeProduct>${el('ram:Name', l.label)}${contents}</ram:SpecifiedTradeProduct>` +
    `<ram:SpecifiedLineTradeAgreement>${gross}<ram:NetPriceProductTradePrice>${el('ram:ChargeAmount', net || '0')}</ram:NetPriceProductTradePrice></ram:SpecifiedLineTradeAgreement>` +
    `<ram:SpecifiedLineTradeDelivery>${el('ram:BilledQuantity', String(l.quantity), ' unitCode="C62"')}</ram:SpecifiedLineTradeDelivery>` +
    '<ram:SpecifiedLineTradeSettlement>' +
    `<ram:ApplicableTradeTax><ram:TypeCode>VAT</ram:TypeCode>${el('ram:CategoryCode', l.vatCategory)}${el('ram:RateApplicablePercent', percent(l.vatRateBp))}</ram:ApplicableTradeTax>` +
    `<ram:SpecifiedTradeSettlementLineMonetarySummation>${el('ram:LineTotalAmount', amount(l.netCents))}</ram:SpecifiedTradeSettlementLineMonetarySummation>` +
    '</ram:SpecifiedLineTradeSettlement>' +
    '</ram:IncludedSupplyChainTradeLineItem>'
  );
}

/** The VAT category of a rate in the breakdown: the first line's at that rate. */
const categoryOf = (s: InvoiceSnapshot, rateBp: number): VatCategory =>
  s.lines.find((l) => l.vatRateBp === rateBp)?.vatCategory ?? (rateBp > 0 ? 'S' : 'Z');

/** The notes French invoices must carry (BT-22): late penalties, recovery indemnity, discount. */
function notes(s: InvoiceSnapshot): string {
  const note = (content: string, code: string) =>
    `<ram:IncludedNote>${el('ram:Content', content)}${el('ram:SubjectCode', code)}</ram:IncludedNote>`;
  return [
    s.notes ? note(s.notes, 'AAI') : '',
    note(penaltyClause(s.latePenaltyText), 'PMD'),
    s.buyer.isPro && s.recoveryIndemnityCents > 0 ? note(RECOVERY_INDEMNITY_TEXT, 'PMT') : '',
    note(NO_DISCOUNT_TEXT, 'AAB'),
  ].join('');
}

/**
 * BG-13, the delivery (defect 8): where the goods go — the delivery address, else the buyer's —
 * and when (BT-72: the frozen delivery day; an invoice frozen before reads its issue day). A
 * deposit invoice precedes the delivery: it names the place only (BR-FX-EN-04 spares code 386).
 */
function deliveryBlock(s: InvoiceSnapshot): string {
  const shipTo = s.deliveryAddress ?? s.buyer;
  const day = s.kind === 'deposit' ? null : (s.deliveryDate ?? s.issueDate);
  return (
    `<ram:ShipToTradeParty>${el('ram:Name', shipTo.name)}${address(shipTo)}</ram:ShipToTradeParty>` +
    (day
      ? `<ram:ActualDeliverySupplyChainEvent><ram:OccurrenceDateTime>${el('udt:DateTimeString', date102(day), ' format="102"')}</ram:OccurrenceDateTime></ram:ActualDeliverySupplyChainEvent>`
      : '')
  );
}

export function facturXml(s: InvoiceSnapshot): string {
  const t = s.totals;
  const lineTotal = s.lines.reduce((sum, l) => sum + l.netCents, 0);
  const taxes = t.breakdown
    .map((b) => {
      const cat = categoryOf(s, b.rateBp);
      return (
        '<ram:ApplicableTradeTax>' +
        el('ram:CalculatedAmount', amount(b.vatCents)) +
        '<ram:TypeCode>VAT</ram:TypeCode>' +
        el('ram:ExemptionReason', EXEMPTION[cat]) +
        el('ram:BasisAmount', amount(b.basisCents)) +
        el('ram:CategoryCode', cat) +
        el('ram:RateApplicablePercent', percent(b.rateBp)) +
        '</ram:ApplicableTradeTax>'
      );
    })
    .join('');
  const delivery = deliveryBlock(s);
  const iban = s.seller.iban?.replace(/\s+/g, '');
  // Frozen with the invoice since issue 24; an older invoice's is read from its means' name.
  const code = s.paymentMeansCode ?? paymentMeansCode(s.paymentMeans, iban);
  const account =
    (code === '58' || code === '30') && iban
      ? `<ram:PayeePartyCreditorFinancialAccount>${el('ram:IBANID', iban)}</ram:PayeePartyCreditorFinancialAccount>` +
        (s.seller.bic
          ? `<ram:PayeeSpecifiedCreditorFinancialInstitution>${el('ram:BICID', s.seller.bic)}</ram:PayeeSpecifiedCreditorFinancialInstitution>`
          : '')
      : '';
  // BT-82: the means' name, and for a cheque whom it is made out to and where it is sent.
  const cheque =
    s.payment?.kind === 'check' && s.payment.payee
      ? ` — à l'ordre de ${s.payment.payee}${s.payment.address ? `, à envoyer à ${s.payment.address.replace(/\s*\n\s*/g, ', ')}` : ''}`
      : '';
  // BT-83: what the buyer writes on the transfer or the cheque.
  const remittance = s.payment ? el('ram:PaymentReference', s.payment.reference) : '';
  const terms = [s.paymentTerms, `Échéance : ${s.dueDate.split('-').reverse().join('/')}`]
    .filter(Boolean)
    .join(' — ');
  const due = t.payable - s.prepaidCents;
  // BT-25/BT-26: the invoice a credit note cancels, or the deposit invoices a final one deducts.
  const credited = [...(s.creditedInvoice ? [s.creditedInvoice] : []), ...(s.depositInvoices ?? [])]
    .map(
      (r) =>
        `<ram:InvoiceReferencedDocument>${el('ram:IssuerAssignedID', r.number)}<ram:FormattedIssueDateTime>${el('qdt:DateTimeString', date102(r.issueDate), ' format="102"')}</ram:FormattedIssueDateTime></ram:InvoiceReferencedDocument>`,
    )
    .join('');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100" xmlns:qdt="urn:un:unece:uncefact:data:standard:QualifiedDataType:100" xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100" xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">' +
    '<rsm:ExchangedDocumentContext><ram:GuidelineSpecifiedDocumentContextParameter><ram:ID>urn:cen.eu:en16931:2017</ram:ID></ram:GuidelineSpecifiedDocumentContextParameter></rsm:ExchangedDocumentContext>' +
    `<rsm:ExchangedDocument>${el('ram:ID', s.number)}${el('ram:TypeCode', TYPE_CODES[s.kind])}<ram:IssueDateTime>${el('udt:DateTimeString', date102(s.issueDate), ' format="102"')}</ram:IssueDateTime>${notes(s)}</rsm:ExchangedDocument>` +
    '<rsm:SupplyChainTradeTransaction>' +
    s.lines.map(line).join('') +
    '<ram:ApplicableHeaderTradeAgreement>' +
    party('ram:SellerTradeParty', s.seller) +
    party('ram:BuyerTradeParty', s.buyer) +
    (s.orderReference
      ? `<ram:BuyerOrderReferencedDocument>${el('ram:IssuerAssignedID', s.orderReference)}</ram:BuyerOrderReferencedDocument>`
      : '') +
    '</ram:ApplicableHeaderTradeAgreement>' +
    `<ram:ApplicableHeaderTradeDelivery>${delivery}</ram:ApplicableHeaderTradeDelivery>` +
    '<ram:ApplicableHeaderTradeSettlement>' +
    remittance +
    el('ram:InvoiceCurrencyCode', s.currency) +
    `<ram:SpecifiedTradeSettlementPaymentMeans>${el('ram:TypeCode', code)}${el('ram:Information', `${s.paymentMeans}${cheque}`)}${account}</ram:SpecifiedTradeSettlementPaymentMeans>` +
    taxes +
    `<ram:SpecifiedTradePaymentTerms>${el('ram:Description', terms)}<ram:DueDateDateTime>${el('udt:DateTimeString', date102(s.dueDate), ' format="102"')}</ram:DueDateDateTime></ram:SpecifiedTradePaymentTerms>` +
    '<ram:SpecifiedTradeSettlementHeaderMonetarySummation>' +
    el('ram:LineTotalAmount', amount(lineTotal)) +
    el('ram:TaxBasisTotalAmount', amount(t.totalHt)) +
    el('ram:TaxTotalAmount', amount(t.tva), ` currencyID="${s.currency}"`) +
    (t.rounding ? el('ram:RoundingAmount', amount(t.rounding)) : '') +
    el('ram:GrandTotalAmount', amount(t.totalTtc)) +
    el('ram:TotalPrepaidAmount', amount(s.prepaidCents)) +
    el('ram:DuePayableAmount', amount(due)) +
    '</ram:SpecifiedTradeSettlementHeaderMonetarySummation>' +
    credited +
    '</ram:ApplicableHeaderTradeSettlement>' +
    '</rsm:SupplyChainTradeTransaction>' +
    '</rsm:CrossIndustryInvoice>\n'
  );
}
