import {
  DELIVERY_COUNTRIES,
  DELIVERY_KINDS,
  FRANCO_KINDS,
  isFrenchDepartment,
  PRICING_BASES,
} from '@cuvee/domain';
import { z } from 'zod';
import { customIssue, msg } from './validation/messages.ts';

/*
 * What the delivery routes take (spec §2 /dashboard/delivery; decision 0038). Prices are
 * integer cents; a refused value answers a French 400 and changes nothing.
 */

const MAX_CENTS = 10_000_000;
/** A price or an amount in cents (0 to 100 000 €). */
export const DeliveryCents = z
  .number(msg('priceCents'))
  .int(msg('priceCents'))
  .min(0, msg('tooSmall', { min: 0 }))
  .max(MAX_CENTS, msg('tooBig', { max: MAX_CENTS }));
/** A number of products. */
const Count = z
  .number(msg('number'))
  .int(msg('quantityWhole'))
  .min(1, msg('tooSmall', { min: 1 }))
  .max(100_000, msg('tooBig', { max: 100_000 }));
const Text = (max: number) => z.string().trim().max(max, msg('tooLong', { max }));
const Country = z.enum(DELIVERY_COUNTRIES, msg('countryCode'));

export const DeliveryZonesInput = z
  .object({
    countries: z.array(Country).max(DELIVERY_COUNTRIES.length).default([]),
    departments: z
      .array(z.string().refine(isFrenchDepartment, msg('department')))
      .max(120)
      .default([]),
  })
  .refine((zones) => zones.countries.length + zones.departments.length > 0, msg('deliveryZonesRequired'));

/** From this measure (bottles, grams or cents, by the basis) on, this price. */
export const PriceBracketInput = z.object({
  from: z
    .number(msg('number'))
    .min(0, msg('tooSmall', { min: 0 }))
    .max(MAX_CENTS, msg('tooBig', { max: MAX_CENTS })),
  priceCents: DeliveryCents,
});

export const CollectionPointInput = z.object({
  id: z.uuid(msg('idInvalid')).optional(),
  name: z
    .string()
    .trim()
    .min(2, msg('nameTooShort'))
    .max(80, msg('tooLong', { max: 80 })),
  address: z.object({
    street: z
      .string()
      .trim()
      .min(1, msg('streetRequired'))
      .max(200, msg('tooLong', { max: 200 })),
    zipcode: z
      .string()
      .trim()
      .min(1, msg('zipcodeRequired'))
      .max(10, msg('tooLong', { max: 10 })),
    city: z
      .string()
      .trim()
      .min(1, msg('cityRequired'))
      .max(100, msg('tooLong', { max: 100 })),
    country: Country,
  }),
});

export const DeliveryModeInput = z
  .object({
    kind: z.enum(DELIVERY_KINDS),
    name: z
      .string()
      .trim()
      .min(2, msg('nameTooShort'))
      .max(80, msg('tooLong', { max: 80 })),
    carrier: Text(80).nullable().default(null),
    instructions: Text(1000).nullable().default(null),
    active: z.boolean().default(true),
    zones: DeliveryZonesInput,
    basis: z.enum(PRICING_BASES).default('bottles'),
    brackets: z
      .array(PriceBracketInput)
      .max(50, msg('tooManyItems', { max: 50 }))
      .default([]),
    franco: z
      .object({
        kind: z.enum(FRANCO_KINDS),
        value: z
          .number(msg('number'))
          .int(msg('number'))
          .min(1, msg('tooSmall', { min: 1 }))
          .max(MAX_CENTS, msg('tooBig', { max: MAX_CENTS })),
      })
      .nullable()
      .default(null),
    /** Cents excl. tax. */
    minAmountCents: DeliveryCents.nullable().default(null),
    minProducts: Count.nullable().default(null),
    maxProducts: Count.nullable().default(null),
    multipleOf: z
      .number(msg('number'))
      .int(msg('multipleOfRange'))
      .min(2, msg('multipleOfRange'))
      .max(1000, msg('multipleOfRange'))
      .nullable()
      .default(null),
    collectionPoints: z
      .array(CollectionPointInput)
      .max(200, msg('tooManyItems', { max: 200 }))
      .default([]),
  })
  .superRefine((v, ctx) => {
    const froms = v.brackets.map((b) => b.from);
    if (new Set(froms).size !== froms.length)
      ctx.addIssue({ ...customIssue('bracketTaken'), path: ['brackets'] });
    if (v.minProducts !== null && v.maxProducts !== null && v.minProducts > v.maxProducts)
      ctx.addIssue({ ...customIssue('minAboveMax'), path: ['maxProducts'] });
    if (v.kind === 'collectionPoint' && v.collectionPoints.length === 0)
      ctx.addIssue({ ...customIssue('collectionPointsRequired'), path: ['collectionPoints'] });
  });
export type DeliveryModeInput = z.infer<typeof DeliveryModeInput>;
export type DeliveryModeFormInput = z.input<typeof DeliveryModeInput>;

/** The address and the order a buyer asks the delivery options for. */
export const DeliveryOptionsBody = z.object({
  address: z.object({
    country: z.string().trim().length(2, msg('countryCode')),
    zipcode: z
      .string()
      .trim()
      .min(1, msg('zipcodeRequired'))
      .max(10, msg('tooLong', { max: 10 })),
  }),
  summary: z.object({
    bottles: z
      .number(msg('number'))
      .min(0, msg('tooSmall', { min: 0 }))
      .max(100_000, msg('tooBig', { max: 100_000 })),
    weightGrams: z
      .number(msg('number'))
      .int(msg('number'))
      .min(0, msg('tooSmall', { min: 0 }))
      .max(100_000_000, msg('tooBig', { max: 100_000_000 })),
    amountHT: DeliveryCents,
    productCount: z
      .number(msg('number'))
      .int(msg('quantityWhole'))
      .min(0, msg('tooSmall', { min: 0 }))
      .max(100_000, msg('tooBig', { max: 100_000 })),
  }),
});
export type DeliveryOptionsBody = z.infer<typeof DeliveryOptionsBody>;
