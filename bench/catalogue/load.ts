/**
 * A small HTTP load loop (no autocannon): `concurrency` keep-alive connections to 127.0.0.1,
 * each sending its next GET as soon as the previous answer is read, for `seconds` (and at
 * most `maxRequests`). It runs in a worker thread so that the client does not share the
 * servers' event loop.
 */
import { Worker } from 'node:worker_threads';

export type LoadOptions = {
  port: number;
  /** Paths requested in turn (cycled). */
  paths: string[];
  concurrency: number;
  seconds: number;
  warmupSeconds: number;
  maxRequests: number;
  headers?: Record<string, string>;
};

export type LoadResult = {
  requests: number;
  errors: number;
  /** Status codes other than 200, by code. */
  statuses: Record<string, number>;
  seconds: number;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** Mean answer body size, in bytes. */
  meanBytes: number;
};

// Plain JavaScript: evaluated as the worker's script.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { port, paths, concurrency, seconds, warmupSeconds, maxRequests, headers } = workerData;
if (!paths.length) throw new Error('no paths');
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });

function get(path) {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const req = http.request({ host: '127.0.0.1', port, path, agent, headers }, (res) => {
      let bytes = 0;
      res.on('data', (c) => { bytes += c.length; });
      res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - t0, bytes }));
      res.on('error', () => resolve({ status: 0, ms: performance.now() - t0, bytes }));
    });
    req.setTimeout(30000, () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0, ms: performance.now() - t0, bytes: 0 }));
    req.end();
  });
}

async function phase(duration, limit) {
  const end = performance.now() + duration * 1000;
  const lat = new Float64Array(Math.min(limit, 5000000));
  let next = 0, done = 0, errors = 0, bytes = 0;
  const statuses = {};
  async function lane() {
    while (performance.now() < end && next < limit) {
      const path = paths[next++ % paths.length];
      const r = await get(path);
      lat[done++] = r.ms;
      bytes += r.bytes;
      if (r.status !== 200) {
        errors++;
        statuses[r.status] = (statuses[r.status] || 0) + 1;
      }
    }
  }
  const t0 = performance.now();
  await Promise.all(Array.from({ length: concurrency }, lane));
  const elapsed = (performance.now() - t0) / 1000;
  const sorted = lat.subarray(0, done).sort();
  const q = (p) => (done ? sorted[Math.min(done - 1, Math.floor(p * done))] : 0);
  return {
    requests: done, errors, statuses, seconds: elapsed, rps: done / elapsed,
    p50: q(0.5), p90: q(0.9), p99: q(0.99), max: done ? sorted[done - 1] : 0,
    meanBytes: done ? bytes / done : 0,
  };
}

(async () => {
  if (warmupSeconds > 0) await phase(warmupSeconds, maxRequests);
  const result = await phase(seconds, maxRequests);
  agent.destroy();
  parentPort.postMessage(result);
})();
`;

export function runLoad(opts: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, { eval: true, workerData: { headers: {}, ...opts } });
    let settled = false;
    worker.once('message', (m: LoadResult) => {
      settled = true;
      resolve(m);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`load worker exited with ${code}`));
    });
  });
}
