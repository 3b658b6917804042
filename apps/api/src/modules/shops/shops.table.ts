import type { ShopFormatPreset, ShopIdentity, ShopSettings, Typology } from '@cuvee/contracts';
import type { MembershipStatus, Role } from '@cuvee/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
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
import type { z } from 'zod';
import { createdAt, id, updatedAt } from '../../db/columns.ts';
import { users } from '../users/users.table.ts';

export type IntegrationFlags = Record<string, { active: boolean }>;
export type StoredTab = {
  id: string;
  name: string;
  content?: string;
  children: { id: string; name: string; content?: string }[];
};

/** The tenant root: every tenant table's shop_id points here. */
export const shops = pgTable(
  'shops',
  {
    id: id(),
    code: text('code').notNull(),
    urlShop: text('url_shop').notNull(),
    name: text('name').notNull(),
    editedShop: jsonb('edited_shop')
      .$type<{ color?: string; banner?: string | null; logo?: string | null }>()
      .notNull()
      .default({}),
    typologies: jsonb('typologies').$type<Record<string, Typology>>().notNull().default({}),
    formats: jsonb('formats').$type<Record<string, z.infer<typeof ShopFormatPreset>>>().notNull().default({}),
    settings: jsonb('settings').$type<ShopSettings>().notNull(),
    identity: jsonb('identity').$type<z.infer<typeof ShopIdentity>>().notNull().default({}),
    businessType: text('business_type').notNull().default('wine'),
    color: text('color').notNull().default('#7b1e3a'),
    headerStyle: text('header_style').notNull().default('classic'),
    tabs: jsonb('tabs').$type<StoredTab[]>().notNull().default([]),
    integration: jsonb('integration').$type<IntegrationFlags>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('shops_code_key').on(t.code),
    uniqueIndex('shops_url_shop_key').on(t.urlShop),
    // findShopPublic compares upper(code) (a code typed in lower case still finds its shop),
    // which shops_code_key cannot serve. An index rather than `code = upper($1)`: codes are
    // upper case when createShop draws them, but createShop also takes a caller's code as
    // given and no constraint holds stored codes to upper case, so a lower-case code would
    // silently stop being found. Not unique: it would fail to build on codes differing only
    // by case, which shops_code_key allows.
    index('shops_code_upper_idx').on(sql`upper(${t.code})`),
  ],
);

/** A shop-scoped table's `shop_id`: the shop that owns the row, gone with it. */
export const shopIdColumn = () =>
  uuid('shop_id')
    .notNull()
    .references(() => shops.id, { onDelete: 'cascade' });
export type ShopRow = typeof shops.$inferSelect;

/** Who belongs to a shop, with which role, client typology and delegated authorizations. */
export const shopMemberships = pgTable(
  'shop_memberships',
  {
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<Role>().notNull(),
    typology: text('typology'),
    authorizations: jsonb('authorizations').$type<Record<string, boolean>>(),
    /**
     * Only an active membership grants anything: the principal's shops are the active ones
     * (users.service). A self-registered agent waits as pending until the staff accepts or
     * refuses them (decision 0025).
     */
    status: text('status').$type<MembershipStatus>().notNull().default('active'),
    /** Until when each right holds (ISO dates, inclusive; issue 28, decision 0144). */
    rightsUntil: jsonb('rights_until').$type<Record<string, string>>(),
    /** The preset of the settings' 'roles' the rights came from (null: chosen one by one). */
    presetId: uuid('preset_id').references((): AnyPgColumn => shopRolePresets.id, { onDelete: 'set null' }),
    /** An agent's sector in the shop (decision 0156): the departments they cover… */
    sectorDepartments: text('sector_departments').array().notNull().default(sql`'{}'::text[]`),
    /** …and the shop's typologies (keys) whose prices they get. */
    sectorTypologies: text('sector_typologies').array().notNull().default(sql`'{}'::text[]`),
    /** The user's shops are listed in this order; the first is the one owner/iam checks use. */
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.userId] }),
    index('shop_memberships_user_idx').on(t.userId, t.position),
    index('shop_memberships_shop_role_idx').on(t.shopId, t.role),
    check(
      'shop_memberships_status_check',
      sql`${t.status} in ('active', 'pending', 'invited', 'refused', 'suspended')`,
    ),
  ],
);
export type MembershipRow = typeof shopMemberships.$inferSelect;

/**
 * The shop's presets of collaborators' rights (settings 'roles', issue 28): a name and the §6
 * rights it grants, chosen at once on the invitation's checklist.
 */
export const shopRolePresets = pgTable(
  'shop_role_presets',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    rights: jsonb('rights').$type<Record<string, boolean>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('shop_role_presets_name_key').on(t.shopId, sql`lower(${t.name})`)],
);
export type RolePresetRow = typeof shopRolePresets.$inferSelect;

/**
 * The shop's billing settings (issue 24, migration 0017): its bank account and cheque payee, told
 * to its buyers and printed on its documents, and the legal mentions of its invoices. A row of
 * its own (the storefront reads `shops` for anyone; it never reads this). The IBAN and BIC are
 * kept compact and upper case.
 */
export const shopBillingDetails = pgTable(
  'shop_billing',
  {
    shopId: uuid('shop_id')
      .primaryKey()
      .references(() => shops.id, { onDelete: 'cascade' }),
    iban: text('iban'),
    bic: text('bic'),
    bankName: text('bank_name'),
    accountHolder: text('account_holder'),
    chequePayee: text('cheque_payee'),
    chequeAddress: text('cheque_address'),
    legalForm: text('legal_form'),
    shareCapitalCents: bigint('share_capital_cents', { mode: 'number' }),
    rcs: text('rcs'),
    paymentTerms: text('payment_terms'),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    check('shop_billing_iban_check', sql`${t.iban} ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$'`),
    check('shop_billing_bic_check', sql`${t.bic} ~ '^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$'`),
    check('shop_billing_share_capital_check', sql`${t.shareCapitalCents} >= 0`),
  ],
);
export type ShopBillingRow = typeof shopBillingDetails.$inferSelect;
