// Order placement throughput on PostgreSQL (transfer orders of 2 lines from Domaine Démo,
// concurrent clients) as a ratio of pgbench TPC-B in the same run (issue 14;
// docs/benchmarks/cart-and-orders.md). Needs `pgbench` (Debian: postgresql-client).
//   node bench/order-placement.mjs [--pg postgres://postgres@127.0.0.1:5432/postgres] [--runs 3]
//        [--seconds 20] [--warmup 3] [--clients 16] [--scale 1] [--port 3810] [--show-sql true]
// The work is in bench/cart/placement.bench.ts, run under Node 22 with tsx (as the API runs).
import { runTs } from './cart/launch.mjs';

runTs('placement.bench.ts');
