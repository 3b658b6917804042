import { describe, expect, it } from 'vitest';
import { checkFec } from './fec.check.ts';
import { type FecLine, fecAmount, fecFile, fecFileName } from './fec.ts';
import { WORKED_FEC } from './fec.vectors.ts';

/** The worked file's entries as the product holds them: ISO days, integer cents. */
const sale = (
  n: number,
  day: string,
  piece: string,
  lines: [string, string, string, number, number, string?, string?][],
): FecLine[] =>
  lines.map(([compteNum, compteLib, lib, debit, credit, compAuxNum, compAuxLib]) => ({
    journalCode: 'VT',
    journalLib: 'Journal des ventes',
    ecritureNum: `VT${String(n).padStart(6, '0')}`,
    ecritureDate: day,
    compteNum,
    compteLib,
    compAuxNum,
    compAuxLib,
    pieceRef: piece,
    pieceDate: day,
    ecritureLib: lib,
    debit,
    credit,
    validDate: day,
  }));

const ENTRIES: FecLine[] = [
  ...sale(1, '2026-10-05', 'F2026-00001', [
    ['411000', 'Clients', 'Facture F2026-00001 Cave Dupont SARL', 57600, 0, 'CLI001', 'Cave Dupont SARL'],
    ['701000', 'Ventes de produits finis', 'Facture F2026-00001 vins', 0, 48000],
    ['445710', 'TVA collectée', 'Facture F2026-00001 TVA 20 %', 0, 9600],
  ]).map((l, i) => (i === 0 ? { ...l, ecritureLet: 'A', dateLet: '2026-10-26' } : l)),
  ...sale(2, '2026-10-12', 'F2026-00002', [
    ['411000', 'Clients', 'Facture F2026-00002 Martin Léa', 8640, 0, 'CLI002', 'Martin Léa'],
    ['701000', 'Ventes de produits finis', 'Facture F2026-00002 vins', 0, 6000],
    ['708500', 'Ports et frais accessoires facturés', 'Facture F2026-00002 port', 0, 1200],
    ['445710', 'TVA collectée', 'Facture F2026-00002 TVA 20 %', 0, 1440],
  ]),
  ...sale(3, '2026-10-20', 'F2026-00003', [
    ['411000', 'Clients', 'Facture F2026-00003 Bernard Paul', 11664, 0, 'CLI003', 'Bernard Paul'],
    ['709000', 'Rabais, remises et ristournes accordés', 'Facture F2026-00003 remise 10 %', 1080, 0],
    ['701000', 'Ventes de produits finis', 'Facture F2026-00003 vins', 0, 10800],
    ['445710', 'TVA collectée', 'Facture F2026-00003 TVA 20 %', 0, 1944],
  ]),
  ...[
    ['512000', 'Banque', undefined, undefined, 57600, 0, null, null],
    ['411000', 'Clients', 'CLI001', 'Cave Dupont SARL', 0, 57600, 'A', '2026-10-26'],
  ].map(([compteNum, compteLib, compAuxNum, compAuxLib, debit, credit, ecritureLet, dateLet]) => ({
    journalCode: 'BQ',
    journalLib: 'Banque',
    ecritureNum: 'BQ000001',
    ecritureDate: '2026-10-26',
    compteNum: compteNum as string,
    compteLib: compteLib as string,
    compAuxNum: compAuxNum as string | undefined,
    compAuxLib: compAuxLib as string | undefined,
    pieceRef: 'VIR-2026-0001',
    pieceDate: '2026-10-26',
    ecritureLib: 'Virement Cave Dupont SARL F2026-00001',
    debit: debit as number,
    credit: credit as number,
    ecritureLet: ecritureLet as string | null,
    dateLet: dateLet as string | null,
    validDate: '2026-10-26',
  })),
];

describe('the FEC (LPF A47 A-1)', () => {
  it('writes the worked file of the facts to the byte, named by the SIREN and the closing day', () => {
    expect(fecFile(ENTRIES)).toBe(WORKED_FEC);
    expect(fecFileName('123456782', '2026-12-31')).toBe('123456782FEC20261231.txt');
    expect(() => fecFileName('12345678', '2026-12-31')).toThrow(/SIREN/);
  });

  it('reads back as the DGFiP checker would: balanced entries, totals 1 365,84 each side', () => {
    const report = checkFec(fecFile(ENTRIES), { from: '20260101', to: '20261231' });
    expect(report.errors).toEqual([]);
    expect(report.warnings).toEqual([]);
    expect(report.totals).toEqual({ debit: 136584, credit: 136584 });
    expect([...report.entries.values()].map((e) => e.debit)).toEqual([57600, 8640, 12744, 57600]);
  });

  it('keeps a label on one field and marks a line without a piece', () => {
    const [first] = ENTRIES;
    const text = fecFile([{ ...first!, ecritureLib: 'Cave | Dupont\tSARL\r\nbis', pieceRef: null }]);
    const line = text.split('\r\n')[1]!.split('|');
    expect(line).toHaveLength(18);
    expect(line[8]).toBe('-');
    expect(line[10]).toBe('Cave Dupont SARL bis');
  });

  it('writes amounts with a comma, no thousands separator, the sign first', () => {
    expect([fecAmount(0), fecAmount(5), fecAmount(123456789), fecAmount(-1080)]).toEqual([
      '0,00',
      '0,05',
      '1234567,89',
      '-10,80',
    ]);
  });

  it('refuses what the checker refuses: a point as decimal mark, a missing field, an impossible day, an unbalanced entry', () => {
    const bad = WORKED_FEC.replace('576,00|0,00|A', '576.00|0,00|A')
      .replace('|20261012|701000|', '|20261032|701000|')
      .replace('|0,00|14,40|', '|0,00|14,41|');
    const report = checkFec(`${bad}\r\nVT|Journal des ventes|VT000004`);
    expect(report.errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^ligne 2 : Debit n’est pas un montant/),
        expect.stringMatching(/^ligne 6 : EcritureDate n’est pas une date/),
        expect.stringMatching(/^ligne 15 : 3 champs au lieu de 18/),
        expect.stringMatching(/^Écriture VT VT000002 déséquilibrée/),
      ]),
    );
  });
});
