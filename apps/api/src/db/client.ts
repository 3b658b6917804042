import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { openPglite } from './pglite.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction has the same query surface as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
};

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/**
 * Sees each statement with its parameters: a hook for tests and benches, never a log sink, since
 * parameters hold e-mails and password hashes (docs/decisions/0021).
 */
export type QueryLogger = { logQuery(query: string, params: unknown[]): void };

/** PostgreSQL when a URL is given, else PGlite in `dataDir` (or in memory when dataDir is null). */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string | null;
  /** Sees every SQL statement (tests count queries with it). */
  logger?: QueryLogger;
}): Promise<Database> {
  const logger = opts.logger ?? false;
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // A connection the server ends (a restart, an administrator, a test dropping its database
    // while the pool closes) emits 'error' on its client, and pg-pool listens only while the
    // client is idle in the pool: unheard, it would end the process. A query in flight still
    // gets its own error; once the pool is closing, the server's goodbye is expected.
    let closing = false;
    const onConnectionError = (error: Error) => {
      if (!closing) console.error(`PostgreSQL connection error: ${error.message}`);
    };
    pool.on('connect', (client) => client.on('error', onConnectionError));
    // pg-pool re-emits an idle client's error on the pool (an unheard 'error' would throw); the
    // client's own listener above has reported it already.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema, logger }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder }),
      close: () => {
        closing = true;
        return pool.end();
      },
    };
  }
  let client: PGlite;
  if (opts.dataDir) {
    const dir = path.join(opts.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = openPglite({ dataDir: dir });
  } else {
    client = openPglite();
  }
  await client.waitReady;
  const pdb = drizzlePglite(client, { schema, logger });
  return {
    db: pdb as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(pdb, { migrationsFolder }),
    close: () => client.close(),
  };
}
