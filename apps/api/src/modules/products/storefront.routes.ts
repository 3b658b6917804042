import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-error.ts';
import { errors } from '../../lib/route-schema.ts';
import { findShopPublic, toShop } from '../shops/index.ts';
import { storefrontFilters } from './products.store.ts';
import { catalogueViewer } from './products.viewer.ts';

const Storefront = z.object({
  success: z.literal(true),
  shop: z.object({
    id: z.string(),
    code: z.string(),
    urlShop: z.string(),
    name: z.string(),
    editedShop: z.object({
      color: z.string().optional(),
      banner: z.string().nullable().optional(),
      logo: z.string().nullable().optional(),
    }),
    color: z.string(),
    headerStyle: z.string(),
    tabs: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        content: z.string().optional(),
        children: z.array(z.object({ id: z.string(), name: z.string(), content: z.string().optional() })),
      }),
    ),
    titleProducts: z.string().nullable(),
    description: z.string().nullable(),
    legal: z.record(z.string(), z.unknown()),
    acceptsOrders: z.boolean(),
  }),
  filters: z.object({
    gammes: z.array(z.string()),
    hasOthers: z.boolean(),
    types: z.array(z.string()),
    colors: z.array(z.string()),
    vintages: z.array(z.string()),
    count: z.number(),
  }),
  viewer: z.object({
    staff: z.boolean(),
    member: z.boolean(),
    typology: z.string().nullable(),
    showTtc: z.boolean(),
    priceHidden: z.boolean(),
  }),
});

export const storefrontRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.get(
    '/v1/shops/:id/storefront',
    {
      schema: {
        tags: ['shops'],
        summary: "A shop's public page: identity, tabs, legal notice, the filters its catalogue offers",
        params: z.object({ id: z.string().min(1).max(100) }),
        querystring: z.object({ typology: z.string().max(40).optional() }),
        response: { 200: Storefront, ...errors(404) },
      },
    },
    async (request) => {
      const row = await findShopPublic(db, request.params.id);
      if (!row) throw notFound('Boutique introuvable');
      const shop = toShop(row);
      const viewer = catalogueViewer(row, request.principal, request.query.typology);
      const { legalName, siret, vatNumber, email, phone, address, description, website } = shop.identity;
      return {
        success: true as const,
        shop: {
          id: shop.id,
          code: shop.code,
          urlShop: shop.urlShop,
          name: shop.name,
          editedShop: shop.editedShop,
          color: shop.color,
          headerStyle: shop.headerStyle,
          tabs: shop.tabs,
          titleProducts: shop.settings.titleProducts ?? null,
          description: description ?? null,
          legal: { legalName, siret, vatNumber, email, phone, address, website },
          acceptsOrders: shop.integration.shop.active,
        },
        filters: await storefrontFilters(db, row, viewer),
        viewer: {
          staff: viewer.staff,
          member: viewer.member,
          typology: viewer.typologyKey,
          showTtc: viewer.typology?.ttc ?? true,
          priceHidden: viewer.priceHidden,
        },
      };
    },
  );
};
