import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { req, shopIdOf } from '../clients/clients.fixtures.ts';
import { makeOrder, noDocumentJobs } from './invoices.fixtures.ts';

// Issuers at once (decision 0047), on PostgreSQL when TEST_DATABASE_URL names one (separate
// connections), else on PGlite: the numbers run 1…50 with no gap, and a refused issue gives its
// number back.

let t: TestApp;
let owner: string;
let shopId: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('maison.seconde@cuvee.demo');
  shopId = await shopIdOf(t, 'maison-seconde');
  noDocumentJobs(t);
});
afterAll(() => t?.close());

describe('numbering under concurrency', () => {
  it('gives 50 parallel issues the numbers 1…50 of the year, unique, without gap', async () => {
    const orders = [];
    for (let i = 0; i < 50; i++) orders.push(await makeOrder(t, shopId, { clientEmail: 'none@x.fr' }));
    const answers = await Promise.all(
      orders.map((o) =>
        req(t, 'POST', '/v1/invoices', { jwt: owner, body: { orderId: o.id, issueDate: '2026-06-01' } }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(orders.map(() => 200));
    const numbers = answers.map((a) => a.body.invoice.number as string).sort();
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => `F-2026-${String(i + 1).padStart(5, '0')}`));
    // A refused issue (date before the last) takes no number: the next one is 51.
    const late = await makeOrder(t, shopId, { clientEmail: 'none@x.fr' });
    expect(
      (
        await req(t, 'POST', '/v1/invoices', {
          jwt: owner,
          body: { orderId: late.id, issueDate: '2026-05-01' },
        })
      ).status,
    ).toBe(422);
    const next = await req(t, 'POST', '/v1/invoices', {
      jwt: owner,
      body: { orderId: late.id, issueDate: '2026-06-02' },
    });
    expect(next.body.invoice.number).toBe('F-2026-00051');
    const rows = (await t.db.execute(
      sql`select count(distinct number)::int as n from invoices where shop_id = ${shopId} and series = 'F'`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows.rows[0]!.n).toBe(51);
  }, 120_000);
});
