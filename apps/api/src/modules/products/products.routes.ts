import { productFiscalRoutes, productsRoutes as routes } from '@cuvee/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { fiscalIdentityOf, setFiscalIdentity } from './products.fiscal.ts';
import { createProduct, getManagedProduct, listManagedProducts, updateProduct } from './products.service.ts';

/**
 * The back-office catalogue of the shops the access hook resolved (decision 0014): an owner's
 * or iam's shop, or every shop an agent works for (decision 0011). Another shop's product is
 * unknown here ('Produit inexistant'): the scoped queries never reach it (decision 0015).
 */
export async function productsRoutes(app: FastifyInstance) {
  route(app, routes.list, async ({ ctx, tx, query }) => ({
    success: true as const,
    ...(await listManagedProducts(ctx, tx, query)),
  }));

  route(app, routes.get, async ({ ctx, tx, params }) => ({
    success: true as const,
    product: await getManagedProduct(ctx, tx, params.id),
  }));

  route(app, routes.create, async ({ ctx, tx, body }) => {
    const id = await createProduct(ctx, tx, body);
    return {
      success: true as const,
      product: await getManagedProduct(ctx, tx, id),
      message: 'Le produit a été créé',
    };
  });

  route(app, routes.update, async ({ ctx, tx, params, body }) => {
    await updateProduct(ctx, tx, params.id, body);
    return {
      success: true as const,
      product: await getManagedProduct(ctx, tx, params.id),
      message: 'Le produit a été enregistré',
    };
  });

  // The fiscal identity the DRM groups by (issue 26, decision 0093).
  route(app, productFiscalRoutes.fiscalIdentity, async ({ ctx, tx, params }) => ({
    success: true as const,
    ...(await fiscalIdentityOf(ctx, tx, params.id)),
  }));
  route(app, productFiscalRoutes.setFiscalIdentity, async ({ ctx, tx, params, body }) => ({
    success: true as const,
    ...(await setFiscalIdentity(ctx, tx, params.id, body)),
    message: "L'identité fiscale du produit a été enregistrée",
  }));
}
