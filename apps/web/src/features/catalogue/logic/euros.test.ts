import { describe, expect, it } from 'vitest';
import { centsToInput, eurosSchema, numberToInput, optionalEurosSchema, parseEuros } from './euros.ts';

describe('parseEuros', () => {
  it('reads French and English decimals into cents', () => {
    expect(parseEuros('12,90')).toBe(1290);
    expect(parseEuros('12.90')).toBe(1290);
    expect(parseEuros('12,9')).toBe(1290);
    expect(parseEuros('12')).toBe(1200);
    expect(parseEuros(',5')).toBe(50);
    expect(parseEuros(' 0,01 ')).toBe(1);
  });
  it('accepts thousands separators and a euro sign', () => {
    expect(parseEuros('1 234,50')).toBe(123450);
    expect(parseEuros('1\u202f234,5 €')).toBe(123450);
    expect(parseEuros('12,90€')).toBe(1290);
  });
  it('never produces binary noise', () => {
    expect(parseEuros('0,29')).toBe(29);
    expect(parseEuros('1,15')).toBe(115);
    expect(parseEuros('4,35')).toBe(435);
  });
  it('refuses what is not an amount', () => {
    for (const bad of ['', 'abc', '12,999', '-3', '12,5,4', '1e3', '12.', '€'])
      expect(parseEuros(bad), bad).toBeUndefined();
  });
});

describe('inputs', () => {
  it('shows cents with a comma and two decimals', () => {
    expect(centsToInput(1290)).toBe('12,90');
    expect(centsToInput(1200)).toBe('12,00');
    expect(centsToInput(5)).toBe('0,05');
    expect(centsToInput(null)).toBe('');
  });
  it('round-trips every cent amount', () => {
    for (const cents of [0, 1, 99, 100, 1290, 123456, 99999999])
      expect(parseEuros(centsToInput(cents))).toBe(cents);
  });
  it('shows decimals with a comma', () => {
    expect(numberToInput(0.75)).toBe('0,75');
    expect(numberToInput(13)).toBe('13');
    expect(numberToInput(undefined)).toBe('');
  });
});

describe('price schemas', () => {
  it('gives the §5 messages', () => {
    expect(eurosSchema.safeParse('').error?.issues[0]?.message).toBe('Ce champ ne peut pas être vide');
    expect(eurosSchema.safeParse('douze').error?.issues[0]?.message).toBe('Doit être un nombre');
    expect(eurosSchema.parse('12,90')).toBe(1290);
    expect(optionalEurosSchema.parse('')).toBeNull();
    expect(optionalEurosSchema.parse('8,50')).toBe(850);
  });
});
