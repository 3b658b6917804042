import { describe, expect, it } from 'vitest';
import { MSG } from './messages.ts';
import {
  floatSchema,
  memberCodeSchema,
  numberSchema,
  parseDecimal,
  transportFeeSchema,
  vatRateSchema,
} from './number.fields.ts';
import { messageOf, parsedValue } from './validation.testing.ts';

describe('parseDecimal', () => {
  it('reads French and English decimals', () => {
    expect(parseDecimal('12,5')).toBe(12.5);
    expect(parseDecimal(' 12.5 ')).toBe(12.5);
    expect(parseDecimal('-3')).toBe(-3);
    expect(parseDecimal(',5')).toBe(0.5);
    expect(parseDecimal('1 234,56')).toBe(1234.56);
    expect(parseDecimal('1\u202F234')).toBe(1234);
    expect(Object.is(parseDecimal('-0'), 0)).toBe(true);
  });
  it('refuses anything else', () => {
    for (const bad of ['', ',', '-', '12,5,3', '1.2.3', '12a', '1e3', '12 34', 'NaN', 'Infinity', '0x10']) {
      expect(parseDecimal(bad)).toBeUndefined();
    }
  });
});

describe('numberSchema (integer)', () => {
  it('accepts integers as numbers or strings', () => {
    expect(parsedValue(numberSchema, '12')).toBe(12);
    expect(parsedValue(numberSchema, -4)).toBe(-4);
    expect(parsedValue(numberSchema, ' 007 ')).toBe(7);
  });
  it('refuses decimals and text with the §5 message, blanks with the required one', () => {
    for (const bad of ['12,5', 12.5, 'douze', Number.NaN, {}])
      expect(messageOf(numberSchema, bad)).toBe(MSG.number);
    expect(messageOf(numberSchema, '')).toBe(MSG.required);
    expect(messageOf(numberSchema, undefined)).toBe(MSG.required);
  });
});

describe('floatSchema', () => {
  it("turns '12,5' into 12.5", () => {
    expect(parsedValue(floatSchema, '12,5')).toBe(12.5);
    expect(parsedValue(floatSchema, 0.75)).toBe(0.75);
  });
  it('refuses what is not a number', () => {
    for (const bad of ['12,5 €', 'abc', '1,2,3', Number.POSITIVE_INFINITY])
      expect(messageOf(floatSchema, bad)).toBe(MSG.number);
  });
});

describe('vatRateSchema', () => {
  it('accepts rates strictly between 0 and 100', () => {
    expect(parsedValue(vatRateSchema, '5,5')).toBe(5.5);
    expect(parsedValue(vatRateSchema, 20)).toBe(20);
    expect(parsedValue(vatRateSchema, '99.99')).toBe(99.99);
  });
  it('refuses 0, 100 and beyond with the §5 message', () => {
    for (const bad of [0, '100', -5, 150]) expect(messageOf(vatRateSchema, bad)).toBe(MSG.vatRate);
    expect(messageOf(vatRateSchema, 'vingt')).toBe(MSG.number);
  });
});

describe('transportFeeSchema', () => {
  it('accepts 0 up to below 25', () => {
    expect(parsedValue(transportFeeSchema, '0')).toBe(0);
    expect(parsedValue(transportFeeSchema, '24,99')).toBe(24.99);
  });
  it('refuses 25 and negative fees', () => {
    for (const bad of [25, '-0,01', 100]) expect(messageOf(transportFeeSchema, bad)).toBe(MSG.transportFee);
  });
});

describe('memberCodeSchema', () => {
  it('accepts whole numbers', () => {
    expect(parsedValue(memberCodeSchema, '1042')).toBe(1042);
    expect(parsedValue(memberCodeSchema, 0)).toBe(0);
  });
  it('refuses decimals, text and negative codes', () => {
    for (const bad of ['10,5', 'A12', -1, '99999999999999999999']) {
      expect(messageOf(memberCodeSchema, bad)).toBe(MSG.memberCode);
    }
  });
});
