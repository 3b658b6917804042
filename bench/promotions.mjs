// get-cart-price with a promo code at each of 5 sellers against the same cart without codes, at
// 50 connections, in the same run (issue 29; docs/benchmarks/promotions.md).
//   node bench/promotions.mjs [--pg postgres://postgres@127.0.0.1:5432/postgres] [--runs 3]
//        [--seconds 20] [--warmup 3] [--connections 50] [--port 3820]
// The work is in bench/promotions/bench.ts, run under Node 22 with tsx (as the API runs).
import { runTs } from './cart/launch.mjs';

runTs('../promotions/bench.ts');
