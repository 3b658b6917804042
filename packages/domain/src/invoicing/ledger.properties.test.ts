import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Allocation,
  allocateAcross,
  allocationRefusal,
  creditNoteState,
  invoiceStanding,
  orderPaymentFromInvoices,
  settledStatus,
  settlementOf,
} from './ledger.ts';

const RUNS = { numRuns: 1000 };
const cents = fc.integer({ min: 0, max: 1_000_000 });
const euros = (c: number) => `${c}`;

/** A source (a payment, a card charge, a credit note) and the invoices it is offered to, in turns. */
const attempt = fc.record({
  source: fc.integer({ min: 0, max: 4 }),
  invoice: fc.integer({ min: 0, max: 4 }),
  amount: fc.integer({ min: 1, max: 300_000 }),
});

describe('the payments ledger (fast-check, 1 000 cases each)', () => {
  it('allocations through the guard never exceed a source nor what an invoice owes', () => {
    fc.assert(
      fc.property(
        fc.array(cents, { minLength: 5, maxLength: 5 }),
        fc.array(cents, { minLength: 5, maxLength: 5 }),
        fc.array(attempt, { maxLength: 40 }),
        fc.array(fc.constantFrom<Allocation['kind']>('payment', 'card', 'credit'), {
          minLength: 5,
          maxLength: 5,
        }),
        (sources, payables, attempts, kinds) => {
          const used = sources.map(() => 0);
          const rows: Allocation[][] = payables.map(() => []);
          for (const a of attempts) {
            const balance = settlementOf(payables[a.invoice]!, rows[a.invoice]!).balance;
            const refused = allocationRefusal({
              amount: a.amount,
              balance,
              sourceLeft: sources[a.source]! - used[a.source]!,
              invoiceNumber: 'F',
              sourceLabel: 'S',
              euros,
            });
            if (refused) continue;
            used[a.source]! += a.amount;
            rows[a.invoice]!.push({ kind: kinds[a.source]!, amount: a.amount });
          }
          for (const [i, s] of sources.entries()) expect(used[i]).toBeLessThanOrEqual(s);
          payables.forEach((p, i) => {
            const s = settlementOf(p, rows[i]!);
            expect(s.settled).toBeLessThanOrEqual(p);
            expect(s.paid + s.credited).toBeLessThanOrEqual(p);
            expect(s.balance).toBe(p - s.paid - s.credited);
          });
        },
      ),
      RUNS,
    );
  });

  it('a source spread over balances never gives more than it holds nor more than one owes', () => {
    fc.assert(
      fc.property(cents, fc.array(cents, { maxLength: 8 }), (available, balances) => {
        const parts = allocateAcross(available, balances);
        expect(parts.reduce((s, p) => s + p, 0)).toBe(
          Math.min(
            available,
            balances.reduce((s, b) => s + b, 0),
          ),
        );
        parts.forEach((p, i) => {
          expect(p).toBeGreaterThanOrEqual(0);
          expect(p).toBeLessThanOrEqual(balances[i]!);
        });
      }),
      RUNS,
    );
  });

  it('settled never exceeds payable, and the status follows the balance', () => {
    fc.assert(
      fc.property(
        cents,
        fc.array(
          fc.record({
            kind: fc.constantFrom<Allocation['kind']>('payment', 'card', 'credit'),
            amount: cents,
          }),
          { maxLength: 6 },
        ),
        (payable, rows) => {
          const s = settlementOf(payable, rows);
          expect(s.settled).toBeLessThanOrEqual(payable);
          expect(s.balance).toBeGreaterThanOrEqual(0);
          const status = settledStatus(payable, s);
          expect(status === 'paid').toBe(s.balance === 0);
        },
      ),
      RUNS,
    );
  });
});

describe('reading the ledger', () => {
  it('a partly credited invoice owes the rest and is not paid yet', () => {
    const s = settlementOf(12_000, [{ kind: 'credit', amount: 3_000 }]);
    expect(s).toEqual({ paid: 0, credited: 3_000, settled: 3_000, balance: 9_000 });
    expect(settledStatus(12_000, s)).toBe('pending');
    expect(settledStatus(12_000, settlementOf(12_000, [{ kind: 'card', amount: 12_000 }]))).toBe('paid');
    expect(settledStatus(12_000, settlementOf(12_000, [{ kind: 'payment', amount: 1 }]))).toBe('partial');
    expect(settledStatus(12_000, s, true)).toBe('cancelled');
  });

  it('every screen reads the same standing: credited lowers what is payable, money settles it', () => {
    const base = { payable: 12_000, dueDate: '2026-12-31', today: '2026-11-28', cancelled: false };
    expect(invoiceStanding({ ...base, paid: 0, credited: 3_000 })).toBe('pending');
    expect(invoiceStanding({ ...base, paid: 1_000, credited: 3_000 })).toBe('partial');
    expect(invoiceStanding({ ...base, paid: 9_000, credited: 3_000 })).toBe('paid');
    expect(invoiceStanding({ ...base, paid: 0, credited: 3_000, today: '2027-01-02' })).toBe('missing');
    expect(invoiceStanding({ ...base, paid: 0, credited: 12_000, cancelled: true })).toBe('cancelled');
    // The row's stored status agrees with it while the invoice is not yet due.
    for (const [paid, credited] of [
      [0, 3_000],
      [1_000, 3_000],
      [9_000, 3_000],
      [12_000, 0],
    ] as const) {
      const settled = settlementOf(12_000, [
        { kind: 'payment', amount: paid },
        { kind: 'credit', amount: credited },
      ]);
      expect(settledStatus(12_000, settled)).toBe(invoiceStanding({ ...base, paid, credited }));
    }
  });

  it('a credit note is full, partial, empty or cancelled by what it settled', () => {
    expect(creditNoteState(3_000, 0)).toEqual({ left: 3_000, status: 'full' });
    expect(creditNoteState(3_000, 2_000)).toEqual({ left: 1_000, status: 'partial' });
    expect(creditNoteState(3_000, 3_000)).toEqual({ left: 0, status: 'empty' });
    expect(creditNoteState(3_000, 0, true)).toEqual({ left: 3_000, status: 'cancelled' });
  });

  it("an order's payment follows its invoices, a card's own state kept before any", () => {
    expect(orderPaymentFromInvoices('setup', [])).toBe('setup');
    expect(orderPaymentFromInvoices('paid', [{ status: 'paid', paid: 100 }])).toBe('paid');
    expect(
      orderPaymentFromInvoices('pending', [
        { status: 'paid', paid: 0 },
        { status: 'partial', paid: 5 },
      ]),
    ).toBe('partial');
    expect(orderPaymentFromInvoices('partial', [{ status: 'pending', paid: 0 }])).toBe('pending');
    expect(orderPaymentFromInvoices('error', [{ status: 'pending', paid: 0 }])).toBe('error');
    expect(orderPaymentFromInvoices('pending', [{ status: 'cancelled', paid: 0 }])).toBe('pending');
  });
});
