// A closed-loop GET load in its own process (the API's event loop stays the API's): `concurrency`
// loops each send the next request when the last answers, for `seconds`; posts back the exact
// percentiles of the answers' latencies (autocannon has no p95).
const { url, headers, seconds, warmupSeconds, concurrency } = JSON.parse(process.argv[2]);

async function loop(until, latencies, counts) {
  while (performance.now() < until) {
    const start = performance.now();
    try {
      const res = await fetch(url, { headers });
      await res.arrayBuffer();
      if (res.ok) latencies.push(performance.now() - start);
      else counts.non2xx++;
    } catch {
      counts.errors++;
    }
  }
}

async function run(duration) {
  const latencies = [];
  const counts = { non2xx: 0, errors: 0 };
  const until = performance.now() + duration * 1000;
  await Promise.all(Array.from({ length: concurrency }, () => loop(until, latencies, counts)));
  return { latencies, counts };
}

if (warmupSeconds > 0) await run(warmupSeconds);
const { latencies, counts } = await run(seconds);
latencies.sort((a, b) => a - b);
const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
process.send({
  ok: latencies.length,
  rps: latencies.length / seconds,
  p50: at(0.5),
  p95: at(0.95),
  p99: at(0.99),
  ...counts,
});
