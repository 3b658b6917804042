import type { InvoiceSummary } from '@cuvee/contracts';
import { previousQuarter, quarterOf, todayInFrance } from '@cuvee/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { req } from '../../modules/clients/clients.fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedDemoCommissions } from './demo-commissions.ts';
import { seedDemoSales } from './demo-sales.ts';

// `npm start` on a new database: the demo's season of sales, made through the API, as the
// owner then finds it in the back office.

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('proprietaire@cuvee.demo');
});
afterAll(() => t?.close());

const invoicesOf = async (kind: 'invoice' | 'credit') =>
  (await req(t, 'GET', `/v1/invoices?kind=${kind}&limit=50`, { jwt: owner })).body
    .invoices as InvoiceSummary[];

describe('the demo season of sales', () => {
  it('fills every back-office list, with invoice numbers in order and no gap', async () => {
    expect(await seedDemoSales(t.app, t.db)).toBe(13);
    await t.app.deps.jobs.settled();

    const orders = await req(t, 'GET', '/v1/orders?limit=50', { jwt: owner });
    expect(orders.status).toBe(200);
    const statuses = (orders.body.orders as { status: string }[]).map((o) => o.status);
    expect(statuses).toEqual(expect.arrayContaining(['invoiced', 'validated', 'draft']));
    const quotes = await req(t, 'GET', '/v1/orders?kind=quote&limit=50', { jwt: owner });
    expect(quotes.body.total).toBe(2);

    const invoices = await invoicesOf('invoice');
    expect(invoices).toHaveLength(7);
    const numbers = invoices.map((i) => Number(i.number.split('-').at(-1))).sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, i) => numbers[0]! + i));
    const byClient = new Map(invoices.map((i) => [i.client.name, i]));
    expect(byClient.get('Cave des Papilles')?.paymentStatus).toBe('paid');
    expect(byClient.get('Bistrot du Marché')?.paymentStatus).toMatch(/partial|missing/);
    expect(byClient.get('Le Comptoir des Vignes')?.paymentStatus).toBe('cancelled');
    // Issued on the story's days, the oldest first: the older ones are now past due.
    const dates = [...invoices].sort((a, b) => a.number.localeCompare(b.number)).map((i) => i.issueDate);
    expect(dates).toEqual([...dates].sort());
    expect(invoices.some((i) => i.balance > 0 && i.dueDate < new Date().toISOString().slice(0, 10))).toBe(
      true,
    );
    expect(await invoicesOf('credit')).toHaveLength(1);
    // Every invoice's Factur-X PDF was made by the documents' job.
    expect(invoices.every((i) => i.documentStatus === 'generated')).toBe(true);

    const outstandings = await req(t, 'GET', '/v1/payments/outstandings', { jwt: owner });
    const open = invoices.filter((i) => i.paymentStatus !== 'cancelled');
    expect(outstandings.body.totals.due).toBe(open.reduce((s, i) => s + i.balance, 0));
    expect(outstandings.body.totals.overdue).toBeGreaterThan(0);

    // The books (issue 26): the same calls wrote the season's entries, balanced, and the FEC of
    // the year passes the product's check.
    const sales = await req(t, 'GET', '/v1/accounting/entries?journal=VT&limit=50', { jwt: owner });
    expect(sales.body.total).toBe(8);
    expect(sales.body.totals.debit).toBe(sales.body.totals.credit);
    const bank = await req(t, 'GET', '/v1/accounting/entries?journal=BQ&limit=50', { jwt: owner });
    expect(bank.body.total).toBeGreaterThanOrEqual(2);
    const lettered = await req(t, 'GET', '/v1/accounting/entries?lettered=yes&limit=50', { jwt: owner });
    expect(lettered.body.total).toBeGreaterThanOrEqual(2);
    const years = [...new Set(invoices.map((i) => Number(i.issueDate.slice(0, 4))))];
    for (const year of years) {
      const check = await req(t, 'GET', `/v1/accounting/fec/check?year=${year}`, { jwt: owner });
      expect(check.status).toBe(200);
      expect(check.body.errors).toEqual([]);
    }
  });

  it('states the agent’s last ended quarter: two invoices paid, at the contract’s rates (issue 28)', async () => {
    // One statement per demo agent (three); Sophie's holds the demo's paid invoices.
    expect(await seedDemoCommissions(t.app)).toBe(3);
    const quarter = previousQuarter(quarterOf(todayInFrance()));
    const board = await req(t, 'GET', `/v1/commissions/board?quarter=${quarter}`, { jwt: owner });
    expect(board.status).toBe(200);
    const row = board.body.rows.find(
      (r: { agent: { email: string } }) => r.agent.email === 'agent@cuvee.demo',
    );
    expect(row).toMatchObject({ elements: 2, rateBp: 1000 });
    expect(['due', 'late']).toContain(row.status);
    expect(row.commissionCents).toBeGreaterThan(0);
    // A second start adds no statement.
    expect(await seedDemoCommissions(t.app)).toBe(0);
  });

  it('is made once: a second start adds nothing', async () => {
    const before = (await req(t, 'GET', '/v1/orders?limit=1', { jwt: owner })).body.total;
    expect(await seedDemoSales(t.app, t.db)).toBe(0);
    expect((await req(t, 'GET', '/v1/orders?limit=1', { jwt: owner })).body.total).toBe(before);
  });
});
