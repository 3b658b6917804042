import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getTableColumns, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from './schema.ts';

// The first wall of decision 0015, checked on the source: a module reaches a tenant table
// (one with shop_id, read from the schema) on a transaction only through `scoped(tx, ctx)`,
// or, for a join, with `owns(table)` in the same statement. The public storefront and the
// system paths read through their own handles (`db`, `publicRead`), not `tx`.

const TENANT_NAMES = Object.entries(schema as Record<string, unknown>)
  .filter(([, value]) => is(value, PgTable))
  .filter(([, table]) => Object.values(getTableColumns(table as PgTable)).some((c) => c.name === 'shop_id'))
  .map(([name]) => name);

const modules = path.join(import.meta.dirname, '..', 'modules');
const sources = readdirSync(modules, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.table.ts'))
  .map((file) => ({ file, text: readFileSync(path.join(modules, file), 'utf8') }));

/** Statements on `tx` that touch a tenant table without the scope. */
export function unscopedStatements(text: string, tenant: readonly string[]): string[] {
  const names = tenant.join('|');
  const statement = /\btx\s*\.\s*(select|insert|update|delete)\b[\s\S]*?;/g;
  const touches = new RegExp(`\\.(from|insert|update|delete|innerJoin|leftJoin)\\(\\s*(${names})\\s*[,)]`);
  const writes = new RegExp(`\\btx\\s*\\.\\s*(insert|update|delete)\\(\\s*(${names})\\s*\\)`);
  return [...text.matchAll(statement)]
    .map((m) => m[0])
    .filter((s) => writes.test(s) || (touches.test(s) && !s.includes('owns(')));
}

describe('tenant tables reached through the scope only', () => {
  it('finds the tenant tables and the modules', () => {
    expect(TENANT_NAMES).toEqual(expect.arrayContaining(['products', 'productFormats', 'shopMemberships']));
    expect(sources.some((s) => s.file.endsWith('products.service.ts'))).toBe(true);
  });

  it('has no module statement on a transaction that forgets the shop', () => {
    const found = sources.flatMap(({ file, text }) =>
      unscopedStatements(text, TENANT_NAMES).map((s) => `${file}: ${s.slice(0, 80)}`),
    );
    expect(found).toEqual([]);
  });

  it('would catch one', () => {
    expect(
      unscopedStatements('await tx.select().from(products).where(eq(products.id, id));', TENANT_NAMES),
    ).toHaveLength(1);
    expect(
      unscopedStatements(
        'await tx.update(productFormats).set(v).where(eq(productFormats.id, id));',
        TENANT_NAMES,
      ),
    ).toHaveLength(1);
    expect(
      unscopedStatements(
        'await s.update(productFormats).set(v).where(eq(productFormats.id, id));',
        TENANT_NAMES,
      ),
    ).toEqual([]);
    expect(
      unscopedStatements(
        'await tx.select(f).from(productFormats).innerJoin(products, and(on, owns(products))).where(and(owns(productFormats)));',
        TENANT_NAMES,
      ),
    ).toEqual([]);
  });
});
