import { readFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { inject } from 'vitest';
import { type Db, openDatabase, type QueryLogger } from '../db/client.ts';
import { openPglite } from '../db/pglite.ts';
import * as schema from '../db/schema.ts';
import { resetPglite, type Snapshot, takeSnapshot } from './test-db.snapshot.ts';
import { databaseUrl, onServer, type TestTemplate, uniqueName } from './test-db.template.ts';

declare module 'vitest' {
  interface ProvidedContext {
    apiTestTemplate: TestTemplate;
  }
}

/** What a test file starts from: the whole demo, or the migrated tables with no rows. */
export type TestSeed = 'demo' | 'empty';

export type TestDatabase = { db: Db; kind: 'pglite' | 'postgres'; close(): Promise<void> };

/**
 * A database of its own for one test file, copied from the template built once per run
 * (docs/decisions/0013). PostgreSQL: `CREATE DATABASE … TEMPLATE`, dropped on close. PGlite:
 * one instance per worker, put back to the template's rows before each file (the suite runs
 * with `isolate: false`, so this module, and the instance, live as long as the worker).
 */
export async function openTestDatabase(opts: {
  seed: TestSeed;
  logger?: QueryLogger;
}): Promise<TestDatabase> {
  const template = inject('apiTestTemplate');
  if (!template) {
    throw new Error("Modèle de base de test absent : lancer la suite par le projet Vitest 'api'.");
  }
  return template.kind === 'postgres' ? copyOnServer(template, opts) : pgliteCopy(template, opts);
}

async function copyOnServer(
  template: Extract<TestTemplate, { kind: 'postgres' }>,
  opts: { seed: TestSeed; logger?: QueryLogger },
): Promise<TestDatabase> {
  const name = uniqueName('cuvee_test');
  await onServer(template.serverUrl, `create database ${name} template ${template.templateName}`);
  const database = await openDatabase({
    databaseUrl: databaseUrl(template.serverUrl, name),
    logger: opts.logger,
  });
  if (opts.seed === 'empty') {
    const rows = (await database.db.execute(
      "select tablename from pg_tables where schemaname = 'public'",
    )) as unknown as { rows: { tablename: string }[] };
    const tables = rows.rows.map((r) => `public."${r.tablename}"`).join(', ');
    if (tables) await database.db.execute(`truncate ${tables} restart identity cascade`);
  }
  return {
    db: database.db,
    kind: 'postgres',
    async close() {
      await database.close();
      await onServer(template.serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

type Shared = { client: PGlite; snapshot: Snapshot; inUse: boolean };
let dump: Blob | undefined;
let shared: Promise<Shared> | undefined;

async function loadPglite(template: Extract<TestTemplate, { kind: 'pglite' }>) {
  dump ??= new Blob([readFileSync(template.dumpFile)]);
  const client = openPglite({ loadDataDir: dump });
  await client.waitReady;
  return client;
}

async function pgliteCopy(
  template: Extract<TestTemplate, { kind: 'pglite' }>,
  opts: { seed: TestSeed; logger?: QueryLogger },
): Promise<TestDatabase> {
  shared ??= loadPglite(template).then(async (client) => ({
    client,
    snapshot: await takeSnapshot(client),
    inUse: false,
  }));
  const worker = await shared;
  let client: PGlite;
  let release: () => Promise<void>;
  if (worker.inUse) {
    // A second database in the same file (rare): a fresh instance of its own.
    client = await loadPglite(template);
    if (opts.seed === 'empty') await resetPglite(client, await takeSnapshot(client), 'empty');
    release = () => client.close();
  } else {
    worker.inUse = true;
    client = worker.client;
    await resetPglite(client, worker.snapshot, opts.seed);
    release = async () => {
      worker.inUse = false;
    };
  }
  // The same drizzle setup as db/client.ts, on the worker's instance.
  const db = drizzlePglite(client, { schema, logger: opts.logger ?? false }) as unknown as Db;
  return { db, kind: 'pglite', close: release };
}
