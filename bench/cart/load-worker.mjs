// The load client of the cart benchmarks, in a child process so that it does not share the
// API's event loop (autocannon answers raw histograms inside a worker thread): autocannon (pinned in bench/package.json) against one POST route, with a
// fresh idempotency key in every body when asked. Posts autocannon's result back.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';

const { url, connections, seconds, warmupSeconds, headers, body, freshKey } = JSON.parse(process.argv[2]);
const json = JSON.stringify(body);
const options = (duration) => ({
  url,
  connections,
  duration,
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  requests: [
    {
      setupRequest: (req) => ({
        ...req,
        body: freshKey ? JSON.stringify({ ...body, idempotencyKey: randomUUID() }) : json,
      }),
    },
  ],
});
if (warmupSeconds > 0) await autocannon(options(warmupSeconds));
const r = await autocannon(options(seconds));
process.send({
  seconds: r.duration,
  requests: r.requests.total,
  ok: r['2xx'],
  non2xx: r.non2xx,
  errors: r.errors,
  timeouts: r.timeouts,
  rps: r['2xx'] / r.duration,
  p50: r.latency.p50,
  p90: r.latency.p90,
  p99: r.latency.p99,
  max: r.latency.max,
  bytes: r.requests.total ? r.throughput.total / r.requests.total : 0,
});
