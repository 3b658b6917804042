// Starts the product as `npm start` does, on a fresh embedded database with the demo data,
// for the browser tests. The folder is removed when the server stops.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dataDir = mkdtempSync(path.join(tmpdir(), 'cuvee-e2e-'));
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: process.env.E2E_PORT ?? '3999',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    // Journeys sign in often from one address; the per-account lock still applies.
    LOGIN_RATE_LIMIT: process.env.LOGIN_RATE_LIMIT ?? '1000',
    PUBLIC_URL: `http://localhost:${process.env.E2E_PORT ?? '3999'}`,
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
