// Times `npm run test:api` in two checkouts, alternately (A B A B A B) so that both see the same
// machine load, and prints each run, the median and the spread (docs/benchmarks/test-suites.md).
// Usage: node bench/test-suites.mjs <before-checkout> <after-checkout> [runs=3]
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const [before, after, runsArg] = process.argv.slice(2);
if (!before || !after) {
  console.error('Usage : node bench/test-suites.mjs <avant> <après> [essais=3]');
  process.exit(2);
}
const runs = Number(runsArg ?? 3);
const times = { [before]: [], [after]: [] };

for (let i = 0; i < runs; i++) {
  for (const dir of [before, after]) {
    const load = loadavg()[0].toFixed(1);
    const started = performance.now();
    const r = spawnSync('npm', ['run', 'test:api', '--silent'], {
      cwd: path.resolve(dir),
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, TEST_DATABASE_URL: '' },
    });
    const seconds = (performance.now() - started) / 1000;
    times[dir].push(seconds);
    const tests = /Tests\s+\S*?(\d+) passed/.exec(stripVTControlCharacters(r.stdout.toString()))?.[1];
    console.log(
      `${dir}\trun ${i + 1}\t${seconds.toFixed(1)} s\texit ${r.status}\t${tests ?? '?'} passed\tload ${load}`,
    );
  }
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const [dir, xs] of Object.entries(times)) {
  console.log(
    `${dir}\tmedian ${median(xs).toFixed(1)} s\tmin ${Math.min(...xs).toFixed(1)}\tmax ${Math.max(...xs).toFixed(1)}`,
  );
}
console.log(`ratio after/before (medians): ${(median(times[after]) / median(times[before])).toFixed(2)}`);
