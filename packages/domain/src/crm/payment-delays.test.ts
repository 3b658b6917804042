import { describe, expect, it } from 'vitest';
import { dueDate, PAYMENT_DELAYS, paymentDelayLabel } from './payment-delays.ts';

describe('payment delays', () => {
  it('offers the spec’s 21 delays', () => {
    expect(PAYMENT_DELAYS).toHaveLength(21);
    expect(PAYMENT_DELAYS).toContain('days30EndOfMonth');
  });

  it.each([
    ['atOrder', '2026-11-24', null, '2026-11-24'],
    ['atDelivery', '2026-11-24', '2026-11-28', '2026-11-28'],
    ['atDelivery', '2026-11-24', null, '2026-11-24'],
    ['days30', '2026-11-24', null, '2026-12-24'],
    ['days7', '2026-12-28', null, '2027-01-04'],
    ['endOfMonth', '2026-02-10', null, '2026-02-28'],
    ['days30EndOfMonth', '2026-11-24', null, '2026-12-31'],
    ['days45EndOfMonth', '2026-01-20', null, '2026-03-31'],
    ['days60EndOfMonth', '2028-01-01', null, '2028-03-31'],
  ] as const)('%s from %s (delivered %s) is due on %s', (delay, issued, delivered, expected) => {
    expect(dueDate(delay, issued, delivered)).toBe(expected);
  });

  it('labels delays in French and English', () => {
    expect(paymentDelayLabel('days30EndOfMonth')).toBe('30 jours fin de mois');
    expect(paymentDelayLabel('days30EndOfMonth', 'en')).toBe('30 days end of month');
    expect(paymentDelayLabel('atDelivery')).toBe('À la livraison');
    expect(paymentDelayLabel('endOfMonth')).toBe('Fin de mois');
  });
});
