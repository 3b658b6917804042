import type { PromoCodeBenefit, PromoCodeTarget } from '@cuvee/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns.ts';
import { shopIdColumn } from '../shops/shops.table.ts';
import { users } from '../users/users.table.ts';

/*
 * A shop's promo codes and their uses (issue 29, decision 0175). `used` is the count the
 * placement takes under a conditional UPDATE (the last use of a 100-use code is taken once);
 * each use is a row with its order, its buyer and the code's source (a campaign, later).
 */

export const promoCodes = pgTable(
  'promo_codes',
  {
    id: id(),
    shopId: shopIdColumn(),
    /** Upper-case, unique per shop. */
    code: text('code').notNull(),
    label: text('label').notNull().default(''),
    benefit: jsonb('benefit').$type<PromoCodeBenefit>().notNull(),
    target: jsonb('target').$type<PromoCodeTarget>().notNull(),
    minAmountHt: integer('min_amount_ht').notNull().default(0),
    minBottles: integer('min_bottles').notNull().default(0),
    validFrom: date('valid_from'),
    validTo: date('valid_to'),
    typologies: text('typologies').array().notNull().default(sql`'{}'::text[]`),
    maxUses: integer('max_uses'),
    maxUsesPerBuyer: integer('max_uses_per_buyer'),
    combinesWithTiers: boolean('combines_with_tiers').notNull().default(true),
    combinesWithPromotions: boolean('combines_with_promotions').notNull().default(false),
    active: boolean('active').notNull().default(true),
    used: integer('used').notNull().default(0),
    /** Where the code comes from: 'settings', later 'campaign' with its id (issue 29, part 6). */
    source: text('source').notNull().default('settings'),
    campaignId: uuid('campaign_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('promo_codes_shop_code_key').on(t.shopId, t.code),
    index('promo_codes_shop_created_idx').on(t.shopId, t.createdAt.desc()),
    check(
      'promo_codes_used_check',
      sql`${t.used} >= 0 and (${t.maxUses} is null or ${t.used} <= ${t.maxUses})`,
    ),
    check(
      'promo_codes_code_check',
      sql`${t.code} = upper(${t.code}) and char_length(${t.code}) between 1 and 15`,
    ),
  ],
);
export type PromoCodeRow = typeof promoCodes.$inferSelect;

/** One use: an order placed with the code. A buyer's n-th use is unique (per-buyer limits hold under races). */
export const promoCodeUses = pgTable(
  'promo_code_uses',
  {
    id: id(),
    shopId: shopIdColumn(),
    codeId: uuid('code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').notNull(),
    buyerId: uuid('buyer_id').notNull(),
    buyerSeq: integer('buyer_seq').notNull(),
    amountCents: integer('amount_cents').notNull(),
    source: text('source').notNull(),
    campaignId: uuid('campaign_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('promo_code_uses_order_key').on(t.shopId, t.codeId, t.orderId),
    uniqueIndex('promo_code_uses_buyer_seq_key').on(t.shopId, t.codeId, t.buyerId, t.buyerSeq),
    index('promo_code_uses_shop_code_idx').on(t.shopId, t.codeId, t.createdAt.desc()),
  ],
);
