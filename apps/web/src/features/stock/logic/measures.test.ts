import { describe, expect, it } from 'vitest';
import { formatHl, formatSigned, levelTone, lineTitle, totalFigures } from './measures.ts';

const nbsp = (s: string) => s.replace(/[\u00A0\u202F]/g, ' ');

describe('stock measures on screen', () => {
  it('gives the totals in units, bottle equivalents and hectolitres, French style', () => {
    const figures = totalFigures(
      { lines: 3, physical: 1240, reserved: 24, available: 1216, eq75: 1250.5, hl: 9.3788 },
      'fr',
    );
    expect(figures.map((f) => [f.key, nbsp(f.value)])).toEqual([
      ['lines', '3'],
      ['physical', '1 240'],
      ['reserved', '24'],
      ['available', '1 216'],
      ['eq75', '1 250,5'],
      ['hl', '9,3788'],
    ]);
    expect(
      totalFigures({ lines: 1, physical: 1240, reserved: 0, available: 1240, eq75: 1240, hl: 9.3 }, 'en')[1]
        ?.value,
    ).toBe('1,240');
  });

  it('shows a 75 cl bottle in hectolitres and a movement with its sign', () => {
    expect(formatHl(0.0075, 'fr')).toBe('0,0075');
    expect(formatHl(0.9, 'fr')).toBe('0,90');
    expect(formatSigned(120, 'fr')).toBe('+120');
    expect(formatSigned(-24, 'fr')).toBe('−24');
    expect(formatSigned(0, 'fr')).toBe('0');
  });

  it.each([
    [{ available: 0, belowThreshold: true }, 'out'],
    [{ available: -1, belowThreshold: false }, 'out'],
    [{ available: 5, belowThreshold: true }, 'low'],
    [{ available: 5, belowThreshold: false }, 'ok'],
  ] as const)('tones %j as %s', (line, tone) => {
    expect(levelTone(line)).toBe(tone);
  });

  it('names a line by product, format, vintage and lot, leaving out what is empty', () => {
    expect(
      lineTitle({ productName: 'Cuvée', formatLabel: 'Bouteille 75 cl', vintage: '2022', lot: 'L1' }, 'lot'),
    ).toBe('Cuvée — Bouteille 75 cl, 2022, lot L1');
    expect(lineTitle({ productName: 'Cuvée', formatLabel: 'Magnum', vintage: '', lot: '' }, 'lot')).toBe(
      'Cuvée — Magnum',
    );
  });
});
