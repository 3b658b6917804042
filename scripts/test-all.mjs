// `npm test`: every suite in order — lint, types, unit, components, API on PGlite, API on PostgreSQL
// when one is reachable, build, browser journeys in Chromium, first-load JS budgets — then one
// closing count.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { ensureChrome } from './chrome.mjs';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const totals = { passed: 0, failed: 0 };
const steps = [];

function run(name, cmd, args, env = {}) {
  console.log(`\n━━ ${name} ━━ ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = r.status === 0;
  steps.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) });
  return ok;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += r.numPassedTests ?? 0;
  totals.failed +=
    (r.numFailedTests ?? 0) + (r.numTotalTestSuites && !r.success && !r.numFailedTests ? 1 : 0);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const s = JSON.parse(readFileSync(file, 'utf8')).stats ?? {};
  totals.passed += (s.expected ?? 0) + (s.flaky ?? 0);
  totals.failed += s.unexpected ?? 0;
}

/** A PostgreSQL server URL for the API suite: TEST_DATABASE_URL, else the local one if it answers. */
async function postgresUrl() {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  const url = 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return url;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}

const vitest = (project, out, env, files = [], label = '') =>
  run(
    `${project} tests${env?.TEST_DATABASE_URL ? ' (PostgreSQL)' : ''}${label}`,
    'npx',
    [
      'vitest',
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
      ...files,
    ],
    env,
  );

/*
 * The API suite runs once on PostgreSQL when a server answers (as in CI), and on PGlite only
 * for the files whose subject is the database itself — migrations, tenancy, the test copies,
 * the job queue, the server's start and crash recovery on its embedded data directory; with no
 * server, or API_PGLITE_ALL=1, the whole suite runs on PGlite (decision 0126). The journeys run
 * every screen against the embedded database either way.
 */
const PGLITE_OWN = [
  'apps/api/src/db',
  'apps/api/src/test',
  'apps/api/src/modules/jobs',
  'apps/api/src/server.start.test.ts',
  'apps/api/src/server.crash.test.ts',
];

run('lint', 'npx', ['biome', 'check', '.']);
run('types', 'npx', ['tsc', '-b']);
vitest('unit', path.join(results, 'unit.json'));
countVitest(path.join(results, 'unit.json'));
vitest('component', path.join(results, 'component.json'));
countVitest(path.join(results, 'component.json'));
const pgUrl = await postgresUrl();
// On PGlite even when TEST_DATABASE_URL is set (as .ci/run sets it): the next step is PostgreSQL's.
const whole = !pgUrl || process.env.API_PGLITE_ALL === '1';
vitest(
  'api',
  path.join(results, 'api-pglite.json'),
  { TEST_DATABASE_URL: '' },
  whole ? [] : PGLITE_OWN,
  whole ? '' : ' (PGlite : base de données et serveur)',
);
countVitest(path.join(results, 'api-pglite.json'));

if (pgUrl) {
  vitest('api', path.join(results, 'api-postgres.json'), { TEST_DATABASE_URL: pgUrl });
  countVitest(path.join(results, 'api-postgres.json'));
} else {
  console.log(
    '\nAucun PostgreSQL joignable (TEST_DATABASE_URL ou 127.0.0.1:5432) : suite API sur PostgreSQL non lancée.',
  );
}

const built = run('build', 'npm', ['run', 'build']);
if (built) {
  const chrome = ensureChrome((m) => console.log(m));
  console.log(`Chromium : ${chrome}`);
  const e2eOut = path.join(results, 'e2e.json');
  run('e2e (Chromium)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    CHROME_PATH: chrome,
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eOut,
  });
  countPlaywright(e2eOut);
  // First-load JavaScript budgets on the built app (decisions 0008, 0009 and 0036), one test each.
  for (const [name, script] of [
    ['budget: shop page JS ≤ 110 KB gz (the shop app)', 'bench/storefront-budget.mjs'],
    ['budget: login page JS ≤ 200 KB gz (storefront build)', 'bench/login-bundle.mjs'],
  ]) {
    const ok = run(name, process.execPath, [script], { CHROME_PATH: chrome });
    totals[ok ? 'passed' : 'failed'] += 1;
  }
}

console.log('\n━━ Résumé ━━');
for (const s of steps) console.log(`${s.ok ? '✓' : '✗'} ${s.name} (${s.seconds} s)`);
const failedSteps = steps.filter((s) => !s.ok).length;
if (failedSteps > 0 && totals.failed === 0) totals.failed = failedSteps;
console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedSteps > 0 ? 1 : 0);
