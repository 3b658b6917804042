import { describe, expect, it } from 'vitest';
import { quoteOutcome } from './quote-outcome.ts';

describe('a quote’s outcome', () => {
  const quote = { kind: 'quote' as const, quoteReference: null, validUntil: '2027-01-31' };
  it.each([
    ['a draft', { ...quote, status: 'draft' as const }, 'draft'],
    ['sent, still valid on its last day', { ...quote, status: 'pending' as const }, 'sent'],
    ['refused', { ...quote, status: 'refused' as const }, 'refused'],
    ['marked expired', { ...quote, status: 'expired' as const }, 'expired'],
    ['cancelled', { ...quote, status: 'cancelled' as const }, 'cancelled'],
  ])('%s', (_, q, outcome) => {
    expect(quoteOutcome(q, '2027-01-31')).toBe(outcome);
  });

  it('a sent quote past its last day is expired, without any job having run', () => {
    expect(quoteOutcome({ ...quote, status: 'pending' }, '2027-02-01')).toBe('expired');
  });

  it('an accepted quote is an order that keeps its D- number, whatever the order becomes', () => {
    const accepted = { kind: 'order' as const, quoteReference: 'D-000003', validUntil: '2027-01-31' };
    expect(quoteOutcome({ ...accepted, status: 'pending' }, '2027-03-01')).toBe('accepted');
    expect(quoteOutcome({ ...accepted, status: 'cancelled' }, '2027-03-01')).toBe('accepted');
    expect(quoteOutcome({ ...accepted, quoteReference: null, status: 'pending' }, '2027-03-01')).toBeNull();
  });
});
