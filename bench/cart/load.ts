/**
 * Load runs (autocannon in a child process, load-worker.mjs), the figures of repeated runs
 * (median and spread) and the machine's load as /proc says it, for the cart benchmarks.
 */

import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';

export type LoadResult = {
  seconds: number;
  requests: number;
  /** 2xx answers: the only ones counted in `rps`. */
  ok: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** Mean answer size, bytes. */
  bytes: number;
};

export type LoadOptions = {
  url: string;
  connections: number;
  seconds: number;
  warmupSeconds: number;
  headers?: Record<string, string>;
  body: unknown;
  /** A new `idempotencyKey` in every request's body (placements). */
  freshKey?: boolean;
};

export function runLoad(opts: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(
      new URL('./load-worker.mjs', import.meta.url),
      [JSON.stringify({ headers: {}, freshKey: false, ...opts })],
      { execArgv: [], stdio: 'inherit' },
    );
    let settled = false;
    child.once('message', (m: LoadResult) => {
      settled = true;
      resolve(m);
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (!settled) reject(new Error(`load client exited with ${code}`));
    });
  });
}

/** Median and spread (min–max) of repeated runs. */
export function spread(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { median, min: sorted[0]!, max: sorted[sorted.length - 1]! };
}

export const fmt = (n: number, digits = 1) => n.toFixed(digits);

export function fmtSpread(values: number[], digits = 1) {
  const s = spread(values);
  return `${fmt(s.median, digits)} (${fmt(s.min, digits)}–${fmt(s.max, digits)})`;
}

/** The machine's load now: load averages and the CPU pressure (some, avg10/avg60). */
export function machineLoad(): string {
  const read = (p: string) => {
    try {
      return readFileSync(p, 'utf8');
    } catch {
      return '';
    }
  };
  const loadavg = read('/proc/loadavg').split(' ').slice(0, 3).join(' ');
  const some = read('/proc/pressure/cpu').split('\n')[0] ?? '';
  const avg = (k: string) => some.match(new RegExp(`${k}=([\\d.]+)`))?.[1];
  return `load average ${loadavg}, CPU pressure some avg10=${avg('avg10') ?? '?'} avg60=${avg('avg60') ?? '?'}`;
}

export function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  if (i >= 0 && process.argv[i + 1]) return process.argv[i + 1]!;
  const eq = process.argv.find((a) => a.startsWith(`--${name}=`));
  return eq ? eq.slice(name.length + 3) : fallback;
}
