import { INTEGRATIONS } from '@cuvee/domain';
import { z } from 'zod';
import { defineRoute } from './http/route.ts';
import { shopBillingRoutes } from './shops.billing.ts';
import { urlSchema, vatRateSchema } from './validation/index.ts';
import { msg } from './validation/messages.ts';
import { assetUrl, recordKey } from './validation/record-key.ts';

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, msg('colorFormat'));

export const EditedShop = z.object({
  color: hexColor.optional(),
  banner: assetUrl.nullable().optional(),
  logo: assetUrl.nullable().optional(),
});

export const Typology = z.object({
  name: z.string().min(1).max(80),
  public: z.boolean(),
  ttc: z.boolean(),
  globalDiscount: z.number().min(0).max(100).default(0),
  allRulesInEq75: z.boolean().default(false),
});
export type Typology = z.infer<typeof Typology>;

const VatRates = z.object({ standard: z.number(), medium: z.number(), reduced: z.number() });

/** As answered. Response schemas carry no transform: the serializer encodes with them. */
export const ShopSettings = z.object({
  logStartMonth: z.number().int().min(1).max(12).default(1),
  logStartDay: z.number().int().min(1).max(31).default(1),
  hasTVA: z.boolean().default(true),
  vatRate: VatRates,
  titleProducts: z.string().max(120).optional(),
  allRulesInEq75: z.boolean().default(false),
  /** Members only see prices (visitors are asked to register). */
  pricesForMembersOnly: z.boolean().default(false),
  /**
   * The shop's own amount for a tax rate the facts mark 'verify' (issue 25: the 2026 spirits
   * CSS, derived until the customs circular confirms it); the law's rows take none.
   */
  rateOverrides: z
    .array(
      z.object({
        tax: z.enum(['excise', 'css']),
        category: z.string().max(40),
        validFrom: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
        eurPerHl: z.number().positive().max(100_000),
      }),
    )
    .max(20)
    .optional(),
});
export type ShopSettings = z.infer<typeof ShopSettings>;

/** As sent: rates go through the §5 VAT rule (a comma is accepted). */
export const ShopSettingsInput = ShopSettings.extend({
  vatRate: z.object({ standard: vatRateSchema, medium: vatRateSchema, reduced: vatRateSchema }),
});

export const ShopIdentity = z.object({
  legalName: z.string().max(200).optional(),
  siret: z
    .string()
    .regex(/^\d{14}$/, msg('siretDigits'))
    .optional(),
  vatNumber: z.string().max(20).optional(),
  email: z.email(msg('email')).optional(),
  phone: z.string().max(30).optional(),
  website: urlSchema.optional(),
  description: z.string().max(5000).optional(),
  address: z
    .object({
      street: z.string().max(200),
      zipcode: z.string().max(10),
      city: z.string().max(100),
      country: z.string().length(2),
    })
    .partial()
    .optional(),
});

export const Integration = z.object(
  Object.fromEntries(INTEGRATIONS.map((k) => [k, z.object({ active: z.boolean() })])) as Record<
    (typeof INTEGRATIONS)[number],
    z.ZodObject<{ active: z.ZodBoolean }>
  >,
);

const tabId = z.string().regex(/^[a-z0-9-]{1,64}$/, {
  ...msg('tabId'),
});
const tabName = z.string().trim().min(1, msg('required')).max(80);
/** A storefront tab: its products are those tagged with its id; `content` is a text shown above them. */
export const Tab = z.object({
  id: tabId,
  name: tabName,
  content: z.string().max(20_000).optional(),
  children: z
    .array(z.object({ id: tabId, name: tabName, content: z.string().max(20_000).optional() }))
    .max(30)
    .default([]),
});

/** A format the shop offers by default in the product form. */
export const ShopFormatPreset = z.object({
  unity: z.string().optional(),
  unityValue: z.number().optional(),
  nameInShop: z.string().optional(),
  container: z.string().optional(),
});

