// Starts the product as `npm start` does, on a fresh embedded database with the demo data,
// for the browser tests. The folder is removed when the server stops.
// Card payments are on, against the project's Stripe stand-in (decision 0039) listening on
// E2E_STRIPE_PORT (E2E_PORT + 1000 by default) and posting its webhooks to this server;
// E2E_STRIPE=off starts the server without Stripe keys.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const port = process.env.E2E_PORT ?? '3999';
const dataDir = mkdtempSync(path.join(tmpdir(), 'cuvee-e2e-'));
const withStripe = process.env.E2E_STRIPE !== 'off';
const stripePort = process.env.E2E_STRIPE_PORT ?? String(Number(port) + 1000);
const stripeUrl = `http://127.0.0.1:${stripePort}`;
const keys = { secret: 'sk_test_e2e_cuvee', publishable: 'pk_test_e2e_cuvee', webhook: 'whsec_e2e_cuvee' };

const standIn = withStripe
  ? spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/testing/stripe-stand-in/stand-in.cli.ts'], {
      stdio: 'inherit',
      env: {
        ...process.env,
        STAND_IN_PORT: stripePort,
        STAND_IN_SECRET_KEY: keys.secret,
        STAND_IN_WEBHOOK_URL: `http://127.0.0.1:${port}/v1/payments/stripe/webhook`,
        STAND_IN_WEBHOOK_SECRET: keys.webhook,
      },
    })
  : undefined;
// Mails go over real SMTP to a local sink (apps/api/src/testing/smtp-sink.cli.ts) that the
// journeys read on E2E_PORT + 3000; the development outbox keeps them too.
const sinkSmtpPort = String(Number(port) + 2000);
const sinkHttpPort = String(Number(port) + 3000);
const sink = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/testing/smtp-sink.cli.ts'], {
  stdio: 'inherit',
  env: { ...process.env, SINK_SMTP_PORT: sinkSmtpPort, SINK_HTTP_PORT: sinkHttpPort },
});

const stripeEnv = withStripe
  ? {
      STRIPE_SECRET_KEY: keys.secret,
      STRIPE_PUBLISHABLE_KEY: keys.publishable,
      STRIPE_WEBHOOK_SECRET: keys.webhook,
      STRIPE_API_URL: stripeUrl,
      STRIPE_JS_URL: `${stripeUrl}/v3/`,
    }
  : {};

const serverEnv = {
  ...process.env,
  PORT: port,
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  // The demo without its season of sales: each journey writes the sales it reads.
  SEED_DEMO: 'catalogue',
  // Journeys sign in often from one address; the per-account lock still applies.
  LOGIN_RATE_LIMIT: process.env.LOGIN_RATE_LIMIT ?? '1000',
  PUBLIC_URL: `http://localhost:${port}`,
  SMTP_URL: `smtp://127.0.0.1:${sinkSmtpPort}`,
  ...stripeEnv,
};
// The data journeys cannot make while they run (invoices past due: apps/api/src/testing/
// e2e-journeys.seed.ts), through the API's routes, on this database before the server opens it.
const seed = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/testing/e2e-journeys.seed.ts'], {
  stdio: 'inherit',
  env: serverEnv,
});
if (seed.status !== 0) {
  standIn?.kill('SIGTERM');
  sink.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(seed.status ?? 1);
}
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  stdio: 'inherit',
  env: serverEnv,
});
const stop = () => {
  child.kill('SIGTERM');
  standIn?.kill('SIGTERM');
  sink.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  standIn?.kill('SIGTERM');
  sink.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
