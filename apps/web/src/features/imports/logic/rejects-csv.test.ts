import { describe, expect, it } from 'vitest';
import { rejectsCsv } from './rejects-csv.ts';

describe('rejectsCsv', () => {
  it('puts the line and its reasons before the original cells, quoted where needed', () => {
    const csv = rejectsCsv({
      header: ['Nom', 'SIRET'],
      rejects: [
        {
          line: 12,
          reasons: ['SIRET : Le numéro SIRET doit contenir 14 chiffres', 'a;b'],
          cells: ['Durand', '123'],
        },
      ],
    });
    expect(csv).toBe(
      '\uFEFFLigne;Motifs;Nom;SIRET\r\n12;"SIRET : Le numéro SIRET doit contenir 14 chiffres ; a;b";Durand;123\r\n',
    );
  });

  it('shows a formula typed in the file, never runs it', () => {
    const csv = rejectsCsv({
      header: ['Nom'],
      rejects: [{ line: 2, reasons: ['Nom manquant'], cells: ['-1+HYPERLINK("http://x")'] }],
    });
    expect(csv).toContain(`;"'-1+HYPERLINK(""http://x"")"\r\n`);
  });
});
