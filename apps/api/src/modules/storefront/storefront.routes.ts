import { elabelRoutes, storefrontRoutes as routes } from '@cuvee/contracts';
import { ProductListQuery } from '@cuvee/contracts/storefront.query';
import type { FastifyInstance } from 'fastify';
import { publicRead } from '../../db/tenant.ts';
import { route } from '../../lib/route.ts';
import { listShopDirectory } from '../shops/index.ts';
import { getElabel } from './elabel.service.ts';
import { publicShop, storefrontPage } from './storefront.page.ts';
import { getStoreProduct, listStoreProducts } from './storefront.store.ts';

/**
 * What anyone reads of the shops: their pages, catalogues, directory and e-labels. Public
 * reads across shops, through `publicRead` (decision 0015): what each caller sees is the
 * catalogue's own visibility rule (spec §6), decided from the caller (`ctx.principal`).
 */
export async function storefrontRoutes(app: FastifyInstance) {
  route(app, routes.page, async ({ ctx, db, params, query }) =>
    storefrontPage(publicRead(db), ctx.principal, params.id, query.typology),
  );

  // The web sends `filter` and `shopIds` as JSON texts; the server's own query schema parses
  // and checks them (contracts' storefront.query.ts), so the handler reads them parsed.
  route(
    app,
    routes.products,
    async ({ ctx, db, request }) => ({
      success: true as const,
      ...(await listStoreProducts(publicRead(db), ctx.principal, request.query as ProductListQuery)),
    }),
    { schema: { querystring: ProductListQuery } },
  );

  route(app, routes.product, async ({ ctx, db, params, query }) => {
    const { product } = await getStoreProduct(
      publicRead(db),
      ctx.principal,
      params.shop,
      params.product,
      query.typology,
    );
    return { success: true as const, product };
  });

  route(app, routes.directory, async ({ db, query }) => ({
    success: true as const,
    ...(await listShopDirectory(publicRead(db), query)),
  }));

  route(app, routes.shop, async ({ db, params }) => publicShop(publicRead(db), params.id));

  route(app, elabelRoutes.get, async ({ db, params, query, reply }) => {
    reply.header('cache-control', 'public, max-age=300');
    return {
      success: true as const,
      elabel: await getElabel(publicRead(db), params.gtin, query.vintage, query.lot),
    };
  });
}
