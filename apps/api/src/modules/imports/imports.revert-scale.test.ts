import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../db/tenant.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { dataStatements } from '../../test/test-calls.ts';
import { shops } from '../shops/index.ts';
import { users } from '../users/users.table.ts';
import { clientRows, FILE_HEADER, toCsv } from './imports.fixtures.ts';
import { revertImport } from './imports.service.ts';
import { upload } from './imports.test.support.ts';

/*
 * Issue 23, finding 6: reverting an import read every row of the clients' dependent tables once
 * per removed client (2,000 clients: 54 s; 100,000: still running after 24 minutes). A revert
 * sends the same few statements whatever the import's size, and the rows it reads grow with the
 * clients it removes, not with their square.
 */

const seen: string[] = [];
let t: TestApp;
let owner: string;
let demoId: string;
let ownerId: string;
beforeAll(async () => {
  t = await createTestApp({}, { logger: { logQuery: (q) => seen.push(q) } });
  owner = await t.login('proprietaire@cuvee.demo');
  [{ id: demoId }] = (await t.db
    .select({ id: shops.id })
    .from(shops)
    .where(eq(shops.urlShop, 'domaine-demo'))) as [{ id: string }];
  [{ id: ownerId }] = (await t.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'proprietaire@cuvee.demo'))) as [{ id: string }];
}, 60_000);
afterAll(() => t?.close());

async function imported(n: number, prefix: string): Promise<string> {
  const id = (
    await upload(t, toCsv([FILE_HEADER, ...clientRows(n, { prefix })]), `${prefix}.csv`, owner)
  ).json().import.id as string;
  expect((await call(t.app, 'POST', `/v1/client-imports/${id}/start`, { jwt: owner })).status).toBe(200);
  await t.app.deps.jobs.settled();
  return id;
}

describe('reverting an import (issue 23, finding 6)', () => {
  it('sends the same statements for 20 or 400 clients', async () => {
    // One after the other: the fixture's SIRETs repeat from one file to the next.
    const small = await imported(20, 'petit');
    seen.length = 0;
    const a = await call(t.app, 'POST', `/v1/client-imports/${small}/revert`, { jwt: owner });
    expect(a.body.message).toBe('Import annulé : 20 clients supprimés');
    const forSmall = dataStatements(seen).length;
    const large = await imported(400, 'grand');
    seen.length = 0;
    const b = await call(t.app, 'POST', `/v1/client-imports/${large}/revert`, { jwt: owner });
    expect(b.body.message).toBe('Import annulé : 400 clients supprimés');
    expect(dataStatements(seen).length).toBe(forSmall);
  }, 120_000);

  it('reads rows in proportion to the clients it removes, not one whole table per client', async () => {
    const n = 400;
    const id = await imported(n, 'lignes');
    const scope = { user: { id: ownerId }, shop: { id: demoId }, shops: [{ id: demoId }] };
    // Within the revert's own transaction: the rows its statements and their foreign keys read.
    const { removed, read } = await inTenant(t.db, scope, async (tx) => {
      const removed = await revertImport(scope, tx, id);
      const stats = await tx.execute(
        sql`select coalesce(sum(seq_tup_read), 0)::int as n from pg_stat_xact_user_tables`,
      );
      return { removed, read: (stats as unknown as { rows: { n: number }[] }).rows[0]!.n };
    });
    expect(removed).toBe(n);
    // Each removed client's addresses, timeline, tasks, opportunities, orders and invoices are
    // found through an index: a few rows per client, where a scan per client read n × n.
    expect(read, `${read} rows read sequentially to remove ${n} clients`).toBeLessThan(10 * n);
  }, 120_000);
});
