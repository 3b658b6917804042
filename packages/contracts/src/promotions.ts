import { z } from 'zod';
import { Uuid } from './common.ts';
import { defineRoute } from './http/route.ts';
import { msg } from './validation/messages.ts';
import { promoCodeSchema } from './validation/text.fields.ts';

/*
 * A shop's promo codes (issue 29, settings section `promotions`, decision 0175): what each takes
 * off, on what, under which conditions and how often. Amounts are integer cents; a refused value
 * answers a French 400 and changes nothing.
 */

const MAX_CENTS = 10_000_000;
const Cents = z
  .number(msg('priceCents'))
  .int(msg('priceCents'))
  .min(0, msg('tooSmall', { min: 0 }))
  .max(MAX_CENTS, msg('tooBig', { max: MAX_CENTS }));
const Count = z
  .number(msg('number'))
  .int(msg('quantityWhole'))
  .min(1, msg('tooSmall', { min: 1 }))
  .max(1_000_000, msg('tooBig', { max: 1_000_000 }));
const Day = z.iso.date(msg('date'));
const Key = z
  .string()
  .trim()
  .min(1, msg('required'))
  .max(80, msg('tooLong', { max: 80 }));

export const PromoCodeBenefit = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('percent'),
    percent: z
      .number(msg('number'))
      .gt(0, msg('positive'))
      .max(100, msg('tooBig', { max: 100 })),
  }),
  z.object({ kind: z.literal('amount'), cents: Cents.min(1, msg('positive')) }),
  z.object({ kind: z.literal('freeProduct'), formatId: Uuid }),
  z.object({ kind: z.literal('freeShipping') }),
]);

export const PromoCodeTarget = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('order') }),
  z.object({
    kind: z.literal('products'),
    productIds: z
      .array(Uuid)
      .min(1, msg('tooFewItems', { min: 1 }))
      .max(200),
  }),
  z.object({
    kind: z.literal('families'),
    families: z
      .array(Key)
      .min(1, msg('tooFewItems', { min: 1 }))
      .max(50),
  }),
]);

/** A code as the owner writes it; the code itself is kept upper-case, unique per shop. */
export const PromoCodeInput = z
  .strictObject({
    code: promoCodeSchema.regex(/^[A-Za-z0-9_-]+$/, msg('promoCodeChars')),
    label: z
      .string()
      .trim()
      .max(200, msg('tooLong', { max: 200 }))
      .default(''),
    benefit: PromoCodeBenefit,
    target: PromoCodeTarget.default({ kind: 'order' }),
    minAmountHt: Cents.default(0),
    minBottles: z
      .number(msg('number'))
      .int(msg('quantityWhole'))
      .min(0, msg('tooSmall', { min: 0 }))
      .max(100_000, msg('tooBig', { max: 100_000 }))
      .default(0),
    validFrom: Day.nullable().default(null),
    validTo: Day.nullable().default(null),
    typologies: z.array(Key).max(50).default([]),
    maxUses: Count.nullable().default(null),
    maxUsesPerBuyer: Count.nullable().default(null),
    combinesWithTiers: z.boolean().default(true),
    combinesWithPromotions: z.boolean().default(false),
    active: z.boolean().default(true),
  })
  .refine((c) => !c.validFrom || !c.validTo || c.validFrom <= c.validTo, {
    ...msg('endBeforeStart'),
    path: ['validTo'],
  });
export type PromoCodeInput = z.input<typeof PromoCodeInput>;

export const PromoCode = z.object({
  id: z.string(),
  code: z.string(),
  label: z.string(),
  benefit: PromoCodeBenefit,
  target: PromoCodeTarget,
  minAmountHt: z.number(),
  minBottles: z.number(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  typologies: z.array(z.string()),
  maxUses: z.number().nullable(),
  maxUsesPerBuyer: z.number().nullable(),
  combinesWithTiers: z.boolean(),
  combinesWithPromotions: z.boolean(),
  active: z.boolean(),
  used: z.number(),
  /** Where the code comes from: the settings, later a marketing campaign (issue 29, part 6). */
  source: z.string(),
  createdAt: z.string(),
});
export type PromoCode = z.infer<typeof PromoCode>;

export const PromoCodeListQuery = z.object({
  search: z.string().trim().max(15).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export const PromoCodeListResponse = z.object({
  success: z.literal(true),
  codes: z.array(PromoCode),
  total: z.number(),
});
export const PromoCodeResponse = z.object({ success: z.literal(true), message: z.string(), code: PromoCode });
export const PromoCodeDeleted = z.object({ success: z.literal(true), message: z.string() });

const tags = ['promotions'];

export const promotionsRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/v1/promo-codes',
    access: 'promotions.read',
    summary: "The shop's promo codes, newest first, paginated",
    tags,
    query: PromoCodeListQuery,
    response: PromoCodeListResponse,
    errors: [400, 401, 403],
    shop: 'header',
  }),
  create: defineRoute({
    method: 'POST',
    path: '/v1/promo-codes',
    access: 'promotions.write',
    summary: 'Create a promo code',
    tags,
    body: PromoCodeInput,
    response: PromoCodeResponse,
    errors: [400, 401, 403, 409],
    shop: 'header',
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/v1/promo-codes/:id',
    access: 'promotions.write',
    summary: 'Change a promo code (its uses so far stay)',
    tags,
    params: z.object({ id: Uuid }),
    body: PromoCodeInput,
    response: PromoCodeResponse,
    errors: [400, 401, 403, 404, 409],
    shop: 'header',
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/v1/promo-codes/:id',
    access: 'promotions.write',
    summary: 'Delete a promo code never used (a used one is deactivated instead)',
    tags,
    params: z.object({ id: Uuid }),
    response: PromoCodeDeleted,
    errors: [400, 401, 403, 404, 409],
    shop: 'header',
  }),
};