export const Shop = z.object({
  id: z.string(),
  code: z.string(),
  urlShop: z.string(),
  name: z.string(),
  editedShop: EditedShop,
  typologies: z.record(z.string(), Typology),
  /** The shop's own format presets (spec §3 Shop: a map), keyed by name. */
  formats: z.record(z.string(), ShopFormatPreset),
  settings: ShopSettings,
  identity: ShopIdentity,
  businessType: z.string(),
  color: z.string(),
  headerStyle: z.string(),
  tabs: z.array(Tab),
  integration: Integration,
});
export type Shop = z.infer<typeof Shop>;

export const ShopResponse = z.object({ success: z.literal(true), shop: Shop });

// The public identity (PublicShop) is declared with the storefront's routes (storefront.ts).

/**
 * What the product form reads about a product's shop (GET /v1/shops/{id}/catalogue): typologies,
 * VAT settings and tab names. Answered to an owner, iam or agent member of that shop; `Shop`
 * satisfies it, so the form takes either.
 */
export const ShopCatalogue = z.object({
  id: z.string(),
  urlShop: z.string(),
  name: z.string(),
  typologies: z.record(
    z.string(),
    Typology.pick({ name: true, public: true, ttc: true, globalDiscount: true }),
  ),
  settings: ShopSettings.pick({ hasTVA: true, vatRate: true }),
  tabs: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      children: z.array(z.object({ id: z.string(), name: z.string() })),
    }),
  ),
});
export type ShopCatalogue = z.infer<typeof ShopCatalogue>;
export const ShopCatalogueResponse = z.object({ success: z.literal(true), shop: ShopCatalogue });

export const UpdateShopBody = z
  .object({
    name: z.string().trim().min(2, msg('shopNameTooShort')).max(120),
    editedShop: EditedShop,
    typologies: z.record(recordKey(z.string().regex(/^[a-z0-9-]{1,40}$/)), Typology),
    settings: ShopSettingsInput.partial(),
    identity: ShopIdentity,
    businessType: z.enum(['wine', 'champaign', 'beer', 'spirit', 'cider', 'other']),
    color: hexColor,
    headerStyle: z.enum(['classic', 'centered', 'minimal']),
    tabs: z.array(Tab).max(20),
    integration: Integration.partial(),
  })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, msg('nothingToUpdate'));
export type UpdateShopBody = z.infer<typeof UpdateShopBody>;

export const UpdatedShopResponse = ShopResponse.extend({ message: z.string() });

/** A shop's settings, for its staff; the public reads are in storefront.ts. */
export const shopsRoutes = {
  me: defineRoute({
    method: 'GET',
    path: '/v1/shops/me',
    access: 'shop.settings.read',
    summary: "The caller's shop (owner and iam)",
    tags: ['shops'],
    response: ShopResponse,
    errors: [401, 403],
    shop: 'header',
  }),
  updateMe: defineRoute({
    method: 'PUT',
    path: '/v1/shops/me',
    access: 'shop.settings.write',
    summary: "Update the caller's shop settings (owner, or iam with full delegation)",
    tags: ['shops'],
    body: UpdateShopBody,
    response: UpdatedShopResponse,
    errors: [400, 401, 403, 422],
    shop: 'header',
  }),
  catalogue: defineRoute({
    method: 'GET',
    path: '/v1/shops/:id/catalogue',
    access: 'catalogue.settings.read',
    summary: 'What the product form reads about a shop: typologies, VAT, tabs (its owner, iam or agents)',
    tags: ['shops'],
    params: z.object({ id: z.uuid({ error: "L'identifiant de la boutique n'est pas valide" }) }),
    response: ShopCatalogueResponse,
    errors: [400, 401, 403, 404],
    shop: { param: 'id' },
  }),
  /** The 'billing' settings section (issue 24): bank details and legal mentions. */
  ...shopBillingRoutes,
};
