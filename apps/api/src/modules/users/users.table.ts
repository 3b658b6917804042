import type { Role } from '@cuvee/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns.ts';

export type StoredAddress = Record<string, unknown>;
export type StoredCart = { orders: Record<string, unknown>[]; lastUpdated?: string | null };

/** One sign-in owning several users ('Changer de compte'). Platform-level, not a tenant table. */
export const masterAccounts = pgTable(
  'master_accounts',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('master_accounts_email_key').on(sql`lower(${t.email})`)],
);

/** People. A user belongs to shops through shop_memberships (the tenant link). */
export const users = pgTable(
  'users',
  {
    id: id(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<Role>().notNull(),
    firstname: text('firstname').notNull().default(''),
    lastname: text('lastname').notNull().default(''),
    phone: text('phone'),
    isPro: boolean('is_pro').notNull().default(false),
    business: jsonb('business').$type<{ reason?: string; name?: string }>(),
    masterAccountId: uuid('master_account_id').references(() => masterAccounts.id, { onDelete: 'set null' }),
    deliveryAddress: jsonb('delivery_address').$type<StoredAddress>(),
    billingAddress: jsonb('billing_address').$type<StoredAddress>(),
    cart: jsonb('cart').$type<StoredCart>().notNull().default({ orders: [], lastUpdated: null }),
    lang: text('lang').notNull().default('fr'),
    emailValidatedAt: timestamp('email_validated_at', { withTimezone: true }),
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    index('users_master_account_idx').on(t.masterAccountId),
  ],
);
export type UserRow = typeof users.$inferSelect;
