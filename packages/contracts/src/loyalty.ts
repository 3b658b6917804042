import { MAX_POINTS_PER_EURO_X100 } from '@cuvee/domain';
import { z } from 'zod';
import { PageQuery, Uuid } from './common.ts';
import { defineRoute } from './http/route.ts';
import { msg } from './validation/messages.ts';

/*
 * The loyalty programme (issue 29, decisions 0180–0184): its settings (points per euro HT paid,
 * tiers, rewards, expiry), a client's points and ledger for the owner, and the buyer's own.
 * Points are whole numbers; amounts are cents.
 */

const points = z
  .number(msg('number'))
  .int('Les points sont des nombres entiers')
  .min(0, 'Les points ne peuvent pas être négatifs')
  .max(10_000_000, 'Au plus 10 000 000 points');

export const LoyaltyTierInput = z.strictObject({
  name: z.string().trim().min(1, 'Donnez un nom au palier').max(60, 'Au plus 60 caractères'),
  threshold: points,
  advantages: z.string().trim().max(300, 'Au plus 300 caractères').default(''),
});

export const REWARD_KINDS = ['discount', 'products'] as const;

export const LoyaltyRewardInput = z
  .strictObject({
    name: z.string().trim().min(1, 'Donnez un nom à la récompense').max(80, 'Au plus 80 caractères'),
    kind: z.enum(REWARD_KINDS, 'Choisissez une remise ou des produits offerts'),
    pointsRequired: points.min(1, 'Une récompense coûte au moins 1 point'),
    /** A discount's amount, in the buyer's price basis (TTC for individuals, HT for professionals). */
    discountCents: z
      .number(msg('number'))
      .int(msg('priceCents'))
      .min(0, 'Le montant ne peut pas être négatif')
      .max(1_000_000, 'Au plus 10 000 €')
      .default(0),
    products: z
      .array(z.strictObject({ productId: Uuid, formatId: Uuid }))
      .max(20, 'Au plus 20 produits offerts')
      .default([]),
    /** How many offered bottles the buyer may pick, in all. */
    maxChoice: z.number(msg('number')).int().min(1, 'Au moins 1').max(24, 'Au plus 24').default(1),
    /** Kept for clients at this tier (its name) and above; null for every client. */
    tierName: z.string().trim().max(60).nullable().default(null),
  })
  .refine((r) => r.kind !== 'discount' || r.discountCents > 0, {
    message: 'Une remise de fidélité a un montant',
    path: ['discountCents'],
  })
  .refine((r) => r.kind !== 'products' || r.products.length > 0, {
    message: 'Choisissez au moins un produit offert',
    path: ['products'],
  });

export const LoyaltyProgrammeInput = z
  .strictObject({
    active: z.boolean(),
    /** Points a euro HT paid earns, two decimals at most (0.1 = one point per 10 €). */
    pointsPerEuro: z
      .number(msg('number'))
      .min(0.01, 'Au moins 0,01 point par euro')
      .max(MAX_POINTS_PER_EURO_X100 / 100, 'Au plus 1 000 points par euro')
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-9, 'Deux décimales au plus'),
    /** Points expire this many months after they were earned; 0: never. */
    expiryMonths: z.number(msg('number')).int().min(0, 'Au moins 0').max(120, 'Au plus 120 mois'),
    tiers: z.array(LoyaltyTierInput).max(10, 'Au plus 10 paliers').default([]),
    rewards: z.array(LoyaltyRewardInput).max(20, 'Au plus 20 récompenses').default([]),
  })
  .refine((p) => new Set(p.tiers.map((t) => t.name.toLowerCase())).size === p.tiers.length, {
    message: 'Deux paliers portent le même nom',
    path: ['tiers'],
  })
  .refine(
    (p) =>
      p.rewards.every(
        (r) => r.tierName === null || p.tiers.some((t) => t.name.toLowerCase() === r.tierName?.toLowerCase()),
      ),
    { message: "Une récompense est réservée à un palier qui n'existe pas", path: ['rewards'] },
  );
export type LoyaltyProgrammeInput = z.input<typeof LoyaltyProgrammeInput>;

export const LoyaltyTier = z.object({
  id: z.string(),
  name: z.string(),
  threshold: z.number().int(),
  advantages: z.string(),
});
export type LoyaltyTier = z.infer<typeof LoyaltyTier>;

export const LoyaltyReward = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(REWARD_KINDS),
  pointsRequired: z.number().int(),
  discountCents: z.number().int(),
  products: z.array(
    z.object({
      productId: z.string(),
      formatId: z.string(),
      /** '<product> · <format>' as the catalogue names them. */
      label: z.string(),
      productType: z.string(),
      picture: z.string().nullable(),
      vintageId: z.string().nullable(),
      vintageName: z.string().nullable(),
    }),
  ),
  maxChoice: z.number().int(),
  tierName: z.string().nullable(),
});
export type LoyaltyReward = z.infer<typeof LoyaltyReward>;

export const LoyaltyProgramme = z.object({
  active: z.boolean(),
  pointsPerEuro: z.number(),
  expiryMonths: z.number().int(),
  tiers: z.array(LoyaltyTier),
  rewards: z.array(LoyaltyReward),
});
export type LoyaltyProgramme = z.infer<typeof LoyaltyProgramme>;

