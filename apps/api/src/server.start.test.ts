import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// `npm start` as a newcomer runs it: a new embedded database, the demo with its season of
// sales, then the app answering. Once, on PGlite (what `npm start` uses).

const root = path.resolve(import.meta.dirname, '../../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'cuvee-start-'));
const port = 3600 + Math.floor(Math.random() * 300);
let server: ChildProcess | undefined;
afterAll(() => {
  server?.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('npm start on a new database', () => {
  it('seeds the demo and its sales, then serves them', { timeout: 180_000 }, async () => {
    const { DATABASE_URL: _ignored, ...env } = process.env;
    server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: root,
      env: { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    });
    let out = '';
    server.stdout?.on('data', (chunk) => {
      out += String(chunk);
    });
    server.stderr?.on('data', (chunk) => {
      out += String(chunk);
    });
    const exited = new Promise<number | null>((resolve) => server!.once('exit', resolve));
    const listening = new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        if (out.includes('Cuvée écoute sur')) {
          clearInterval(timer);
          resolve();
        }
      }, 200);
    });
    const code = await Promise.race([listening.then(() => 'listening' as const), exited]);
    expect(code, out).toBe('listening');
    expect(out).toContain('Ventes de démonstration : 13 documents.');
    expect(out).toContain('Commissions de démonstration : 3 relevés.');
    expect(out).toContain('Objectifs de démonstration : 5 objectifs');
    expect(out).toContain('Fidélité de démonstration : 3 cartes reprises.');

    const base = `http://127.0.0.1:${port}`;
    const login = await fetch(`${base}/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'proprietaire@cuvee.demo', password: 'Cuvee2026' }),
    });
    expect(login.status).toBe(200);
    const { jwt } = (await login.json()) as { jwt: string };
    const invoices = await fetch(`${base}/v1/invoices?kind=invoice`, {
      headers: { authorization: `Bearer ${jwt}` },
    });
    expect(invoices.status).toBe(200);
    expect(((await invoices.json()) as { total: number }).total).toBe(7);
  });
});
