import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Database, openDatabase } from '../db/client.ts';
import { databaseUrl, onServer, uniqueName } from './test-db.template.ts';

/*
 * The real server in a child process, as `npm start` runs it (server.start.test.ts), for the
 * tests that kill it (SIGKILL) and start it again on the same data: a file-backed PGlite folder,
 * or a database of its own on the PostgreSQL server that TEST_DATABASE_URL names.
 */

const root = path.resolve(import.meta.dirname, '../../../..');

/** Where the server keeps its data; `open()` reads it in-process while no server runs. */
export type SpawnedData = {
  kind: 'pglite' | 'postgres';
  env: Record<string, string>;
  dataDir: string;
  open(): Promise<Database>;
  dispose(): Promise<void>;
};

export async function spawnedData(): Promise<SpawnedData> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cuvee-crash-'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    return {
      kind: 'pglite',
      env: { DATA_DIR: dataDir },
      dataDir,
      open: () => openDatabase({ dataDir }),
      async dispose() {
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = uniqueName('cuvee_crash');
  await onServer(serverUrl, `create database ${name}`);
  const url = databaseUrl(serverUrl, name);
  return {
    kind: 'postgres',
    env: { DATA_DIR: dataDir, DATABASE_URL: url },
    dataDir,
    open: () => openDatabase({ databaseUrl: url }),
    async dispose() {
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type Spawned = {
  base: string;
  output(): string;
  /** SIGKILL: no hook runs, no job is let finish (what a crash does). */
  kill(): Promise<void>;
  /** SIGTERM: the server closes as it does in production. */
  stop(): Promise<void>;
};

/** Starts `apps/api/src/server.ts` and resolves once it listens (or throws with its output). */
export async function spawnServer(env: Record<string, string>, port: number): Promise<Spawned> {
  const { DATABASE_URL: _a, TEST_DATABASE_URL: _b, SMTP_URL: _c, ...inherited } = process.env;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'catalogue',
      LOGIN_RATE_LIMIT: '1000',
      PUBLIC_URL: `http://localhost:${port}`,
      ...env,
    },
  });
  let out = '';
  child.stdout?.on('data', (chunk) => {
    out += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    out += String(chunk);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  await until('the server listening', 90_000, async () => {
    if (gone()) throw new Error(`Le serveur s'est arrêté au démarrage :\n${out}`);
    return out.includes('Cuvée écoute sur');
  });
  const end = async (signal: NodeJS.Signals) => {
    if (!gone()) child.kill(signal);
    await exited;
  };
  return {
    base: `http://127.0.0.1:${port}`,
    output: () => out,
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
  };
}

/**
 * `count` distinct ports no one listens on now (the system's choice, all held until each is
 * known), for servers a test starts and starts again on the same address: no fixed port for two
 * runs of the suite side by side to fight over (decision 0141), nor for an orphan of a killed
 * run to hold.
 */
export async function freePorts(count: number): Promise<number[]> {
  const probes = Array.from({ length: count }, () => createServer());
  const ports = await Promise.all(
    probes.map(
      (probe) =>
        new Promise<number>((resolve, reject) => {
          probe.once('error', reject);
          probe.listen(0, '127.0.0.1', () => resolve((probe.address() as { port: number }).port));
        }),
    ),
  );
  await Promise.all(probes.map((probe) => new Promise<void>((resolve) => probe.close(() => resolve()))));
  return ports;
}

/** Polls `probe` every `everyMs` until it answers a value (not false/undefined), or fails at the deadline. */
export async function until<T>(
  what: string,
  deadlineMs: number,
  probe: () => Promise<T | false | undefined | null>,
  everyMs = 100,
): Promise<T> {
  const end = Date.now() + deadlineMs;
  for (;;) {
    const value = await probe();
    if (value !== false && value !== undefined && value !== null) return value;
    if (Date.now() > end) throw new Error(`Délai dépassé : ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** A JSON call to the spawned server. */
export async function http<T = Record<string, unknown>>(
  base: string,
  method: string,
  url: string,
  opts: { jwt?: string; shopId?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(opts.jwt ? { authorization: `Bearer ${opts.jwt}` } : {}),
      ...(opts.shopId ? { 'x-shop-id': opts.shopId } : {}),
    },
    ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as T };
}

export async function login(base: string, email: string, password = 'Cuvee2026'): Promise<string> {
  const res = await http<{ jwt: string }>(base, 'POST', '/v1/auth/login', { body: { email, password } });
  if (res.status !== 200) throw new Error(`Connexion refusée pour ${email} : ${JSON.stringify(res.body)}`);
  return res.body.jwt;
}
