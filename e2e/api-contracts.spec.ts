import {
  authRoutes,
  elabelRoutes,
  pathOf,
  platformRoutes,
  pricesRoutes,
  productsRoutes,
  type RouteContract,
  shopsRoutes,
  storefrontRoutes,
  usersRoutes,
} from '@cuvee/contracts';
import { productListUrl, storefrontUrl } from '@cuvee/domain/catalogue/storefront-view';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { apiLogin, bearer } from './support/api.ts';

/*
 * The web trusts the contracts' types in production (decision 0017): every answer it reads is
 * checked here against its route's schema, on the demo data, as each kind of user gets it.
 */
async function answerOf(
  request: APIRequestContext,
  route: RouteContract,
  url: string,
  jwt?: string,
): Promise<Record<string, unknown>> {
  const res = await request.fetch(url, { method: route.method, headers: jwt ? bearer(jwt) : {} });
  expect(res.status(), `${route.method} ${url}`).toBe(200);
  const body: unknown = await res.json();
  const checked = route.response.safeParse(body);
  expect(checked.success ? [] : checked.error.issues, `${route.method} ${url}`).toEqual([]);
  return body as Record<string, unknown>;
}

test('every answer the web reads matches its contract, for visitors, buyers, staff and agents', async ({
  request,
}) => {
  await answerOf(request, platformRoutes.maintenance, '/v1/maintenances');
  await answerOf(request, storefrontRoutes.shop, pathOf(storefrontRoutes.shop, { id: 'domaine-demo' }));
  await answerOf(request, storefrontRoutes.page, storefrontUrl('domaine-demo'));
  const list = (await answerOf(
    request,
    storefrontRoutes.products,
    productListUrl('domaine-demo', {}, 1, 100),
  )) as {
    products: { slug: string; formats: { ean: string | null }[] }[];
  };
  expect(list.products.length).toBeGreaterThan(0);
  for (const product of list.products.slice(0, 5)) {
    await answerOf(
      request,
      storefrontRoutes.product,
      pathOf(storefrontRoutes.product, { shop: 'domaine-demo', product: product.slug }),
    );
  }
  const ean = list.products.flatMap((p) => p.formats).find((f) => f.ean)?.ean;
  expect(ean).toBeTruthy();
  await answerOf(request, elabelRoutes.get, pathOf(elabelRoutes.get, { gtin: ean }));

  const buyer = await apiLogin(request, 'client@cuvee.demo');
  await answerOf(request, usersRoutes.me, '/v1/users/me', buyer);
  await answerOf(request, storefrontRoutes.page, storefrontUrl('domaine-demo'), buyer);
  await answerOf(request, storefrontRoutes.products, productListUrl('domaine-demo', {}, 1), buyer);

  const owner = await apiLogin(request, 'proprietaire@cuvee.demo');
  await answerOf(request, authRoutes.refresh, '/v1/auth/refresh', owner);
  await answerOf(request, platformRoutes.documents, '/v1/documents/to-download', owner);
  const me = (await answerOf(request, shopsRoutes.me, '/v1/shops/me', owner)) as { shop: { id: string } };
  await answerOf(request, shopsRoutes.catalogue, pathOf(shopsRoutes.catalogue, { id: me.shop.id }), owner);
  await answerOf(request, pricesRoutes.grid, '/v1/dashboard/price-grid?limit=200', owner);
  const managed = (await answerOf(
    request,
    productsRoutes.list,
    '/v1/dashboard/products?limit=100',
    owner,
  )) as {
    products: { id: string }[];
  };
  for (const product of managed.products) {
    await answerOf(request, productsRoutes.get, pathOf(productsRoutes.get, { id: product.id }), owner);
  }

  const agent = await apiLogin(request, 'agent@cuvee.demo');
  await answerOf(request, productsRoutes.list, '/v1/dashboard/products?limit=100', agent);
});
