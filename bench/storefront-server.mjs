// Starts the product as the browser tests do (scripts/e2e-server.mjs: the API serving the built
// web app, on a fresh embedded database with the demo data) on a free port, for the storefront
// benchmarks. Node 22 is taken from node_modules when this script runs under an older Node.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function node22() {
  const local = path.join(ROOT, 'node_modules/node/bin/node');
  const major = Number(process.versions.node.split('.')[0]);
  return major >= 22 || !existsSync(local) ? process.execPath : local;
}

/** Answers { url, stop() } once the server answers /v1/maintenances. */
export async function startAppServer({ log = false } = {}) {
  // WEB_DIST (as the API reads it) points at another build of the web app.
  const dist = path.resolve(ROOT, process.env.WEB_DIST ?? 'apps/web/dist');
  if (!existsSync(path.join(dist, 'index.html'))) {
    throw new Error(`${dist} is missing: run \`npm run build -w @cuvee/web\` first.`);
  }
  const port = Number(process.env.BENCH_PORT ?? (await freePort()));
  const child = spawn(node22(), ['scripts/e2e-server.mjs'], {
    cwd: ROOT,
    stdio: log ? 'inherit' : ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, E2E_PORT: String(port), LOG_LEVEL: 'warn' },
  });
  const url = `http://localhost:${port}`;
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server stopped (code ${child.exitCode})`);
    try {
      const res = await fetch(`${url}/v1/maintenances`);
      if (res.ok) return { url, port, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  await stop();
  throw new Error('the server did not answer within 120 s');
}
