// `npm test`: every suite in order — lint, types, unit, components, API on PGlite, API on PostgreSQL
// when one is reachable, build, browser journeys in Chromium, first-load JS budgets — then one
// closing count. With PostgreSQL, the PGlite step runs beside the first ones (decision 0141).
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
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

/**
 * A step started beside the ones that follow (decision 0141): its output goes to a log file,
 * printed whole when `finish()` is awaited, so that two steps' lines never interleave.
 */
function runBeside(name, cmd, args, env = {}) {
  const log = path.join(results, `${name.replace(/[^a-z0-9]+/gi, '-')}.log`);
  console.log(`\n━━ ${name} ━━ ${cmd} ${args.join(' ')} (à côté des étapes suivantes ; sortie : ${log})`);
  const started = Date.now();
  const out = createWriteStream(log);
  const child = spawn(cmd, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  child.stdout.pipe(out, { end: false });
  child.stderr.pipe(out, { end: false });
  const done = new Promise((resolve) => child.once('close', (code) => resolve(code)));
  return {
    async finish() {
      const code = await done;
      await new Promise((resolve) => out.end(resolve));
      console.log(`\n━━ ${name} (fin) ━━`);
      process.stdout.write(readFileSync(log));
      steps.push({ name, ok: code === 0, seconds: Math.round((Date.now() - started) / 1000) });
    },
  };
}

const vitestArgs = (project, out, files) => [
  'vitest',
  'run',
  '--project',
  project,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${out}`,
  ...files,
];
const vitestName = (project, env, label) =>
  `${project} tests${env?.TEST_DATABASE_URL ? ' (PostgreSQL)' : ''}${label}`;
const vitest = (project, out, env, files = [], label = '') =>
  run(vitestName(project, env, label), 'npx', vitestArgs(project, out, files), env);

/*
 * The API suite runs once on PostgreSQL when a server answers (as in CI), and on PGlite only
 * for the files whose subject is the database itself — migrations, tenancy, the test copies,
 * the job queue, the server's start and crash recovery on its embedded data directory; with no
 * server, or API_PGLITE_ALL=1, the whole suite runs on PGlite (decision 0126). The journeys run
 * every screen against the embedded database either way.
 */
// Vitest's filters match any part of a path: 'apps/api/src/test' took the robustness suite
// (apps/api/src/test/robustness, the largest files) and apps/api/src/testing too (decision 0141).
const PGLITE_OWN = [
  'apps/api/src/db/',
  'apps/api/src/test/test-db',
  'apps/api/src/modules/jobs/',
  'apps/api/src/server.start.test.ts',
  'apps/api/src/server.crash.test.ts',
];

const pgUrl = await postgresUrl();
// On PGlite even when TEST_DATABASE_URL is set (as .ci/run sets it): PostgreSQL has its own step.
const whole = !pgUrl || process.env.API_PGLITE_ALL === '1';
const pgliteArgs = [
  'api',
  path.join(results, 'api-pglite.json'),
  { TEST_DATABASE_URL: '' },
  whole ? [] : PGLITE_OWN,
  whole ? '' : ' (PGlite : base de données et serveur)',
];
/*
 * With a PostgreSQL server the PGlite step is the database layer and the real servers' start
 * and crash (decision 0126): mostly waits on child servers and on pg-boss's heartbeat, a core
 * left idle for minutes. It runs beside lint, types, unit, component and PostgreSQL's API
 * steps, and is awaited before the build (decision 0141). The whole suite on PGlite (no server)
 * keeps its place in the sequence: it would compete for the cores.
 */
const beside = whole
  ? undefined
  : runBeside(
      vitestName(pgliteArgs[0], pgliteArgs[2], pgliteArgs[4]),
      'npx',
      vitestArgs(...pgliteArgs.slice(0, 2), pgliteArgs[3]),
      pgliteArgs[2],
    );

run('lint', 'npx', ['biome', 'check', '.']);
run('types', 'npx', ['tsc', '-b']);
vitest('unit', path.join(results, 'unit.json'));
countVitest(path.join(results, 'unit.json'));
vitest('component', path.join(results, 'component.json'));
countVitest(path.join(results, 'component.json'));
if (!beside) vitest(...pgliteArgs);

if (pgUrl) {
  vitest('api', path.join(results, 'api-postgres.json'), { TEST_DATABASE_URL: pgUrl });
  countVitest(path.join(results, 'api-postgres.json'));
} else {
  console.log(
    '\nAucun PostgreSQL joignable (TEST_DATABASE_URL ou 127.0.0.1:5432) : suite API sur PostgreSQL non lancée.',
  );
}
await beside?.finish();
countVitest(path.join(results, 'api-pglite.json'));

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
