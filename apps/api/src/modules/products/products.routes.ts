import { ProductInput, ProductListResponse, StoreProduct } from '@cuvee/contracts';
import { agentCatalogueShops, canReadShopCatalogue } from '@cuvee/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound } from '../../lib/http-error.ts';
import { bearer, errors } from '../../lib/route-schema.ts';
import { requireShopPermission, requireUser } from '../../plugins/auth.ts';
import { getShopById } from '../shops/index.ts';
import { getElabel } from './elabel.service.ts';
import { ProductListQuery } from './products.query.ts';
import {
  createProduct,
  findProductShopId,
  getManagedProduct,
  listManagedProducts,
  updateProduct,
} from './products.service.ts';
import { getStoreProduct, listStoreProducts } from './products.store.ts';

const IdParams = z.object({ id: z.uuid({ error: "L'identifiant n'est pas valide" }) });
const NOT_THEIR_SHOP = "Vous n'avez pas accès au catalogue de cette boutique";
const Managed = z.object({ success: z.literal(true), product: z.record(z.string(), z.unknown()) });

export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/v1/products',
    {
      schema: {
        tags: ['products'],
        summary: "A shop's catalogue as the caller may see it (spec §7 product list query)",
        querystring: ProductListQuery,
        response: { 200: ProductListResponse, ...errors(400, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await listStoreProducts(db, request.principal, request.query)),
    }),
  );

  app.get(
    '/v1/shops/:shop/products/:product',
    {
      schema: {
        tags: ['products'],
        summary: 'One product of a shop by id or slug, as the caller may see it',
        params: z.object({ shop: z.string().min(1).max(100), product: z.string().min(1).max(120) }),
        querystring: z.object({ typology: z.string().max(40).optional() }),
        response: { 200: z.object({ success: z.literal(true), product: StoreProduct }), ...errors(404) },
      },
    },
    async (request) => {
      const { product } = await getStoreProduct(
        db,
        request.principal,
        request.params.shop,
        request.params.product,
        request.query.typology,
      );
      return { success: true as const, product };
    },
  );

  app.get(
    '/v1/elabel/:gtin',
    {
      schema: {
        tags: ['products'],
        summary: 'E-label of a product by GTIN (GS1 Digital Link), optionally a vintage and a lot',
        params: z.object({ gtin: z.string().max(14) }),
        querystring: z.object({ vintage: z.string().max(40).optional(), lot: z.string().max(40).optional() }),
        response: {
          200: z.object({ success: z.literal(true), elabel: z.record(z.string(), z.unknown()) }),
          ...errors(404),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return {
        success: true as const,
        elabel: await getElabel(db, request.params.gtin, request.query.vintage, request.query.lot),
      };
    },
  );

  // Back office: the caller's own shop (owner, iam), or the shops an agent works for.
  app.get(
    '/v1/dashboard/products',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['products'],
        summary:
          "The back-office catalogue (seeAllProduct): the caller's shop, or an agent's shops without prestations; shopId narrows to one",
        security: bearer,
        querystring: z.object({
          search: z.string().trim().max(100).optional(),
          status: z.enum(['online', 'paused', 'outofstock', 'closed']).optional(),
          productType: z.enum(['bottle', 'accessory', 'prestation', 'box']).optional(),
          shopId: z.uuid({ error: "L'identifiant de la boutique n'est pas valide" }).optional(),
          limit: z.coerce.number().int().min(1).max(100).default(25),
          offset: z.coerce.number().int().min(0).max(100_000).default(0),
        }),
        response: {
          200: z.object({
            success: z.literal(true),
            total: z.number(),
            products: z.array(z.record(z.string(), z.unknown())),
          }),
          ...errors(400, 401, 403),
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const wanted = request.query.shopId;
      // An agent works for several producers (decision 0011): the shops where they may see the
      // products, or the one asked for among them. Any other shop is refused, known or not.
      if (user.role === 'agent') {
        const theirs = agentCatalogueShops(user);
        if (theirs.length === 0) throw forbidden();
        const shops = wanted ? theirs.filter((s) => s.id === wanted) : theirs;
        if (shops.length === 0) throw forbidden(NOT_THEIR_SHOP);
        return {
          success: true as const,
          ...(await listManagedProducts(db, { shops, withoutPrestation: true }, request.query)),
        };
      }
      const { user: staff, shopId } = requireShopPermission(request, 'seeAllProduct');
      if (wanted && wanted !== shopId) throw forbidden(NOT_THEIR_SHOP);
      const shops = staff.shops.filter((s) => s.id === shopId).slice(0, 1);
      return { success: true as const, ...(await listManagedProducts(db, { shops }, request.query)) };
    },
  );

  app.get(
    '/v1/dashboard/products/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['products'],
        summary: "A product of the caller's shop, every field (an agent: of a shop they work for)",
        security: bearer,
        params: IdParams,
        response: { 200: Managed, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      // An agent works for several producers and has no first shop: the product's own shop,
      // when they are its agent (read only; decision 0011). Another shop's product is unknown.
      if (user.role === 'agent') {
        const shopId = await findProductShopId(db, request.params.id);
        if (!shopId || !user.shops.some((s) => s.id === shopId)) throw notFound('Produit inexistant');
        if (!canReadShopCatalogue(user, shopId)) throw forbidden();
        return { success: true as const, product: await getManagedProduct(db, shopId, request.params.id) };
      }
      const { shopId } = requireShopPermission(request, 'seeAllProduct');
      return { success: true as const, product: await getManagedProduct(db, shopId, request.params.id) };
    },
  );

  app.post(
    '/v1/products',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['products'],
        summary: "Create a product in the caller's shop (createProduct)",
        security: bearer,
        body: ProductInput,
        response: { 200: Managed.extend({ message: z.string() }), ...errors(400, 401, 403, 409, 422) },
      },
    },
    async (request) => {
      const { shopId } = requireShopPermission(request, 'createProduct');
      const shop = await getShopById(db, shopId);
      const id = await createProduct(db, shop, request.body);
      return {
        success: true as const,
        product: await getManagedProduct(db, shopId, id),
        message: 'Le produit a été créé',
      };
    },
  );

  app.put(
    '/v1/products/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['products'],
        summary: "Replace a product of the caller's shop (createProduct)",
        security: bearer,
        params: IdParams,
        body: ProductInput,
        response: { 200: Managed.extend({ message: z.string() }), ...errors(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const { shopId } = requireShopPermission(request, 'createProduct');
      const shop = await getShopById(db, shopId);
      await updateProduct(db, shop, request.params.id, request.body);
      return {
        success: true as const,
        product: await getManagedProduct(db, shopId, request.params.id),
        message: 'Le produit a été enregistré',
      };
    },
  );
};
