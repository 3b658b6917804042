import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns.ts';
import { shopIdColumn } from '../shops/shops.table.ts';
import { users } from '../users/users.table.ts';

/*
 * The loyalty programme (issue 29, decisions 0180–0184): a shop's settings, tiers and rewards;
 * a client's account (the row placements and sweeps lock) and the ledger where every credit and
 * debit names its cause. Invoices, credit notes, orders and clients are named by id, not by
 * foreign key: their modules own them, and the ledger outlives nothing it reports.
 */

const shopId = shopIdColumn;

export const loyaltyProgrammes = pgTable(
  'loyalty_programmes',
  {
    shopId: shopId().primaryKey(),
    active: boolean('active').notNull().default(false),
    /** Points a euro HT paid earns, in hundredths (100 = 1 point per euro). */
    pointsPerEuroX100: integer('points_per_euro_x100').notNull(),
    /** Months after which points expire; 0: never. */
    expiryMonths: integer('expiry_months').notNull().default(0),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('loyalty_programmes_rate_check', sql`${t.pointsPerEuroX100} > 0`),
    check('loyalty_programmes_expiry_check', sql`${t.expiryMonths} >= 0`),
  ],
);
export type LoyaltyProgrammeRow = typeof loyaltyProgrammes.$inferSelect;

export const loyaltyTiers = pgTable(
  'loyalty_tiers',
  {
    id: id(),
    shopId: shopId(),
    name: text('name').notNull(),
    threshold: integer('threshold').notNull(),
    advantages: text('advantages').notNull().default(''),
  },
  (t) => [index('loyalty_tiers_shop_idx').on(t.shopId, t.threshold)],
);
export type LoyaltyTierRow = typeof loyaltyTiers.$inferSelect;

export type RewardProduct = { productId: string; formatId: string };

export const loyaltyRewards = pgTable(
  'loyalty_rewards',
  {
    id: id(),
    shopId: shopId(),
    name: text('name').notNull(),
    kind: text('kind').$type<'discount' | 'products'>().notNull(),
    pointsRequired: integer('points_required').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    products: jsonb('products').$type<RewardProduct[]>().notNull().default([]),
    maxChoice: integer('max_choice').notNull().default(1),
    tierName: text('tier_name'),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('loyalty_rewards_shop_idx').on(t.shopId, t.position),
    check('loyalty_rewards_kind_check', sql`${t.kind} in ('discount', 'products')`),
  ],
);
export type LoyaltyRewardRow = typeof loyaltyRewards.$inferSelect;

/** A client's points, kept with every entry; locked by whoever writes one. */
export const loyaltyAccounts = pgTable(
  'loyalty_accounts',
  {
    shopId: shopId(),
    clientId: uuid('client_id').notNull(),
    balance: integer('balance').notNull().default(0),
    earned: integer('earned').notNull().default(0),
    spent: integer('spent').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.clientId] })],
);
export type LoyaltyAccountRow = typeof loyaltyAccounts.$inferSelect;

export type LoyaltyCauseColumn = 'invoicePaid' | 'creditNote' | 'rewardUsed' | 'expiry' | 'adjustment';

export const loyaltyEntries = pgTable(
  'loyalty_entries',
  {
    id: id(),
    shopId: shopId(),
    clientId: uuid('client_id').notNull(),
    cause: text('cause').$type<LoyaltyCauseColumn>().notNull(),
    points: integer('points').notNull(),
    label: text('label').notNull(),
    invoiceId: uuid('invoice_id'),
    creditNoteId: uuid('credit_note_id'),
    /** The HT a credit note took off its invoice (the reversals' proportion, decision 0181). */
    creditedHt: integer('credited_ht'),
    orderId: uuid('order_id'),
    rewardId: uuid('reward_id'),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name'),
    reason: text('reason'),
    /** A credit's expiry day (null: never); swept once it has passed. */
    expiresOn: date('expires_on', { mode: 'string' }),
    swept: boolean('swept').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('loyalty_entries_client_idx').on(t.shopId, t.clientId, t.createdAt.desc(), t.id.desc()),
    uniqueIndex('loyalty_entries_invoice_key')
      .on(t.shopId, t.invoiceId)
      .where(sql`${t.cause} = 'invoicePaid'`),
    uniqueIndex('loyalty_entries_credit_note_key')
      .on(t.shopId, t.creditNoteId)
      .where(sql`${t.cause} = 'creditNote'`),
    uniqueIndex('loyalty_entries_order_key').on(t.shopId, t.orderId).where(sql`${t.cause} = 'rewardUsed'`),
    index('loyalty_entries_expiring_idx').on(t.expiresOn).where(sql`${t.points} > 0 and not ${t.swept}`),
    check(
      'loyalty_entries_cause_check',
      sql`${t.cause} in ('invoicePaid', 'creditNote', 'rewardUsed', 'expiry', 'adjustment')`,
    ),
  ],
);
export type LoyaltyEntryRow = typeof loyaltyEntries.$inferSelect;
