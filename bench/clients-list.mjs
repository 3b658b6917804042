// The client list and search at 100,000 clients in one shop (issue 15, item 10): p50/p95/p99 of
// the back office's GET /v1/clients pages against raw indexed queries in the same run
// (docs/benchmarks/clients.md).
//   node bench/clients-list.mjs [--pg postgres://postgres@127.0.0.1:5432/postgres] [--clients 100000]
//        [--runs 3] [--seconds 10] [--concurrency 8] [--port 3820]
import { runTs } from './cart/launch.mjs';

runTs('../clients/list.bench.ts');
