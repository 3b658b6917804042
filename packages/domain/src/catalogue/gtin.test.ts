import { describe, expect, it } from 'vitest';
import { gs1Path, gtinCheckDigit, isValidGtin, toGtin14 } from './gtin.ts';

describe('GTIN', () => {
  it('computes the GS1 check digit', () => {
    expect(gtinCheckDigit('400638133393')).toBe(1); // 4006381333931
    expect(gtinCheckDigit('370000000001')).toBe(3);
  });
  it('validates EAN-13, GTIN-8 and GTIN-14, and refuses a wrong check digit', () => {
    expect(isValidGtin('4006381333931')).toBe(true);
    expect(isValidGtin('4006381333932')).toBe(false);
    expect(isValidGtin('96385074')).toBe(true);
    expect(isValidGtin('04006381333931')).toBe(true);
    expect(isValidGtin('12345')).toBe(false);
    expect(isValidGtin('abcdefghijklm')).toBe(false);
  });
  it('builds GS1 Digital Link paths with a GTIN-14', () => {
    expect(toGtin14('4006381333931')).toBe('04006381333931');
    expect(gs1Path('4006381333931', '2022', 'L42')).toBe('/gs1/01/04006381333931/22/2022/10/L42');
    expect(gs1Path('4006381333931')).toBe('/gs1/01/04006381333931');
  });
});
