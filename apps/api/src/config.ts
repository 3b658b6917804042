import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Cuvée <no-reply@cuvee.local>'),
  JWT_SECRET: z.string().min(32).optional(),
  PUBLIC_URL: z.string().optional(),
  WEB_DIST: z.string().optional(),
  NODE_ENV: z.string().default('development'),
  LOG_LEVEL: z.string().default('info'),
  /** auto: the demo shops, accounts and a season of sales; catalogue: without the sales; never. */
  SEED_DEMO: z.enum(['auto', 'catalogue', 'never']).default('auto'),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(20),
  // A search or list statement past it is cancelled (issue 23, finding 6); the pool has 10 connections.
  LIST_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(5_000),
  TRUST_PROXY: z.string().default(''),
  /**
   * For the tests that kill the server mid-job (server.crash.test.ts) only: a pause after each
   * step of a long job (a client import's batch, a PDF's claim), so that the kill lands inside
   * it. 0 (none) unless set; never set in production.
   */
  JOB_STEP_PAUSE_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  // Card and SEPA payments (docs/payments.md): without both keys, they are not offered.
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Another address for Stripe's API (the local stand-in, tests and e2e); Stripe's own by default. */
  STRIPE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Where the browser loads Stripe.js from; the CSP allows this origin (decision 0039). */
  STRIPE_JS_URL: z.url({ protocol: /^https?$/ }).default('https://js.stripe.com/v3/'),
});

/** The names proxy-addr knows for address ranges, as Fastify's `trustProxy` accepts them. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address ?? '');
  if (!version || rest.length > 0) return false;
  if (prefix === undefined) return true;
  // A prefix length, or an IPv4 netmask (proxy-addr accepts both).
  if (/^\d+$/.test(prefix)) return Number(prefix) <= (version === 4 ? 32 : 128);
  return version === 4 && isIP(prefix) === 4;
}

/**
 * Whom to believe about the client's address (X-Forwarded-For): nobody by default, so that a
 * forged header cannot escape the rate limits; `true` for every hop (only when the API is
 * reachable through the proxy alone), or the proxies' addresses (docs/decisions/0021).
 * A bare hop count is refused: Fastify 5 ignores it and would trust no one, silently.
 */
export function parseTrustProxy(value: string): boolean | string[] {
  const text = value.trim();
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  const entries = text.split(',').map((e) => e.trim());
  const wrong = entries.filter((e) => !isProxyAddress(e));
  if (wrong.length > 0) {
    throw new Error(
      `TRUST_PROXY : ${wrong.map((e) => `« ${e} »`).join(', ')} n'est pas une adresse de proxy ` +
        "(attendu : false, true, ou une liste d'adresses IP ou de plages CIDR séparées par des virgules, " +
        'ou loopback, linklocal, uniquelocal)',
    );
  }
  return entries;
}

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  jwtSecret: string;
  publicUrl: string;
  webDist: string;
  production: boolean;
  logLevel: string;
  seedDemo: boolean;
  /** The demo's season of sales on a new database (db/seed/demo-sales.ts). */
  seedDemoSales: boolean;
  /** Where uploaded images are stored (served at /uploads). */
  uploadsDir: string;
  /** Sign-in attempts allowed per IP per minute. */
  loginRateLimit: number;
  /** The time limit of each statement of a list or search route (ms): a 422 past it, never a held connection. */
  listStatementTimeoutMs: number;
  /** JOB_STEP_PAUSE_MS (decision 0075): the crash tests' pause inside long jobs; 0 otherwise. */
  jobStepPauseMs: number;
  /**
   * The sweepers of stranded rows run at the queue's start and every minute (decision 0074).
   * Off in the API test apps (decision 0098): a sweep on a timer would start jobs no test asked
   * for, that `settled()` then waits for; a test of a sweeper runs it by `jobs.sweepNow()`.
   */
  sweepStranded: boolean;
  /** Fastify's `trustProxy`: false by default, so X-Forwarded-For is ignored (decision 0021). */
  trustProxy: boolean | string[];
  /** Stripe's keys and addresses, when both keys are set (decision 0039). */
  stripe: StripeConfig | undefined;
};

export type StripeConfig = {
  secretKey: string;
  publishableKey: string;
  /** Without it, every webhook is refused (a signature cannot be checked). */
  webhookSecret: string | undefined;
  apiUrl: string | undefined;
  jsUrl: string;
};

function stripeConfig(e: z.infer<typeof EnvSchema>): StripeConfig | undefined {
  if (!e.STRIPE_SECRET_KEY || !e.STRIPE_PUBLISHABLE_KEY) return undefined;
  return {
    secretKey: e.STRIPE_SECRET_KEY,
    publishableKey: e.STRIPE_PUBLISHABLE_KEY,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET || undefined,
    apiUrl: e.STRIPE_API_URL,
    jsUrl: e.STRIPE_JS_URL,
  };
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Without JWT_SECRET, a random secret is kept in the data folder so sessions survive restarts. */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const e = EnvSchema.parse(env);
  const dataDir = path.resolve(repoRoot, e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL || undefined,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    jwtSecret: overrides.jwtSecret ?? e.JWT_SECRET ?? persistentSecret(dataDir),
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    webDist: path.resolve(repoRoot, e.WEB_DIST ?? 'apps/web/dist'),
    production: e.NODE_ENV === 'production',
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO !== 'never',
    seedDemoSales: e.SEED_DEMO === 'auto',
    uploadsDir: path.join(dataDir, 'uploads'),
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    listStatementTimeoutMs: e.LIST_STATEMENT_TIMEOUT_MS,
    jobStepPauseMs: e.JOB_STEP_PAUSE_MS,
    sweepStranded: true,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    stripe: stripeConfig(e),
    ...overrides,
  };
}
