// The catalogue benchmark's command-line options (bench.ts; usage in its header).
import path from 'node:path';
import { parseArgs } from 'node:util';

export const { values: args } = parseArgs({
  allowNegative: true,
  options: {
    products: { type: 'string', default: '10000' },
    seconds: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '1' },
    concurrency: { type: 'string', default: '32' },
    'max-requests': { type: 'string', default: '1000000' },
    'small-shops': { type: 'string', default: '4' },
    'small-products': { type: 'string', default: '60' },
    seed: { type: 'string', default: '42' },
    pg: { type: 'string' },
    'signed-in': { type: 'boolean', default: true },
    keep: { type: 'boolean', default: false },
    write: { type: 'boolean', default: true },
    out: { type: 'string', default: path.resolve(import.meta.dirname, '../../docs/benchmarks/catalogue.md') },
  },
});
const num = (v: string | undefined, name: string) => {
  const n = Number(v);
  if (!Number.isFinite(n) || n < 0) throw new Error(`--${name}: not a number`);
  return n;
};
export const PRODUCTS = num(args.products, 'products');
export const SECONDS = num(args.seconds, 'seconds');
export const WARMUP = num(args.warmup, 'warmup');
export const CONCURRENCY = num(args.concurrency, 'concurrency');
export const MAX_REQUESTS = num(args['max-requests'], 'max-requests');
export const SMALL_SHOPS = num(args['small-shops'], 'small-shops');
export const SMALL_PRODUCTS = num(args['small-products'], 'small-products');
export const SEED = num(args.seed, 'seed');
export const serverUrl = args.pg ?? process.env.BENCH_DATABASE_URL;
