import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { makeUser } from '../db/seed/factories.ts';
import { call, createTestApp, type TestApp } from './test-app.ts';

// The copies test files start from (docs/decisions/0013): what one file changes, the next one
// does not see; 'empty' has the tables and no rows.
const open: TestApp[] = [];
afterAll(() => Promise.all(open.map((t) => t.close())));

type Row = Record<string, unknown>;
const rows = async (t: TestApp, query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: Row[] }).rows;
it('gives the next app the demo as seeded, whatever the previous one changed', async () => {
  const first = await createTestApp();
  const [before] = await rows(first, sql`select count(*)::int as n from products`);
  expect(before!.n).toBeGreaterThan(0);
  // Cascade: the stock ledger keeps the products it names (ON DELETE RESTRICT, decision 0031).
  await first.db.execute(sql`truncate products cascade`);
  await first.db.execute(sql`update shops set name = 'Changé' where url_shop = 'domaine-demo'`);
  await first.close();

  const next = await createTestApp();
  open.push(next);
  const [after] = await rows(next, sql`select count(*)::int as n from products`);
  expect(after!.n).toBe(before!.n);
  const [shop] = await rows(next, sql`select name from shops where url_shop = 'domaine-demo'`);
  expect(shop!.name).toBe('Domaine Démo');
  const jwt = await next.login('proprietaire@cuvee.demo');
  expect((await call(next.app, 'GET', '/v1/users/me', { jwt })).status).toBe(200);
});

it('keeps two apps open at once apart', async () => {
  const other = await createTestApp();
  open.push(other);
  await other.db.execute(sql`delete from notifications`);
  const [mine] = await rows(open[0]!, sql`select count(*)::int as n from notifications`);
  expect(mine!.n).toBeGreaterThan(0);
});

it("answers the migrated tables without a row with seed 'empty', for a test's own fixtures", async () => {
  const empty = await createTestApp({}, { seed: 'empty' });
  open.push(empty);
  const tables = await rows(empty, sql`select tablename from pg_tables where schemaname = 'public'`);
  expect(tables.map((t) => t.tablename)).toContain('products');
  const filled: string[] = [];
  for (const { tablename } of tables) {
    const [row] = await rows(empty, sql`select count(*)::int as n from ${sql.identifier(String(tablename))}`);
    if (row!.n !== 0) filled.push(String(tablename));
  }
  expect(filled).toEqual([]);
  await makeUser(empty.db, { role: 'owner', email: 'seule@exemple.fr' });
  const jwt = await empty.login('seule@exemple.fr');
  expect((await call(empty.app, 'GET', '/v1/users/me', { jwt })).body).toMatchObject({
    user: { email: 'seule@exemple.fr' },
  });
});
