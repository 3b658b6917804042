/**
 * The benchmark database: PGlite in a temporary folder, or a fresh PostgreSQL database made
 * on the given server (dropped by `cleanup` unless kept). Every SQL statement can be captured.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { type Database, type Db, openDatabase } from '../../apps/api/src/db/client.ts';
import { addMembership, makeUser } from '../../apps/api/src/db/seed/factories.ts';
import { openSession } from '../../apps/api/src/modules/auth/sessions.service.ts';

/** A statement as the app sent it; `name` when it ran as a named prepared statement (pg only). */
export type Captured = { text: string; params: unknown[]; name?: string };
/**
 * What the drivers have in common: PGlite and pg.Pool both answer `{ rows }`. Only pg takes a
 * `{ name, text }` (a named prepared statement); PGlite's Drizzle driver never sends one.
 */
export type QueryClient = {
  query(
    text: string | { name: string; text: string },
    params?: unknown[],
  ): Promise<{ rows: Record<string, unknown>[] }>;
};

export type BenchDatabase = {
  database: Database;
  /** The driver under Drizzle: the PGlite instance, or the pg.Pool. */
  client: QueryClient;
  /** A folder for the app's data (the PGlite folder's parent, or a temporary one). */
  dataDir: string;
  /** Runs `fn` and answers the statements it sent. */
  capture(fn: () => Promise<unknown>): Promise<Captured[]>;
  cleanup(): Promise<void>;
};

export async function createBenchDatabase(opts: {
  serverUrl?: string;
  keep?: boolean;
  log?: (m: string) => void;
}): Promise<BenchDatabase> {
  const log = opts.log ?? (() => {});
  const cleanups: (() => Promise<void> | void)[] = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cuvee-bench-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  let databaseUrl: string | undefined;
  if (opts.serverUrl) {
    const serverUrl = opts.serverUrl;
    const name = `cuvee_bench_${Date.now()}_${process.pid}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    log(`PostgreSQL database ${name}`);
    cleanups.unshift(async () => {
      if (opts.keep) return log(`kept the database: ${databaseUrl}`);
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    });
  } else {
    log(`PGlite in ${dataDir}`);
  }
  let sink: Captured[] | null = null;
  const database = await openDatabase({
    databaseUrl,
    dataDir: databaseUrl ? null : dataDir,
    logger: { logQuery: (text, params) => sink?.push({ text, params: [...params] }) },
  });
  cleanups.unshift(() => database.close());
  await database.migrate();
  const client = (database.db as unknown as { $client: QueryClient }).$client;
  // The logger does not say which statements the app prepared (Drizzle's `.prepare(name)`):
  // the driver's calls do, so the twins can run those under the same name.
  const names = new Map<string, string>();
  // Every argument passes through: PGlite's Drizzle driver sends options (row mode) third.
  const query = client.query.bind(client) as (...args: unknown[]) => ReturnType<QueryClient['query']>;
  client.query = (...args: unknown[]) => {
    const config = args[0] as string | { name?: string; text: string };
    if (sink && typeof config === 'object' && config.name) names.set(config.text, config.name);
    return query(...args);
  };
  return {
    database,
    client,
    dataDir,
    async capture(fn) {
      const seen: Captured[] = [];
      sink = seen;
      try {
        await fn();
      } finally {
        sink = null;
      }
      return seen.map((s) => (names.has(s.text) ? { ...s, name: names.get(s.text) } : s));
    },
    async cleanup() {
      for (const c of cleanups.splice(0)) {
        try {
          await c();
        } catch (err) {
          console.error('cleanup:', err);
        }
      }
    },
  };
}

/**
 * A signed-in buyer of the caviste typology in `shopId`, with a session of its own: the routes
 * then verify the token and load the principal as for any member (decision 0023).
 */
export async function signedInCaviste(app: FastifyInstance, db: Db, shopId: string): Promise<string> {
  const buyer = await makeUser(db, { role: 'buyer', email: 'bench-caviste@bench.cuvee.test', isPro: true });
  await addMembership(db, { shopId, userId: buyer.id, role: 'buyer', typology: 'caviste' });
  const session = await openSession(db, { userId: buyer.id });
  return app.jwt.sign({ sub: buyer.id, sid: session.id, tv: buyer.tokenVersion, typ: 'user' });
}
