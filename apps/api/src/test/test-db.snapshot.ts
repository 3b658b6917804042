import type { PGlite } from '@electric-sql/pglite';

/**
 * The template's rows kept beside the tables of a worker's PGlite instance, so that each test
 * file gets them back in a few milliseconds instead of loading a new instance
 * (docs/decisions/0013, docs/benchmarks/test-suites.md).
 */
export type Snapshot = {
  /** Puts the template's rows back into the truncated tables. */
  refill: string;
  /** Each sequence's position in the template. */
  sequences: { name: string; lastValue: string | null; isCalled: boolean }[];
};

const SNAPSHOT_SCHEMA = 'test_snapshot';
const q = (name: string) => `"${name.replaceAll('"', '""')}"`;

export async function takeSnapshot(client: PGlite): Promise<Snapshot> {
  // Generated columns cannot be inserted into: they are recomputed on refill.
  const columns = await client.query<{ table_name: string; columns: string[] }>(
    `select c.table_name, array_agg(c.column_name::text order by c.ordinal_position) as columns
       from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
      group by c.table_name order by c.table_name`,
  );
  const copies = columns.rows.map(
    ({ table_name, columns }) =>
      `create table ${SNAPSHOT_SCHEMA}.${q(table_name)} as select ${columns.map(q).join(', ')} from public.${q(table_name)};`,
  );
  await client.exec(
    `drop schema if exists ${SNAPSHOT_SCHEMA} cascade; create schema ${SNAPSHOT_SCHEMA}; ${copies.join('\n')}`,
  );
  const refill = columns.rows
    .map(({ table_name, columns }) => {
      const list = columns.map(q).join(', ');
      return `insert into public.${q(table_name)} (${list}) overriding system value select ${list} from ${SNAPSHOT_SCHEMA}.${q(table_name)};`;
    })
    .join('\n');
  const names = await client.query<{ name: string }>(
    "select format('%I.%I', schemaname, sequencename) as name from pg_sequences where schemaname = 'public'",
  );
  const sequences: Snapshot['sequences'] = [];
  for (const { name } of names.rows) {
    const state = await client.query<{ last_value: string; is_called: boolean }>(
      `select last_value::text, is_called from ${name}`,
    );
    sequences.push({ name, lastValue: state.rows[0]!.last_value, isCalled: state.rows[0]!.is_called });
  }
  return { refill, sequences };
}

/**
 * Empties every table of the public schema (a table a test created too) and refills them with
 * the template's rows, or leaves them empty, and drops every job pg-boss holds. Triggers and foreign keys are off meanwhile
 * (session_replication_role), as in a restore; session settings a test changed are reset.
 */
export async function resetPglite(client: PGlite, snapshot: Snapshot, seed: 'demo' | 'empty') {
  const tables = await client.query<{ name: string }>(
    "select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = 'public'",
  );
  const truncate = tables.rows.length
    ? `truncate ${tables.rows.map((t) => t.name).join(', ')} restart identity;`
    : '';
  const sequences = snapshot.sequences
    .map((s) =>
      seed === 'demo' && s.lastValue !== null
        ? `select setval('${s.name}', ${Number(s.lastValue)}, ${s.isCalled});`
        : `alter sequence ${s.name} restart;`,
    )
    .join('\n');
  // The jobs an earlier file left queued or scheduled (pg-boss's own schema) go too: the next
  // file's workers would run them, behind its own jobs (decision 0124).
  const jobs = await client.query<{ found: boolean }>(
    "select to_regclass('pgboss.job') is not null as found",
  );
  const dropJobs = jobs.rows[0]?.found ? 'truncate pgboss.job;' : '';
  await client.exec(`reset all;
set session_replication_role = replica;
${truncate}
${dropJobs}
${seed === 'demo' ? snapshot.refill : ''}
${sequences}
set session_replication_role = origin;`);
}
