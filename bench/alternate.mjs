// Times two shell commands alternately (A B A B …) so that both see the same machine load, and
// prints each run (wall seconds, CPU seconds of the command and its children, 1-minute load),
// the medians, the spread and the ratio B/A (docs/benchmarks/test-suites.md, 2026-11-28 night).
// Usage: node bench/alternate.mjs <runs> '<command A>' '<command B>'
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';

const [runsArg, a, b] = process.argv.slice(2);
if (!a || !b) {
  console.error("Usage : node bench/alternate.mjs <essais> '<commande A>' '<commande B>'");
  process.exit(2);
}
const runs = Number(runsArg);
const times = { A: [], B: [] };
for (let i = 0; i < runs; i++) {
  for (const [label, cmd] of [
    ['A', a],
    ['B', b],
  ]) {
    const load = loadavg()[0].toFixed(1);
    const started = performance.now();
    // bash's `time` reports the CPU of the command and of every child it waited for.
    // BENCH_LOG_DIR keeps each run's output (A-1.log, B-1.log, …), to read a failing run.
    const out = process.env.BENCH_LOG_DIR
      ? `${process.env.BENCH_LOG_DIR}/${label}-${i + 1}.log`
      : '/dev/null';
    const r = spawnSync('bash', ['-c', `TIMEFORMAT='user %U sys %S'; time (${cmd} >${out} 2>&1)`], {
      encoding: 'utf8',
    });
    const seconds = (performance.now() - started) / 1000;
    const cpu = ['user', 'sys']
      .map((k) => Number(new RegExp(`${k} ([\\d.]+)`).exec(r.stderr)?.[1] ?? 0))
      .reduce((x, y) => x + y, 0);
    times[label].push(seconds);
    console.log(
      `${label}\trun ${i + 1}\t${seconds.toFixed(1)} s\tcpu ${cpu.toFixed(1)} s\texit ${r.status}\tload ${load}`,
    );
  }
}
const median = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
for (const [label, xs] of Object.entries(times)) {
  console.log(
    `${label}\tmedian ${median(xs).toFixed(1)} s\tmin ${Math.min(...xs).toFixed(1)}\tmax ${Math.max(...xs).toFixed(1)}`,
  );
}
const ratios = times.A.map((x, i) => (times.B[i] / x).toFixed(2));
console.log(
  `ratio B/A (medians): ${(median(times.B) / median(times.A)).toFixed(2)}; run by run: ${ratios.join(', ')}`,
);
