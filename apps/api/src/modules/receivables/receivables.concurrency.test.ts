import { eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { req } from '../clients/clients.fixtures.ts';
import { clientByEmail, invoiceRow, makeInvoice, shopIdOf } from './receivables.fixtures.ts';
import { receivedPayments } from './receivables.table.ts';
import { today } from './receivables.view.ts';

// Parallel recordings of one invoice (two API processes, as behind a load balancer): the row
// lock makes them wait for each other, so the sum never passes the balance. Real concurrency
// on PostgreSQL (TEST_DATABASE_URL); on PGlite the same calls run one after the other.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('parallel payments of one invoice', () => {
  it(`never exceed its balance (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const owner = await t.login('proprietaire@cuvee.demo');
    const demoId = await shopIdOf(t.db, 'domaine-demo');
    const pro = await clientByEmail(t.db, demoId, 'pro@cuvee.demo');
    const inv = await makeInvoice(t.db, demoId, { clientId: pro.id, payable: 10_000, dueDate: '2030-01-01' });
    const sibling = await t.sibling();
    const body = { invoiceId: inv.id, type: 'transfer', amount: 3_000, paidOn: today() };
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2
          ? req(t, 'POST', '/v1/payments', { jwt: owner, body })
          : sibling
              .inject({
                method: 'POST',
                url: '/v1/payments',
                headers: { authorization: `Bearer ${owner}` },
                payload: body,
              })
              .then((r) => ({ status: r.statusCode })),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 200, 422, 422, 422, 422, 422, 422, 422]);
    const row = await invoiceRow(t.db, inv.id);
    expect(row.paidCents).toBe(9_000);
    expect(row.paymentStatus).toBe('partial');
    const [total] = await t.db
      .select({ s: sum(receivedPayments.amount) })
      .from(receivedPayments)
      .where(eq(receivedPayments.invoiceId, inv.id));
    expect(Number(total!.s)).toBe(9_000);
  });
});
