// get-cart-price for 20 lines across 5 sellers at 50 connections, against a raw route reading
// the same rows by primary key in the same run (issue 14; docs/benchmarks/cart-and-orders.md).
//   node bench/cart-price.mjs [--pg postgres://postgres@127.0.0.1:5432/postgres] [--runs 3]
//        [--seconds 20] [--warmup 3] [--connections 50] [--port 3800] [--show-sql true]
// The work is in bench/cart/price.bench.ts, run under Node 22 with tsx (as the API runs).
import { runTs } from './cart/launch.mjs';

runTs('price.bench.ts');
