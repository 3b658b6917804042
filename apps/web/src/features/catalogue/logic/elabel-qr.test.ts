import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { ELABEL_MENTION, elabelUrl, qrFileName, qrLayout, qrSvg } from './elabel-qr.ts';

describe('e-label link', () => {
  it('is the GS1 Digital Link of the format, vintage and lot on this host', () => {
    expect(elabelUrl('https://cuvee.example', '3760123450010', '2022')).toBe(
      'https://cuvee.example/gs1/01/03760123450010/22/2022',
    );
    expect(elabelUrl('https://cuvee.example/', '3760123450010', '2022', 'L 22')).toBe(
      'https://cuvee.example/gs1/01/03760123450010/22/2022/10/L%2022',
    );
    expect(elabelUrl('http://localhost:3000', '96385074', null)).toBe(
      'http://localhost:3000/gs1/01/00000096385074',
    );
  });
});

describe('QR label', () => {
  const checker = { size: 3, get: (r: number, c: number) => (r + c) % 2 === 0 };

  it('draws each dark module inside the quiet zone, on white', () => {
    const svg = qrSvg(checker, '', 4);
    expect(svg).toContain('viewBox="0 0 11 ');
    expect(svg).toContain('<rect width="11"');
    expect(svg.match(/h1v1h-1z/g)).toHaveLength(5);
    expect(svg).toContain('M4 4h1v1h-1z');
    expect(svg).not.toContain('<text');
  });

  it('prints the mention under the code, escaped', () => {
    const svg = qrSvg(checker);
    expect(ELABEL_MENTION).toBe('INGRÉDIENTS & NUTRITION');
    expect(svg).toContain('>INGRÉDIENTS &amp; NUTRITION</text>');
    const { width, height } = qrLayout(3);
    expect(height).toBeGreaterThan(width);
  });

  it('encodes a real link that a reader decodes back (qrcode modules)', () => {
    const url = elabelUrl('https://cuvee.example', '3760123450010', '2022');
    const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
    const svg = qrSvg(modules);
    expect(modules.size).toBeGreaterThanOrEqual(25);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    // Finder pattern: the top-left 7×7 square is dark on its border.
    expect(modules.get(0, 0)).toBeTruthy();
    expect(modules.get(0, 6)).toBeTruthy();
    expect(modules.get(1, 1)).toBeFalsy();
  });

  it('names the files after the product, vintage and lot', () => {
    expect(qrFileName('les-galets-rouge', '2022', null, 'png')).toBe(
      'qr-etiquette-les-galets-rouge-2022.png',
    );
    expect(qrFileName('bulles', 'Non millésimé', 'L 7', 'svg')).toBe(
      'qr-etiquette-bulles-non-millesime-l-7.svg',
    );
  });
});
