import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type Db, openDatabase } from '../db/client.ts';
import { openPglite } from '../db/pglite.ts';
import * as schema from '../db/schema.ts';
import { seedDemo } from '../db/seed/demo.ts';

/**
 * What the API suite's global setup built once for the whole run (docs/decisions/0013): a
 * migrated database with the demo data that every test file starts from a copy of.
 */
export type TestTemplate =
  /** PGlite: the data folder dumped as a tar file (`new PGlite({ loadDataDir })`). */
  | { kind: 'pglite'; dumpFile: string }
  /** PostgreSQL: a database each file copies with `CREATE DATABASE … TEMPLATE`. */
  | { kind: 'postgres'; serverUrl: string; templateName: string };

const migrationsFolder = path.join(import.meta.dirname, '../db/migrations');

export const uniqueName = (prefix: string) => `${prefix}_${Date.now()}_${randomBytes(4).toString('hex')}`;

export function databaseUrl(serverUrl: string, name: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on the server's administration database. */
export async function onServer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Migrates and seeds the demo once; answers the template and how to throw it away. */
export async function buildTemplate(
  serverUrl: string | undefined,
): Promise<{ template: TestTemplate; dispose(): Promise<void> }> {
  if (serverUrl) {
    const templateName = uniqueName('cuvee_template');
    await onServer(serverUrl, `create database ${templateName}`);
    const database = await openDatabase({ databaseUrl: databaseUrl(serverUrl, templateName) });
    try {
      await database.migrate();
      await seedDemo(database.db, { papers: false });
    } finally {
      // CREATE DATABASE … TEMPLATE refuses a template anyone is connected to.
      await database.close();
    }
    return {
      template: { kind: 'postgres', serverUrl, templateName },
      dispose: () => onServer(serverUrl, `drop database if exists ${templateName} with (force)`),
    };
  }
  const client = openPglite();
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  // Without terms of sale: a test placing an order about something else need not accept them.
  await seedDemo(db, { papers: false });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dumpFile = path.join(tmpdir(), `${uniqueName('cuvee-test-template')}.tar`);
  writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  return {
    template: { kind: 'pglite', dumpFile },
    dispose: async () => rmSync(dumpFile, { force: true }),
  };
}
