/*
 * Test vectors shared by the domain's FEC tests and the API's (not part of the package's index):
 * the worked FEC of ../shared/spec/domain-facts-wave3.md §3, three invoices at 20 % VAT and a
 * transfer lettered against the first, SIREN 123456782, closing on 31 December 2026, as the
 * facts print it (CRLF, '|', comma decimals, AAAAMMJJ).
 */
export const WORKED_FEC = [
  'JournalCode|JournalLib|EcritureNum|EcritureDate|CompteNum|CompteLib|CompAuxNum|CompAuxLib|PieceRef|PieceDate|EcritureLib|Debit|Credit|EcritureLet|DateLet|ValidDate|Montantdevise|Idevise',
  'VT|Journal des ventes|VT000001|20261005|411000|Clients|CLI001|Cave Dupont SARL|F2026-00001|20261005|Facture F2026-00001 Cave Dupont SARL|576,00|0,00|A|20261026|20261005||',
  'VT|Journal des ventes|VT000001|20261005|701000|Ventes de produits finis|||F2026-00001|20261005|Facture F2026-00001 vins|0,00|480,00|||20261005||',
  'VT|Journal des ventes|VT000001|20261005|445710|TVA collectée|||F2026-00001|20261005|Facture F2026-00001 TVA 20 %|0,00|96,00|||20261005||',
  'VT|Journal des ventes|VT000002|20261012|411000|Clients|CLI002|Martin Léa|F2026-00002|20261012|Facture F2026-00002 Martin Léa|86,40|0,00|||20261012||',
  'VT|Journal des ventes|VT000002|20261012|701000|Ventes de produits finis|||F2026-00002|20261012|Facture F2026-00002 vins|0,00|60,00|||20261012||',
  'VT|Journal des ventes|VT000002|20261012|708500|Ports et frais accessoires facturés|||F2026-00002|20261012|Facture F2026-00002 port|0,00|12,00|||20261012||',
  'VT|Journal des ventes|VT000002|20261012|445710|TVA collectée|||F2026-00002|20261012|Facture F2026-00002 TVA 20 %|0,00|14,40|||20261012||',
  'VT|Journal des ventes|VT000003|20261020|411000|Clients|CLI003|Bernard Paul|F2026-00003|20261020|Facture F2026-00003 Bernard Paul|116,64|0,00|||20261020||',
  'VT|Journal des ventes|VT000003|20261020|709000|Rabais, remises et ristournes accordés|||F2026-00003|20261020|Facture F2026-00003 remise 10 %|10,80|0,00|||20261020||',
  'VT|Journal des ventes|VT000003|20261020|701000|Ventes de produits finis|||F2026-00003|20261020|Facture F2026-00003 vins|0,00|108,00|||20261020||',
  'VT|Journal des ventes|VT000003|20261020|445710|TVA collectée|||F2026-00003|20261020|Facture F2026-00003 TVA 20 %|0,00|19,44|||20261020||',
  'BQ|Banque|BQ000001|20261026|512000|Banque|||VIR-2026-0001|20261026|Virement Cave Dupont SARL F2026-00001|576,00|0,00|||20261026||',
  'BQ|Banque|BQ000001|20261026|411000|Clients|CLI001|Cave Dupont SARL|VIR-2026-0001|20261026|Virement Cave Dupont SARL F2026-00001|0,00|576,00|A|20261026|20261026||',
].join('\r\n');

/** What the product's check says of the worked file: its name, year, fields, lines and totals. */
export const WORKED_FEC_CHECK = {
  fileName: '123456782FEC20261231.txt',
  from: '2026-01-01',
  to: '2026-12-31',
  fields: 18,
  lines: 13,
  totals: { debit: 136584, credit: 136584 },
} as const;
