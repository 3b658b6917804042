import { describe, expect, it } from 'vitest';
import { crdSize } from './crd-size.ts';

// domain-facts-wave3 §4, CRD line field 7: bottles in centilitres as the worked month writes them,
// bags-in-box in litres ('BIB 1,5l' … 'BIB 33l').
describe('a CRD capsule size as the portals name it', () => {
  it('names a bottle in centilitres with a decimal comma', () => {
    expect(crdSize(750)).toBe('Bouteille 75 cl');
    expect(crdSize(187)).toBe('Bouteille 18,7 cl');
    expect(crdSize(375)).toBe('Bouteille 37,5 cl');
    expect(crdSize(1500)).toBe('Bouteille 150 cl');
  });

  it('names a bag-in-box in litres', () => {
    expect(crdSize(3000)).toBe('BIB 3l');
    expect(crdSize(2250)).toBe('BIB 2,25l');
    expect(crdSize(10_000)).toBe('BIB 10l');
    expect(crdSize(33_000)).toBe('BIB 33l');
  });

  it('says the same in English with a decimal point', () => {
    expect(crdSize(750, 'en')).toBe('Bottle 75 cl');
    expect(crdSize(187, 'en')).toBe('Bottle 18.7 cl');
    expect(crdSize(2250, 'en')).toBe('BIB 2.25l');
  });
});
