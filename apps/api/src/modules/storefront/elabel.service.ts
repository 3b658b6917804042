import type { Elabel } from '@cuvee/contracts';
import { ALLERGENS, displayVintage, toGtin14 } from '@cuvee/domain';
import { eq } from 'drizzle-orm';
import type { PublicReader } from '../../db/tenant.ts';
import { notFound } from '../../lib/http-error.ts';
import { productFormats, products } from '../products/index.ts';
import { shops } from '../shops/index.ts';

/**
 * The EU e-label of a wine (Regulation 2021/2117): ingredients with allergens, nutrition per
 * 100 ml. Reached by its GS1 Digital Link (GTIN, then vintage and lot). Public, and nothing
 * here depends on who asks: no tracking.
 */
export async function getElabel(
  db: PublicReader,
  gtin: string,
  vintageName?: string,
  lot?: string,
): Promise<Elabel> {
  if (!/^\d{8,14}$/.test(gtin)) throw notFound('Aucun produit ne porte ce code-barres');
  const [row] = await db
    .select({
      product: products,
      format: productFormats,
      shopName: shops.name,
      shopUrl: shops.urlShop,
      identity: shops.identity,
    })
    .from(productFormats)
    .innerJoin(products, eq(products.id, productFormats.productId))
    .innerJoin(shops, eq(shops.id, productFormats.shopId))
    .where(eq(productFormats.gtin, toGtin14(gtin)));
  if (!row || row.product.status === 'closed') throw notFound('Aucun produit ne porte ce code-barres');
  const { product, format } = row;
  const vintage = vintageName
    ? product.vintages.find((v) => v.name.toLowerCase() === vintageName.toLowerCase())
    : product.vintages[0];
  if (vintageName && !vintage) throw notFound(`Le millésime ${vintageName} de ce produit est inconnu`);
  const allergenLabels = new Map<string, { fr: string; en: string }>(
    ALLERGENS.map((a) => [a.key, { fr: a.fr, en: a.en }]),
  );
  return {
    product: { name: product.name, precision: product.precision, color: product.color, type: product.type },
    producer: {
      name: row.identity.legalName ?? row.shopName,
      city: row.identity.address?.city ?? null,
      country: row.identity.address?.country ?? 'FR',
      urlShop: row.shopUrl,
    },
    format: { unity: format.unity, unityValue: format.unityValue, ean: format.ean },
    vintage: vintage
      ? { name: vintage.name, displayName: displayVintage(vintage.name), alcohol: vintage.alcohol ?? null }
      : null,
    lot: lot && vintage?.lots.includes(lot) ? lot : (lot ?? null),
    ingredients: product.ingredients,
    allergens: product.allergens.map((key) => ({
      key,
      ...(allergenLabels.get(key) ?? { fr: key, en: key }),
    })),
    nutrition: product.nutrition ?? null,
  };
}
