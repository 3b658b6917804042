import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from './pglite.ts';

// Drizzle's migrator applies only the migrations dated after the newest one a database has: a
// migration dated earlier than one before it is skipped on every existing database (decision 0035).
const folder = path.join(import.meta.dirname, 'migrations');
type Entry = { idx: number; when: number; tag: string };
const journal = JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
  entries: Entry[];
};

const temps: string[] = [];
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

/** A migrations folder as an earlier release shipped it: its first entries, with their dates then. */
function release(count: number, datedThen: Record<string, number> = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'cuvee-release-'));
  temps.push(dir);
  cpSync(folder, dir, { recursive: true });
  const entries = journal.entries.slice(0, count).map((e) => ({ ...e, when: datedThen[e.tag] ?? e.when }));
  writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  return dir;
}

/** Every column and index of the public schema, as a comparable list. */
async function shape(client: PGlite): Promise<string[]> {
  const columns = await client.query<{ c: string }>(
    `select table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable as c
       from information_schema.columns where table_schema = 'public'`,
  );
  const indexes = await client.query<{ c: string }>(
    `select indexname || ' ' || indexdef as c from pg_indexes where schemaname = 'public'`,
  );
  return [...columns.rows, ...indexes.rows].map((r) => r.c).sort();
}

async function migrated(...folders: string[]): Promise<string[]> {
  const client = openPglite();
  const db = drizzle(client);
  for (const migrationsFolder of folders) await migrate(db, { migrationsFolder });
  const result = await shape(client);
  await client.close();
  return result;
}

describe('migrations', () => {
  it('are dated in the order they run, so an existing database never skips one', () => {
    const dates = journal.entries.map((e) => e.when);
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    expect(new Set(dates).size).toBe(dates.length);
  });

  it("bring a database made by an earlier release to today's schema", async () => {
    const fresh = await migrated(folder);
    // Released with 0004 as the last migration.
    expect(await migrated(release(5), folder)).toEqual(fresh);
    // Released with 0005 dated before 0004 (as it first shipped): 0005 runs again, harmlessly.
    expect(await migrated(release(6, { '0005_sessions': 1795523703614 }), folder)).toEqual(fresh);
  }, 60_000);
});
