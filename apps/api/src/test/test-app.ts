import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import type { QueryLogger } from '../db/client.ts';
import { DEMO_PASSWORD } from '../db/seed/demo.ts';
import { openTestDatabase, type TestSeed } from './test-db.ts';

/**
 * An app on a migrated database of its own, copied from the template the suite's global setup
 * built once (docs/decisions/0013): the whole demo by default, or the tables with no rows
 * (`{ seed: 'empty' }`) for a test that builds its few rows with db/seed/factories.ts.
 * PGlite by default; PostgreSQL when TEST_DATABASE_URL names a server.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  opts: {
    logger?: QueryLogger;
    seed?: TestSeed;
    /** Receives the app's log lines (JSON), at the config's level. */
    logStream?: { write(line: string): void };
  } = {},
) {
  const database = await openTestDatabase({ seed: opts.seed ?? 'demo', logger: opts.logger });
  const config = loadConfig(
    { JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing' },
    {
      webDist: '/nonexistent-web-dist',
      publicUrl: 'http://localhost:3000',
      loginRateLimit: 10_000,
      sweepStranded: false,
      ...overrides,
    },
  );
  const app = await buildApp({
    config,
    db: database.db,
    logger: process.env.API_LOG === '1' || opts.logStream !== undefined,
    logStream: opts.logStream,
  });
  await app.ready();

  const tokens = new Map<string, string>();
  const siblings: FastifyInstance[] = [];
  return {
    app,
    db: database.db,
    kind: database.kind,
    /** Signs in and answers the jwt (cached per account). */
    async login(email: string, password = DEMO_PASSWORD): Promise<string> {
      const key = `${email}:${password}`;
      const cached = tokens.get(key);
      if (cached) return cached;
      const res = await app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password } });
      if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.statusCode} ${res.body}`);
      const jwt = res.json().jwt as string;
      tokens.set(key, jwt);
      return jwt;
    },
    forget() {
      tokens.clear();
    },
    /** Waits for the work started after answering and for the jobs this app enqueued (mails, PDFs). */
    async settled() {
      await app.deps.background.settled();
      await app.deps.jobs.settled();
    },
    /** Another API process on the same database, as behind a load balancer (closed with this one). */
    async sibling() {
      const other = await buildApp({ config, db: database.db, logger: false });
      await other.ready();
      siblings.push(other);
      return other;
    },
    async close() {
      for (const other of siblings) await other.close();
      await app.close();
      await database.close();
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export const auth = (jwt: string) => ({ authorization: `Bearer ${jwt}` });

export async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  opts: { jwt?: string; body?: unknown; address?: string } = {},
) {
  const res = await app.inject({
    method,
    url,
    ...(opts.address ? { remoteAddress: opts.address } : {}),
    headers: opts.jwt ? auth(opts.jwt) : {},
    ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers of many shapes
  return { status: res.statusCode, body: res.json() as Record<string, any> };
}
