// The sales back office at scale (issue 16, item 6): the orders list at 1,000,000 orders in
// 10,000 shops (p50/p95 of GET /v1/orders pages against raw indexed queries in the same run)
// and invoice issuing throughput on PostgreSQL (docs/benchmarks/sales.md).
//   node bench/orders-list.mjs [--pg postgres://postgres@127.0.0.1:5432/postgres] [--orders 1000000]
//        [--shops 10000] [--runs 3] [--seconds 10] [--concurrency 8] [--invoices 300] [--port 3830]
import { runTs } from './cart/launch.mjs';

runTs('../orders/list.bench.ts');
