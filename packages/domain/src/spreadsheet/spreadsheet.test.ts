import { describe, expect, it } from 'vitest';
import { csvField, csvFile, inertText } from './spreadsheet.ts';

describe('the spreadsheet helper', () => {
  it('makes every formula-looking text inert (OWASP: = + - @ TAB CR)', () => {
    for (const text of [
      '=HYPERLINK("http://x","y")',
      '-1+HYPERLINK("http://x")',
      '+SUM(A1)',
      '@SUM(A1)',
      '\t=1+1',
      '\r=1+1',
      '-',
    ])
      expect(inertText(text)).toBe(`'${text}`);
  });

  it('leaves plain text and plain signed numbers as they are', () => {
    expect(inertText('Palette renversée')).toBe('Palette renversée');
    expect(inertText('+33612345678')).toBe('+33612345678');
    expect(inertText('-12,50')).toBe('-12,50');
    expect(inertText('a=1')).toBe('a=1');
  });

  it('writes numbers as numbers with a decimal comma, amounts with two decimals', () => {
    expect(csvField(-12.5)).toBe('-12,5');
    expect(csvField({ euros: -12.5 })).toBe('-12,50');
    expect(csvField(null)).toBe('');
  });

  it('quotes a field holding ; " or a line break, after guarding it', () => {
    expect(csvField('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvField('a;b')).toBe('"a;b"');
  });

  it('writes a French CSV: UTF-8 mark, semicolons, CRLF', () => {
    expect(csvFile(['Nom', 'Montant'], [['Été', { euros: 3 }]])).toBe('\uFEFFNom;Montant\r\nÉté;3,00\r\n');
  });
});
