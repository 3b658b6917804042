/**
 * What row-level security costs the back office (decision 0015), measured in one run: the
 * back-office product list (an owner's first page of 25, and a search) and one product write
 * (the product replaced with the same content), each three ways, interleaved round by round so
 * that the machine's load falls on all three alike:
 *   - 'no transaction': the services on the database handle, as before tenant transactions;
 *   - 'tenant tx, RLS bypassed': the same transaction and settings statement, without the role;
 *   - 'tenant tx + RLS': what the API runs (the cuvee_tenant role, the policies applied).
 * Prints median and spread (p10–p90) in milliseconds.
 *
 *   npx tsx bench/tenancy/rls.ts [--products 10000] [--rounds 200] [--pg postgres://…]
 */
import { parseArgs } from 'node:util';
import { ProductInput } from '@cuvee/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/api/src/db/client.ts';
import { inTenant, systemScope, systemTx, type TenantTx } from '../../apps/api/src/db/tenant.ts';
import {
  getManagedProduct,
  listManagedProducts,
  updateProduct,
} from '../../apps/api/src/modules/products/products.service.ts';
import type { ShopCtx } from '../../apps/api/src/plugins/access.ts';
import { generateCatalogue } from '../catalogue/generate.ts';
import { createBenchDatabase } from '../catalogue/setup.ts';

const { values: args } = parseArgs({
  options: {
    products: { type: 'string', default: '10000' },
    rounds: { type: 'string', default: '200' },
    pg: { type: 'string' },
  },
});
const ROUNDS = Number(args.rounds);
const bench = await createBenchDatabase({ serverUrl: args.pg ?? process.env.BENCH_DATABASE_URL });
const db = bench.database.db as Db;
// Two shops, so that the policies have another shop's rows to hide.
const generated = await generateCatalogue(db, { shops: 2, productsPerShop: Number(args.products), seed: 42 });
const { shop, ownerId } = generated.shops[0]!;
const scope = systemScope(shop.id, ownerId);
const ctx = {
  ...scope,
  principal: null,
  user: {
    id: ownerId,
    role: 'owner',
    shops: [{ id: shop.id, name: shop.name, role: 'owner', authorizations: null }],
  },
  shop: { id: shop.id, name: shop.name },
  shops: [{ id: shop.id, name: shop.name }],
  can: () => true,
} as unknown as ShopCtx;
const [first] = (await listManagedProducts(ctx, systemTx(db), { limit: 1, offset: 0 })).products;
const product = await getManagedProduct(scope, systemTx(db), first!.id);
const input = ProductInput.parse({
  ...product,
  precision: product.precision ?? undefined,
  type: product.type ?? undefined,
  color: product.color ?? undefined,
  gamme: product.gamme ?? undefined,
  description: product.description ?? undefined,
  ingredients: product.ingredients ?? undefined,
  box: product.box ?? undefined,
  formats: product.formats.map((f) => ({
    ...f,
    ean: f.ean ?? undefined,
    container: f.container ?? undefined,
    weight: f.weight ?? undefined,
    nameInShop: f.nameInShop ?? undefined,
  })),
});

type Way = 'no transaction' | 'tenant tx, RLS bypassed' | 'tenant tx + RLS';
const WAYS: Way[] = ['no transaction', 'tenant tx, RLS bypassed', 'tenant tx + RLS'];
async function run<T>(way: Way, fn: (tx: TenantTx) => Promise<T>): Promise<T> {
  if (way === 'no transaction') return fn(systemTx(db));
  if (way === 'tenant tx + RLS') return inTenant(db, ctx, fn);
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('app.shop_ids', ${shop.id}, true), set_config('app.user_id', ${ownerId}, true)`,
    );
    return fn(tx as TenantTx);
  });
}

const cases: [string, (tx: TenantTx) => Promise<unknown>][] = [
  ['list, first page of 25', (tx) => listManagedProducts(ctx, tx, { limit: 25, offset: 0 })],
  ['list, search', (tx) => listManagedProducts(ctx, tx, { search: 'rouge', limit: 25, offset: 0 })],
  ['one product write', (tx) => updateProduct(scope, tx, product.id, input)],
];

// The answers are the same three ways (the policies hide only the other shop).
for (const [name, fn] of cases.slice(0, 2)) {
  const answers = await Promise.all(WAYS.map(async (way) => JSON.stringify(await run(way, fn))));
  if (new Set(answers).size !== 1) throw new Error(`${name}: the answers differ`);
}

const times = new Map<string, number[]>();
for (let round = -Math.ceil(ROUNDS / 10); round < ROUNDS; round++) {
  for (const [name, fn] of cases) {
    for (const way of round % 2 === 0 ? WAYS : [...WAYS].reverse()) {
      const start = performance.now();
      await run(way, fn);
      const ms = performance.now() - start;
      if (round < 0) continue; // warm-up
      const key = `${name}|${way}`;
      times.set(key, [...(times.get(key) ?? []), ms]);
    }
  }
}
const q = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
console.log(
  `${bench.database.kind}, ${generated.products} products in 2 shops, ${ROUNDS} rounds (median, p10–p90, ms)`,
);
for (const [name] of cases) {
  const cells = WAYS.map((way) => {
    const sorted = [...times.get(`${name}|${way}`)!].sort((a, b) => a - b);
    return `${way}: ${q(sorted, 0.5).toFixed(2)} (${q(sorted, 0.1).toFixed(2)}–${q(sorted, 0.9).toFixed(2)})`;
  });
  console.log(`| ${name} | ${cells.join(' | ')} |`);
}
await bench.cleanup();
