import type { StoreProduct } from '@cuvee/contracts';
import { ALLERGENS } from '@cuvee/domain/catalogue/reference';
import { ApiError, api } from '../../lib/api-client.ts';
import { useLightQuery } from '../../lib/light-query.ts';
import type { Elabel } from './elabel.logic.ts';

/** What the page shows: the label, or why there is none (the API's French message on a 404). */
export type ElabelAnswer = { kind: 'found'; elabel: Elabel } | { kind: 'missing'; message: string };

const UNKNOWN = 'Aucun produit ne porte ce code-barres';

async function missingOn404(call: () => Promise<ElabelAnswer>): Promise<ElabelAnswer> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError && error.status === 404)
      return { kind: 'missing', message: error.message || UNKNOWN };
    throw error;
  }
}

// Anonymous and silent: the label is the same for everyone, and nothing about the reader is sent.
const fetchByGtin = (gtin: string, vintage: string | null, lot: string | null, signal?: AbortSignal) =>
  api<{ elabel: Elabel }>(`/v1/elabel/${encodeURIComponent(gtin)}`, {
    query: { vintage, lot },
    anonymous: true,
    silent: true,
    signal,
  });

export type ElabelState = { data: ElabelAnswer | undefined; isError: boolean; refetch(): Promise<void> };

function useElabelQuery(
  key: string | null,
  fetcher: (signal: AbortSignal) => Promise<ElabelAnswer>,
): ElabelState {
  const state = useLightQuery(key, (signal) => missingOn404(() => fetcher(signal)));
  return { data: state.data, isError: state.status === 'error', refetch: state.refetch };
}

/** GET /v1/elabel/:gtin?vintage&lot (GS1 Digital Link routes). */
export function useElabel(gtin: string | null, vintage: string | null, lot: string | null): ElabelState {
  return useElabelQuery(gtin ? `elabel:${gtin}:${vintage ?? ''}:${lot ?? ''}` : null, async (signal) => ({
    kind: 'found',
    elabel: (await fetchByGtin(gtin ?? '', vintage, lot, signal)).elabel,
  }));
}

/** A label from the product itself, for a product whose formats carry no GTIN. */
export function elabelFromProduct(
  product: StoreProduct,
  producer: string,
  urlShop: string,
  vintage: string | null,
): Elabel {
  const v =
    (vintage ? product.vintages.find((x) => x.name === vintage) : null) ?? product.vintages[0] ?? null;
  const format = product.formats[0];
  return {
    product: { name: product.name, precision: product.precision, color: product.color, type: product.type },
    producer: { name: producer, city: null, country: null, urlShop },
    format: { unity: format?.unity ?? 'Litre(s)', unityValue: format?.unityValue ?? 0, ean: null },
    vintage: v ? { name: v.name, displayName: v.displayName, alcohol: v.alcohol } : null,
    lot: null,
    ingredients: product.ingredients,
    allergens: product.allergens.map((key) => {
      const a = ALLERGENS.find((x) => x.key === key);
      return { key, fr: a?.fr ?? key, en: a?.en ?? key };
    }),
    nutrition: (product.nutrition as Elabel['nutrition']) ?? null,
  };
}

/**
 * '/:name/nutritiveValues?product=<slug or id>[&vintage=2022]': the product of the shop, then
 * its label by GTIN (the same answer as the QR code's), or built from the product without one.
 */
export function useShopElabel(shop: string, product: string | null, vintage: string | null): ElabelState {
  return useElabelQuery(`elabel:shop:${shop}:${product ?? ''}:${vintage ?? ''}`, async (signal) => {
    if (!product) return { kind: 'missing', message: 'Produit inexistant' };
    const { product: found } = await api<{ product: StoreProduct }>(
      `/v1/shops/${encodeURIComponent(shop)}/products/${encodeURIComponent(product)}`,
      { silent: true, signal },
    );
    const gtin = found.formats.find((f) => f.ean)?.ean;
    if (gtin) return { kind: 'found', elabel: (await fetchByGtin(gtin, vintage, null, signal)).elabel };
    const { shop: owner } = await api<{ shop: { name: string; urlShop: string } }>(
      `/v1/shops/${encodeURIComponent(shop)}`,
      { silent: true, anonymous: true, signal },
    );
    return { kind: 'found', elabel: elabelFromProduct(found, owner.name, owner.urlShop, vintage) };
  });
}
