import type { Role } from '@cuvee/domain';
import type { AddressKind } from '@cuvee/domain/addresses/address-book';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
    /** When the user last signed in (a collaborator's page shows it; issue 28). */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
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

/**
 * A user's address book (issue 24): delivery and billing addresses with the §3 fields, one
 * default per kind, the last order's date. The user's own rows (no shop): row-level security
 * shows a tenant transaction its user's rows only (migration 0021).
 */
export const userAddresses = pgTable(
  'user_addresses',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<AddressKind>().notNull(),
    title: text('title'),
    name: text('name'),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    street: text('street').notNull(),
    street2: text('street2'),
    zipcode: text('zipcode').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
    county: text('county'),
    state: text('state'),
    stateCode: text('state_code'),
    exciseNumber: text('excise_number'),
    highMountain: boolean('high_mountain'),
    phone: text('phone'),
    email: text('email'),
    /** `addressMatchKey` of the address (packages/domain): one entry per place and kind. */
    matchKey: text('match_key').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('user_addresses_place_key').on(t.userId, t.kind, t.matchKey),
    uniqueIndex('user_addresses_default_key').on(t.userId, t.kind).where(sql`${t.isDefault}`),
    check('user_addresses_kind_check', sql`${t.kind} IN ('delivery', 'billing')`),
  ],
);
export type UserAddressRow = typeof userAddresses.$inferSelect;
