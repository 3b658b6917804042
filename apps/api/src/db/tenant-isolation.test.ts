import { eq, getTableColumns, getTableName, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import type { DbOrTx } from './client.ts';
import * as schema from './schema.ts';
import { inTenant, scoped, type TenantScope, type TenantTable } from './tenant.ts';

// Every table with a shop_id, read from the Drizzle schema (a new tenant table is covered the
// day it is added): a member of another shop can neither read nor change its rows, through the
// scoped helper nor through a query written without any shop filter, which row-level security
// answers inside a tenant transaction (decision 0015). On PGlite, and on PostgreSQL with
// TEST_DATABASE_URL.

const TENANT_TABLES = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .filter((table) =>
    Object.values(getTableColumns(table)).some((c) => c.name === 'shop_id'),
  ) as TenantTable[];

let t: TestApp;
/** Shop A (Domaine Démo) and its owner; shop B (Maison Seconde) and its owner. */
let a: { shopId: string; userId: string };
let b: TenantScope;

const rowsOf = async (db: DbOrTx, table: TenantTable, shopId: string) =>
  Number(
    (
      (await db.execute(
        sql`select count(*)::int as n from ${table} where shop_id = ${shopId}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows[0]!.n,
  );

/**
 * A row of `table` for shop A, built from the table's own columns and foreign keys; null while a
 * table it references has no row of shop A yet.
 */
/** Columns a CHECK constraint holds to a list: a value it allows (the ledger's kinds, issue 25). */
const CHECKED: Record<string, Record<string, unknown>> = {
  payment_allocations: { kind: 'credit' },
  // The books (issue 26): a line is on one side only.
  accounting_entry_lines: { debit: 1, credit: 0 },
  collaborator_rights_log: { kind: 'invited' },
  // An agent's contract (issue 28): its basis is one of two.
  commission_rules: { basis: 'invoicesPaid' },
  // Loyalty (issue 29): a reward is a discount or products, an entry names its cause.
  loyalty_rewards: { kind: 'discount' },
  loyalty_entries: { cause: 'adjustment' },
  // The sales structure (issue 28): nobody reports to themselves; a row at the top reports to none.
  sales_reporting_lines: { reports_to: null },
  // An objective is a member's or a team's, not both.
  sales_objectives: { team_id: null },
};

async function rowFor(table: TenantTable): Promise<Record<string, unknown> | null> {
  const config = getTableConfig(table);
  const referenced = new Map<string, string>();
  for (const fk of config.foreignKeys) {
    const ref = fk.reference();
    const target = getTableName(ref.foreignTable);
    const column = ref.columns[0]!.name;
    // A row inside another of its table (a box's bottle in its box line) may stand alone.
    if (target === config.name && !ref.columns[0]!.notNull) continue;
    let value: string;
    if (target === 'shops') value = a.shopId;
    else if (target === 'users') value = a.userId;
    else {
      const [row] = (
        (await t.db.execute(
          sql`select ${sql.identifier(ref.foreignColumns[0]!.name)} as id from ${ref.foreignTable} where shop_id = ${a.shopId} limit 1`,
        )) as unknown as { rows: { id: string }[] }
      ).rows;
      if (!row) return null;
      value = row.id;
    }
    referenced.set(column, value);
  }
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const checked = CHECKED[config.name]?.[column.name];
    if (checked !== undefined) row[key] = checked;
    else if (referenced.has(column.name)) row[key] = referenced.get(column.name);
    else if (column.primary) row[key] = uuidv7();
    else if (column.hasDefault || !column.notNull) continue;
    else if (column.columnType === 'PgUUID') row[key] = uuidv7();
    else if (column.columnType === 'PgDateString') row[key] = '2026-01-01';
    else if (column.dataType === 'string') row[key] = `isolation-${uuidv7()}`;
    else if (column.dataType === 'number') row[key] = 1;
    else if (column.dataType === 'boolean') row[key] = false;
    else if (column.dataType === 'date') row[key] = new Date();
    else row[key] = {};
  }
  return row;
}

beforeAll(async () => {
  t = await createTestApp();
  const member = async (urlShop: string) => {
    const [row] = await t.db
      .select({ shopId: schema.shopMemberships.shopId, userId: schema.shopMemberships.userId })
      .from(schema.shopMemberships)
      .innerJoin(schema.shops, eq(schema.shops.id, schema.shopMemberships.shopId))
      .where(sql`${schema.shops.urlShop} = ${urlShop} and ${schema.shopMemberships.role} = 'owner'`);
    return row!;
  };
  a = await member('domaine-demo');
  const other = await member('maison-seconde');
  b = { user: { id: other.userId }, shop: { id: other.shopId }, shops: [{ id: other.shopId }] };
  // Every tenant table holds rows of shop A (the demo's, or one built here), the tables a row
  // references first: passes until none is left.
  let empty = [];
  for (const table of TENANT_TABLES) if ((await rowsOf(t.db, table, a.shopId)) === 0) empty.push(table);
  while (empty.length > 0) {
    const left = [];
    for (const table of empty) {
      const row = await rowFor(table);
      if (row) await t.db.insert(table).values(row);
      else left.push(table);
    }
    if (left.length === empty.length) throw new Error(`no row can be built for ${left.map(getTableName)}`);
    empty = left;
  }
});
afterAll(() => t?.close());

describe('shop isolation of every tenant table', () => {
  it('finds the tenant tables in the schema', () => {
    const names = TENANT_TABLES.map((table) => getTableName(table));
    expect(names).toEqual(
      expect.arrayContaining(['products', 'product_formats', 'shop_memberships', 'drm_filings']),
    );
    expect(names.length).toBeGreaterThanOrEqual(6);
  });

  for (const table of TENANT_TABLES) {
    const name = getTableName(table);
    describe(name, () => {
      it("is read by another shop's member as empty of shop A's rows, filtered or not", async () => {
        const before = await rowsOf(t.db, table, a.shopId);
        expect(before).toBeGreaterThan(0);
        const seen = await inTenant(t.db, b, async (tx) => ({
          scopedRows: await scoped(tx, b).selectAll(table),
          unscoped: await tx.select().from(table as PgTable),
          raw: ((await tx.execute(sql`select * from ${table}`)) as unknown as { rows: { shop_id: string }[] })
            .rows,
          counted: await rowsOf(tx, table, a.shopId),
        }));
        expect(seen.counted).toBe(0);
        expect(seen.raw.filter((r) => r.shop_id === a.shopId)).toEqual([]);
        const shopIds = (rows: unknown[]) => rows.map((r) => (r as { shopId: string | null }).shopId);
        expect(shopIds(seen.unscoped)).not.toContain(a.shopId);
        expect(shopIds(seen.scopedRows)).not.toContain(a.shopId);
      });

      it("cannot be changed, deleted or written into for shop A by another shop's member", async () => {
        const before = await rowsOf(t.db, table, a.shopId);
        const changed = await inTenant(t.db, b, async (tx) => {
          const update = (await tx.execute(
            sql`update ${table} set shop_id = shop_id where shop_id = ${a.shopId}`,
          )) as unknown as { rowCount?: number; affectedRows?: number };
          const remove = (await tx.execute(
            sql`delete from ${table} where shop_id = ${a.shopId}`,
          )) as unknown as {
            rowCount?: number;
            affectedRows?: number;
          };
          return [update.rowCount ?? update.affectedRows ?? 0, remove.rowCount ?? remove.affectedRows ?? 0];
        });
        expect(changed).toEqual([0, 0]);
        // A row written for shop A from shop B's transaction is refused by the policy.
        const row = (await rowFor(table))!;
        await expect(inTenant(t.db, b, (tx) => tx.insert(table).values(row))).rejects.toThrow();
        expect(await rowsOf(t.db, table, a.shopId)).toBe(before);
      });
    });
  }
});
