import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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
  SEED_DEMO: z.enum(['auto', 'never']).default('auto'),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(20),
});

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
  /** Where uploaded images are stored (served at /uploads). */
  uploadsDir: string;
  /** Sign-in attempts allowed per IP per minute. */
  loginRateLimit: number;
};

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
    seedDemo: e.SEED_DEMO === 'auto',
    uploadsDir: path.join(dataDir, 'uploads'),
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    ...overrides,
  };
}
