import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type Database, openDatabase, type QueryLogger } from '../db/client.ts';
import { DEMO_PASSWORD, seedDemo } from '../db/seed/demo.ts';

/**
 * A migrated database with the demo data and an app on it. PGlite in memory by default;
 * with TEST_DATABASE_URL, a fresh PostgreSQL database made for this file and dropped after.
 */
export async function createTestApp(overrides: Partial<Config> = {}, opts: { logger?: QueryLogger } = {}) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  let database: Database;
  let dropDatabase = async () => {};
  if (serverUrl) {
    const name = `cuvee_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    database = await openDatabase({ databaseUrl: url.toString(), logger: opts.logger });
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  } else {
    database = await openDatabase({ dataDir: null, logger: opts.logger });
  }
  await database.migrate();
  await seedDemo(database.db);
  const config = loadConfig(
    { JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing' },
    {
      webDist: '/nonexistent-web-dist',
      publicUrl: 'http://localhost:3000',
      loginRateLimit: 10_000,
      ...overrides,
    },
  );
  const app = await buildApp({ config, db: database.db, logger: process.env.API_LOG === '1' });
  await app.ready();

  const tokens = new Map<string, string>();
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
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export const auth = (jwt: string) => ({ authorization: `Bearer ${jwt}` });

export async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  opts: { jwt?: string; body?: unknown } = {},
) {
  const res = await app.inject({
    method,
    url,
    headers: opts.jwt ? auth(opts.jwt) : {},
    ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers of many shapes
  return { status: res.statusCode, body: res.json() as Record<string, any> };
}
