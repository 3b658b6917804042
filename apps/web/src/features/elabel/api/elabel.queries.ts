import type { ErrorResponse, RouteResponse, StoreProduct } from '@cuvee/contracts';
import { elabelRoutes } from '@cuvee/contracts/elabel';
import { storefrontRoutes } from '@cuvee/contracts/storefront';
import { ALLERGENS } from '@cuvee/domain/catalogue/reference';
import { elabelUrl, publicShopUrl, storeProductUrl } from '@cuvee/domain/catalogue/storefront-view';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { takePreloaded } from '../../../lib/preload.ts';
import type { Elabel } from '../logic/elabel.logic.ts';

/** What the page shows: the label, or why there is none (the API's French message on a 404). */
export type ElabelView = { kind: 'found'; elabel: Elabel } | { kind: 'missing'; message: string };

const UNKNOWN = 'Aucun produit ne porte ce code-barres';

async function missingOn404(find: () => Promise<ElabelView>): Promise<ElabelView> {
  try {
    return await find();
  } catch (error) {
    if (error instanceof ApiError && error.status === 404)
      return { kind: 'missing', message: error.message || UNKNOWN };
    throw error;
  }
}

// Anonymous and silent: the label is the same for everyone, and nothing about the reader is sent.
const byGtin = (gtin: string, vintage: string | null, lot: string | null, signal?: AbortSignal) =>
  call(
    elabelRoutes.get,
    { params: { gtin }, query: { vintage: vintage ?? undefined, lot: lot ?? undefined } },
    { anonymous: true, silent: true, signal },
  ).then((answer) => answer.elabel);

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

export const elabelKeys = {
  all: ['elabel'] as const,
  byGtin: (gtin: string, vintage: string | null, lot: string | null) =>
    ['elabel', 'gtin', gtin, vintage, lot] as const,
  byProduct: (shop: string, product: string | null, vintage: string | null) =>
    ['elabel', 'product', shop, product, vintage] as const,
};

/** The server's answer of an e-label, as the page carries it (its 404 with its message). */
type PreloadedLabel = RouteResponse<typeof elabelRoutes.get> | ErrorResponse;
const fromAnswer = (answer: PreloadedLabel): ElabelView =>
  answer.success
    ? { kind: 'found', elabel: answer.elabel }
    : { kind: 'missing', message: [answer.message].flat().join(' ') };

/** The label the server rendered the page with (lib/preload.ts), for the first render. */
function preloadedLabel(gtin: string, vintage: string | null, lot: string | null): ElabelView | undefined {
  const answer = takePreloaded<PreloadedLabel>(elabelUrl(gtin, vintage, lot));
  return answer === undefined ? undefined : fromAnswer(answer);
}

/** GET /v1/elabel/:gtin?vintage&lot (GS1 Digital Link routes). */
export const elabelQuery = (gtin: string, vintage: string | null, lot: string | null) =>
  queryOptions({
    queryKey: elabelKeys.byGtin(gtin, vintage, lot),
    queryFn: ({ signal }) =>
      missingOn404(async () => ({ kind: 'found', elabel: await byGtin(gtin, vintage, lot, signal) })),
    initialData: () => preloadedLabel(gtin, vintage, lot),
    retry: false,
    meta: { viewer: 'any' },
  });

/** The shop's e-label as the server rendered it: the product, then its label or the shop. */
function preloadedShopLabel(shop: string, product: string, vintage: string | null): ElabelView | undefined {
  const answer = takePreloaded<{ product: StoreProduct } | null>(storeProductUrl(shop, product));
  if (answer === undefined) return undefined;
  if (answer === null) return { kind: 'missing', message: 'Produit inexistant' };
  const gtin = answer.product.formats.find((f) => f.ean)?.ean;
  if (gtin) return preloadedLabel(gtin, vintage, null);
  const owner = takePreloaded<{ shop: { name: string; urlShop: string } } | null>(publicShopUrl(shop));
  if (!owner) return undefined;
  return {
    kind: 'found',
    elabel: elabelFromProduct(answer.product, owner.shop.name, owner.shop.urlShop, vintage),
  };
}

/**
 * '/:name/nutritiveValues?product=<slug or id>[&vintage=2022]': the product of the shop, then
 * its label by GTIN (the same answer as the QR code's), or built from the product without one.
 */
export const shopElabelQuery = (shop: string, product: string | null, vintage: string | null) =>
  queryOptions({
    queryKey: elabelKeys.byProduct(shop, product, vintage),
    queryFn: ({ signal }) =>
      missingOn404(async (): Promise<ElabelView> => {
        if (!product) return { kind: 'missing', message: 'Produit inexistant' };
        const { product: found } = await call(
          storefrontRoutes.product,
          { params: { shop, product } },
          { silent: true, signal },
        );
        const gtin = found.formats.find((f) => f.ean)?.ean;
        if (gtin) return { kind: 'found', elabel: await byGtin(gtin, vintage, null, signal) };
        const { shop: owner } = await call(
          storefrontRoutes.shop,
          { params: { id: shop } },
          { silent: true, anonymous: true, signal },
        );
        return { kind: 'found', elabel: elabelFromProduct(found, owner.name, owner.urlShop, vintage) };
      }),
    initialData: () => (product ? preloadedShopLabel(shop, product, vintage) : undefined),
    retry: false,
    meta: { viewer: 'any' },
  });

export type ElabelState = { data: ElabelView | undefined; isError: boolean; refetch(): Promise<unknown> };

export function useElabel(gtin: string | null, vintage: string | null, lot: string | null): ElabelState {
  const query = useQuery({ ...elabelQuery(gtin ?? '', vintage, lot), enabled: Boolean(gtin) });
  return { data: query.data, isError: query.isError, refetch: query.refetch };
}

export function useShopElabel(shop: string, product: string | null, vintage: string | null): ElabelState {
  const query = useQuery(shopElabelQuery(shop, product, vintage));
  return { data: query.data, isError: query.isError, refetch: query.refetch };
}
