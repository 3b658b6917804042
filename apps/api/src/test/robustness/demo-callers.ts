import { eq, isNotNull } from 'drizzle-orm';
import { DEMO_SHOP_URL } from '../../db/seed/demo.ts';
import { maintenances } from '../../modules/platform/platform.table.ts';
import { productFormats, products } from '../../modules/products/products.table.ts';
import { shops } from '../../modules/shops/shops.table.ts';
import type { TestApp } from '../test-app.ts';
import type { Caller } from './checker.ts';
import type { RealValues } from './generator.ts';

/** Every kind of caller, from the demo's accounts (docs/decisions/0026). */
const ACCOUNTS = [
  ['acheteur', 'client@cuvee.demo'],
  ['acheteur pro', 'pro@cuvee.demo'],
  ['propriétaire', 'proprietaire@cuvee.demo'],
  ['propriétaire d’une autre boutique', 'maison.seconde@cuvee.demo'],
  ['collaborateur', 'collaborateur@cuvee.demo'],
  ['agent', 'agent@cuvee.demo'],
  ['administrateur', 'admin@cuvee.demo'],
] as const;

export async function demoCallers(t: TestApp): Promise<Caller[]> {
  const signedIn = await Promise.all(
    ACCOUNTS.map(async ([name, email]) => ({
      name,
      headers: { authorization: `Bearer ${await t.login(email)}` },
    })),
  );
  return [{ name: 'anonyme', headers: {} }, ...signedIn];
}

/**
 * Real values for path parameters, so that a bad body or query reaches the route's own checks:
 * the demo shop's and the other shop's ids and addresses, their products, an EAN, a
 * maintenance (added here: the demo has none). A parameter named otherwise gets bad values only.
 */
export async function demoValues(t: TestApp): Promise<RealValues> {
  const shopRows = await t.db.select({ id: shops.id, url: shops.urlShop }).from(shops);
  const demo = shopRows.find((s) => s.url === DEMO_SHOP_URL) ?? shopRows[0]!;
  const other = shopRows.find((s) => s !== demo) ?? demo;
  const productOf = async (shopId: string) =>
    (
      await t.db
        .select({ id: products.id, slug: products.slug })
        .from(products)
        .where(eq(products.shopId, shopId))
        .limit(1)
    )[0];
  const [mine, theirs] = [await productOf(demo.id), await productOf(other.id)];
  const [format] = await t.db
    .select({ gtin: productFormats.gtin })
    .from(productFormats)
    .where(isNotNull(productFormats.gtin))
    .limit(1);
  const [maintenance] = await t.db
    .insert(maintenances)
    .values({
      startDate: new Date('2030-01-01T08:00:00Z'),
      endDate: new Date('2030-01-01T10:00:00Z'),
      message: 'Robustesse',
    })
    .returning({ id: maintenances.id });
  const defined = (values: (string | null | undefined)[]) => values.filter((v): v is string => Boolean(v));
  return (op, param) => {
    if (param === 'shopIds') return [encodeURIComponent(JSON.stringify([demo.id]))];
    if (param === 'shopId') return [demo.id];
    if (param === 'gtin') return defined([format?.gtin]);
    if (op.path.includes('maintenances')) return defined([maintenance?.id]);
    if (param === 'product' || (param === 'id' && op.path.includes('products'))) {
      return param === 'product' ? defined([mine?.slug, theirs?.slug]) : defined([mine?.id, theirs?.id]);
    }
    if (param === 'shop') return [demo.url, other.url];
    if (param === 'id' && op.path.startsWith('/v1/shops/')) return [demo.id, other.id, demo.url];
    return [];
  };
}
