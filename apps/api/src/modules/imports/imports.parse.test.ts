import { describe, expect, it } from 'vitest';
import { detectIntegration, proposeMapping } from './imports.formats.ts';
import { decodeText, detectSeparator, parseCsv, readClientFile } from './imports.parse.ts';

describe('reading a client file', () => {
  it('decodes UTF-8 with or without its BOM, and Windows-1252', () => {
    expect(decodeText(Buffer.from('\uFEFFSociété;Ville', 'utf8'))).toBe('Société;Ville');
    expect(decodeText(Buffer.from('Société;Ville', 'utf8'))).toBe('Société;Ville');
    expect(decodeText(Buffer.from('Société;Ville', 'latin1'))).toBe('Société;Ville');
  });

  it('finds the separator of the header line: semicolon, comma or tab', () => {
    expect(detectSeparator('Nom;Prénom;Ville\r\na,b;c;d')).toBe(';');
    expect(detectSeparator('Nom,Prénom,Ville\n')).toBe(',');
    expect(detectSeparator('Nom\tPrénom\tVille')).toBe('\t');
  });

  it('reads quoted fields holding separators, quotes and line breaks', () => {
    expect(parseCsv('a;"b;c";"d ""e"""\r\n"f\ng";h\n', ';')).toEqual([
      ['a', 'b;c', 'd "e"'],
      ['f\ng', 'h'],
    ]);
  });

  it('drops blank lines and refuses a file with no client line (400) or a binary one (415)', async () => {
    expect(await readClientFile(Buffer.from('Nom;Ville\r\n;\r\nDurand;Lyon\r\n\r\n'), 'a.csv')).toEqual({
      header: ['Nom', 'Ville'],
      rows: [['Durand', 'Lyon']],
    });
    await expect(readClientFile(Buffer.from('Nom;Ville\r\n'), 'a.csv')).rejects.toMatchObject({
      statusCode: 400,
    });
    await expect(readClientFile(Buffer.from('x\0y'), 'a.bin')).rejects.toMatchObject({ statusCode: 415 });
  });
});

describe('formats and mapping', () => {
  it('recognises headers whatever their accents, case and punctuation', () => {
    expect(
      proposeMapping(['COURRIEL', 'Raison Sociale', 'n° siret', 'Catégorie', 'Code Postal', 'Tél.']),
    ).toEqual({
      email: 0,
      company: 1,
      siret: 2,
      typology: 3,
      zipcode: 4,
      phone: 5,
    });
  });

  it('detects an integration by its signature, else the default template', () => {
    expect(
      detectIntegration(['Code client', 'Raison sociale', 'Adresse 1', 'Adresse 2', 'CP', 'Portable']),
    ).toBe('isagri');
    expect(detectIntegration(['Type de client', 'Société', 'Tél', 'Famille'])).toBe('vinistoria');
    expect(detectIntegration(['First name', 'Last name', 'Company name', 'Email'])).toBe('baqio');
    expect(detectIntegration(['Nom', 'Prénom', 'E-mail'])).toBe('default');
  });

  it('reads a plain CSV with the usual French columns as the default template, not as Vinistoria', () => {
    expect(
      detectIntegration([
        'Nom',
        'Prénom',
        'Société',
        'Tél',
        'Code postal',
        'Ville',
        'E-mail',
        'Date de création',
      ]),
    ).toBe('default');
    expect(detectIntegration(['Raison sociale', 'Adresse 1', 'Adresse 2', 'CP', 'Portable'])).toBe('default');
    expect(detectIntegration(['First name', 'Last name', 'Email', 'Phone'])).toBe('default');
  });
});
