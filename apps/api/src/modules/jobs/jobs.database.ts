import { type Db as BossDb, fromPglite, type PGliteLike } from 'pg-boss';
import type { Db } from '../../db/client.ts';

/** pg-boss's database adapter over the driver drizzle holds: PGlite's, or node-postgres's pool. */
export function bossDatabase(db: Db): { db: BossDb; backend: 'pglite' | 'postgres' } {
  const client = (db as unknown as { $client: unknown }).$client as {
    exec?: unknown;
    query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  };
  if (typeof client.exec === 'function') {
    return { db: fromPglite(client as unknown as PGliteLike), backend: 'pglite' };
  }
  // node-postgres answers a multi-statement text with one result per statement; pg-boss unwraps it.
  return {
    db: { executeSql: (text, values) => client.query(text, values) as Promise<{ rows: never[] }> },
    backend: 'postgres',
  };
}
