import type { Db } from '../../db/client.ts';

/**
 * Tables a refused request changes by design, each with its reason. `attempt_counters`: the
 * per-address limits of the sign-in, registration and reset routes count every request,
 * whatever its body, and sign-in tries are counted before the password is checked
 * (decision 0027).
 */
const CHANGED_BY_DESIGN = new Set(['attempt_counters']);

/** What the rows of every table were at one moment: a count and a hash per table. */
export type Fingerprint = Map<string, string>;

/**
 * One query over every base table of the public schema (information_schema, so a new table is
 * covered without a word): its row count and the md5 of its rows in a fixed order
 * (docs/decisions/0026). Taken per operation, before and after all its cases.
 */
export async function fingerprint(db: Db): Promise<Fingerprint> {
  const tables = (await db.execute(
    `select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: { table_name: string }[] };
  const parts = tables.rows
    .filter(({ table_name }) => !CHANGED_BY_DESIGN.has(table_name))
    .map(({ table_name }) => {
      const name = `"${table_name.replaceAll('"', '""')}"`;
      const label = `'${table_name.replaceAll("'", "''")}'`;
      return `select ${label} as t, count(*)::text || ':' || md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as h from public.${name} r`;
    });
  if (parts.length === 0) return new Map();
  const rows = (await db.execute(parts.join(' union all '))) as unknown as {
    rows: { t: string; h: string }[];
  };
  return new Map(rows.rows.map((r) => [r.t, r.h]));
}

/** The tables whose rows differ between two fingerprints. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((n) => before.get(n) !== after.get(n)).sort();
}
