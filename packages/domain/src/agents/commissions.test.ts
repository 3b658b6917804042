import { describe, expect, it } from 'vitest';
import {
  type CommissionRule,
  type CommissionSource,
  commissionDeadline,
  commissionRuleRefusal,
  commissionStatement,
  previousQuarter,
  quarterBounds,
  quarterOf,
  ruleFor,
} from './commissions.ts';

const rule = (over: Partial<CommissionRule> = {}): CommissionRule => ({
  id: 'r1',
  validFrom: '2026-01-01',
  basis: 'invoicesPaid',
  rateBp: 1000,
  typology: null,
  family: null,
  ...over,
});
const invoice = (id: string, ht: number, over: Partial<CommissionSource> = {}): CommissionSource => ({
  id,
  kind: 'invoice',
  number: `F-${id}`,
  issueDate: '2026-07-10',
  clientName: 'Cave',
  typology: 'pro',
  settledOn: '2026-08-01',
  validatedOn: '2026-07-05',
  creditedId: null,
  lines: [{ family: 'product', htCents: ht }],
  ...over,
});

describe('quarters', () => {
  it('bounds, deadline and previous quarter', () => {
    expect(quarterOf('2026-08-14')).toBe('2026-T3');
    expect(quarterBounds('2026-T3')).toEqual({ from: '2026-07-01', to: '2026-09-30' });
    expect(commissionDeadline('2026-T3')).toBe('2026-10-31');
    expect(commissionDeadline('2026-T4')).toBe('2027-01-31');
    expect(commissionDeadline('2027-T1')).toBe('2027-04-30');
    expect(previousQuarter('2027-T1')).toBe('2026-T4');
    expect(previousQuarter('2026-T3')).toBe('2026-T2');
  });
});

describe('the worked example of domain-facts-wave3 §7', () => {
  it('10 % on paid invoices of Q3 2026: 2,400 + 1,150 − 150 → 340.00 € due by 31 October', () => {
    const s = commissionStatement(
      '2026-T3',
      [rule()],
      [
        invoice('a', 240_000),
        invoice('b', 115_000, { settledOn: '2026-09-30' }),
        {
          ...invoice('c', 15_000),
          kind: 'credit',
          creditedId: 'b',
          issueDate: '2026-09-15',
          settledOn: null,
        },
        // Paid in October: the next quarter's.
        invoice('d', 50_000, { settledOn: '2026-10-01' }),
        // Never paid: nothing earned.
        invoice('e', 70_000, { settledOn: null }),
      ],
    );
    expect(s.baseCents).toBe(340_000);
    expect(s.commissionCents).toBe(34_000);
    expect(s.dueOn).toBe('2026-10-31');
    expect(s.elements.map((e) => [e.number, e.htCents, e.earnedOn])).toEqual([
      ['F-a', 240_000, '2026-08-01'],
      ['F-b', 115_000, '2026-09-30'],
      ['F-c', -15_000, '2026-09-30'],
    ]);
  });
});

describe('rules and rounding', () => {
  it('takes the most specific rule in force on the day earned, and rounds once', () => {
    const rules = [
      rule(),
      rule({ id: 'r2', validFrom: '2026-08-15', rateBp: 1200 }),
      rule({ id: 'r3', typology: 'chr', rateBp: 800 }),
      rule({ id: 'r4', family: 'box', rateBp: 500 }),
    ];
    expect(ruleFor(rules, '2026-08-01', 'pro', 'product')?.id).toBe('r1');
    expect(ruleFor(rules, '2026-08-20', 'pro', 'product')?.id).toBe('r2');
    expect(ruleFor(rules, '2026-08-20', 'chr', 'product')?.id).toBe('r3');
    expect(ruleFor(rules, '2026-08-20', 'chr', 'box')?.id).toBe('r4');
    // Three lines of 0.05 € at 10 %: 0.005 each, 0.015 in all → 0.02 € (not 3 × 0.01).
    const s = commissionStatement(
      '2026-T3',
      [rule()],
      [
        invoice('x', 5, {
          lines: [
            { family: 'product', htCents: 5 },
            { family: 'product', htCents: 5 },
            { family: 'product', htCents: 5 },
          ],
        }),
      ],
    );
    expect(s.commissionCents).toBe(2);
  });

  it('leaves shipping out, carries over what was earned before and not yet stated, never states twice', () => {
    const sources = [
      invoice('old', 10_000, { settledOn: '2026-06-20' }),
      invoice('new', 20_000, {
        lines: [
          { family: 'product', htCents: 20_000 },
          { family: 'shipping', htCents: 1_500 },
        ],
      }),
    ];
    const first = commissionStatement('2026-T3', [rule()], sources);
    expect(first.elements.find((e) => e.sourceId === 'old')?.carriedOver).toBe(true);
    expect(first.baseCents).toBe(30_000);
    const again = commissionStatement('2026-T3', [rule()], sources, new Set(['old']));
    expect(again.baseCents).toBe(20_000);
  });

  it('on orders validated, an unpaid invoice counts on its validation day', () => {
    const s = commissionStatement(
      '2026-T3',
      [rule({ basis: 'ordersValidated' })],
      [invoice('e', 70_000, { settledOn: null })],
    );
    expect(s.elements[0]?.earnedOn).toBe('2026-07-05');
    expect(s.commissionCents).toBe(7_000);
  });

  it('refuses a duplicate scope and a specific rule without a general one', () => {
    expect(commissionRuleRefusal(rule(), [rule()])).toMatch(/existe déjà/);
    expect(commissionRuleRefusal(rule({ typology: 'chr' }), [])).toMatch(/taux général/);
    expect(commissionRuleRefusal(rule({ typology: 'chr' }), [rule()])).toBeNull();
  });
});