export const LOYALTY_CAUSES = ['invoicePaid', 'creditNote', 'rewardUsed', 'expiry', 'adjustment'] as const;
export type LoyaltyCause = (typeof LOYALTY_CAUSES)[number];

export const LoyaltyEntry = z.object({
  id: z.string(),
  at: z.string(),
  cause: z.enum(LOYALTY_CAUSES),
  /** Signed: a credit is positive, a debit negative. */
  points: z.number().int(),
  /** What it was, in French ('Facture F-2026-00012 payée'). */
  label: z.string(),
  author: z.string().nullable(),
  reason: z.string().nullable(),
  expiresOn: z.string().nullable(),
});
export type LoyaltyEntry = z.infer<typeof LoyaltyEntry>;

export const LoyaltyAccount = z.object({
  /** Points available to spend. */
  balance: z.number().int(),
  /** Points earned (credits less credit notes): what the tier reads. */
  earned: z.number().int(),
  /** Points spent on rewards. */
  spent: z.number().int(),
  tier: LoyaltyTier.nullable(),
  nextTier: LoyaltyTier.nullable(),
  toNext: z.number().int(),
});
export type LoyaltyAccount = z.infer<typeof LoyaltyAccount>;

export const LoyaltyLedgerQuery = PageQuery;
const ledger = { account: LoyaltyAccount, entries: z.array(LoyaltyEntry), total: z.number().int() };

export const ClientLoyaltyResponse = z.object({ success: z.literal(true), active: z.boolean(), ...ledger });
export type ClientLoyaltyResponse = z.infer<typeof ClientLoyaltyResponse>;

export const MyLoyaltyResponse = z.object({
  success: z.literal(true),
  /** null when the shop runs no programme. */
  programme: LoyaltyProgramme.nullable(),
  ...ledger,
});
export type MyLoyaltyResponse = z.infer<typeof MyLoyaltyResponse>;

export const MyLoyaltiesResponse = z.object({
  success: z.literal(true),
  shops: z.array(
    z.object({
      shopId: z.string(),
      shopName: z.string(),
      balance: z.number().int(),
      tier: z.string().nullable(),
    }),
  ),
});
export type MyLoyaltiesResponse = z.infer<typeof MyLoyaltiesResponse>;

export const LoyaltyAdjustmentInput = z.strictObject({
  points: z
    .number(msg('number'))
    .int('Les points sont des nombres entiers')
    .min(-1_000_000, 'Au plus 1 000 000 points')
    .max(1_000_000, 'Au plus 1 000 000 points')
    .refine((p) => p !== 0, 'Indiquez un nombre de points différent de 0'),
  reason: z
    .string()
    .trim()
    .min(3, 'Indiquez la raison (3 caractères au moins)')
    .max(300, 'Au plus 300 caractères'),
});
export type LoyaltyAdjustmentInput = z.input<typeof LoyaltyAdjustmentInput>;

const ProgrammeResponse = z.object({
  success: z.literal(true),
  programme: LoyaltyProgramme,
  message: z.string().optional(),
});
export type LoyaltyProgrammeResponse = z.infer<typeof ProgrammeResponse>;

const common = { tags: ['loyalty'] } as const;
const ClientParams = z.object({ clientId: Uuid });
const ShopParams = z.object({ shopId: Uuid });

export const loyaltyRoutes = {
  programme: defineRoute({
    ...common,
    method: 'GET',
    path: '/v1/loyalty/programme',
    access: 'loyalty.settings',
    summary: "The shop's loyalty programme: points per euro HT paid, tiers, rewards, expiry",
    response: ProgrammeResponse,
    errors: [401, 403],
  }),
  save: defineRoute({
    ...common,
    method: 'PUT',
    path: '/v1/loyalty/programme',
    access: 'loyalty.settings',
    summary: 'Saves the loyalty programme (its tiers and rewards as given)',
    body: LoyaltyProgrammeInput,
    response: ProgrammeResponse,
    errors: [400, 401, 403, 404],
  }),
  client: defineRoute({
    ...common,
    method: 'GET',
    path: '/v1/loyalty/clients/:clientId',
    access: 'loyalty.read',
    summary: "A client's points, tier and ledger, newest first",
    params: ClientParams,
    query: LoyaltyLedgerQuery,
    response: ClientLoyaltyResponse,
    errors: [400, 401, 403, 404],
  }),
  adjust: defineRoute({
    ...common,
    method: 'POST',
    path: '/v1/loyalty/clients/:clientId/adjustments',
    access: 'loyalty.adjust',
    summary: "Adds or removes a client's points by hand, with the reason",
    params: ClientParams,
    body: LoyaltyAdjustmentInput,
    response: ClientLoyaltyResponse.extend({ message: z.string() }),
    errors: [400, 401, 403, 404, 409],
  }),
  mine: defineRoute({
    ...common,
    method: 'GET',
    path: '/v1/account/loyalty',
    access: 'account.read',
    summary: "The buyer's points at each producer",
    response: MyLoyaltiesResponse,
    errors: [401],
  }),
  mineAt: defineRoute({
    ...common,
    method: 'GET',
    path: '/v1/account/loyalty/:shopId',
    access: 'account.read',
    summary: "The buyer's points, tier, rewards and ledger at one producer",
    params: ShopParams,
    query: LoyaltyLedgerQuery,
    response: MyLoyaltyResponse,
    errors: [400, 401, 404],
  }),
};
