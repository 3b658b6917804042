import type { ClientKind, ConsentSource, ProspectStatus } from '@cuvee/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns.ts';
import { shops } from '../shops/shops.table.ts';
import { type StoredAddress, users } from '../users/users.table.ts';

/*
 * Clients and prospects of a shop (issue 15, decision 0043): tenant tables under row-level
 * security (decision 0015). A record may be tied to a user account (a buyer who registered on
 * the shop, or accepted an invitation); most professional clients never have one.
 */

const shopIdColumn = () =>
  uuid('shop_id')
    .notNull()
    .references(() => shops.id, { onDelete: 'cascade' });

export type ClientSource = 'manual' | 'shop' | 'import' | 'invitation';

export const clients = pgTable(
  'clients',
  {
    id: id(),
    shopId: shopIdColumn(),
    kind: text('kind').$type<ClientKind>().notNull(),
    /** The account tied to the record, if any (one record per account and shop). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    civility: text('civility'),
    firstname: text('firstname'),
    lastname: text('lastname').notNull(),
    email: text('email'),
    phone: text('phone'),
    company: text('company'),
    businessName: text('business_name'),
    companyType: text('company_type'),
    /** 14 digits; SIREN and NIC are its two parts (contracts' splitSiret). */
    siret: text('siret'),
    registrationNumber: text('registration_number'),
    siteName: text('site_name'),
    vatNumber: text('vat_number'),
    recipientType: text('recipient_type'),
    /** A key of the shop's typologies: the prices the client sees and is charged. */
    typology: text('typology').notNull(),
    paymentMethod: text('payment_method'),
    paymentDelay: text('payment_delay'),
    lang: text('lang').notNull().default('fr'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    notes: text('notes'),
    /** The agent or collaborator who follows the client. */
    agentId: uuid('agent_id').references(() => users.id, { onDelete: 'set null' }),
    consentMarketing: boolean('consent_marketing').notNull().default(false),
    consentAt: timestamp('consent_at', { withTimezone: true }),
    consentSource: text('consent_source').$type<ConsentSource>(),
    prospectStatus: text('prospect_status').$type<ProspectStatus>(),
    nextAction: text('next_action'),
    nextActionOn: date('next_action_on', { mode: 'string' }),
    source: text('source').$type<ClientSource>().notNull().default('manual'),
    /** The import that created the record (an import is reverted by deleting its records). */
    importId: uuid('import_id'),
    /** 'Company' or 'Lastname Firstname', as lists show and sort it. */
    displayName: text('display_name').notNull(),
    /** searchKey(displayName): the list's sort order, accents and case aside. */
    sortKey: text('sort_key').notNull(),
    /** searchKey of name, company, business name, e-mail and cities (trigram-indexed). */
    searchText: text('search_text').notNull().default(''),
    /** The default delivery (else billing) address's city, for the list. */
    city: text('city'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('clients_shop_sort_idx').on(t.shopId, t.sortKey, t.id),
    index('clients_shop_created_idx').on(t.shopId, t.createdAt, t.id),
    index('clients_shop_agent_sort_idx').on(t.shopId, t.agentId, t.sortKey, t.id),
    index('clients_shop_kind_sort_idx').on(t.shopId, t.kind, t.sortKey, t.id),
    index('clients_shop_typology_sort_idx').on(t.shopId, t.typology, t.sortKey, t.id),
    index('clients_shop_import_idx').on(t.shopId, t.importId),
    index('clients_tags_idx').using('gin', t.tags),
    index('clients_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    uniqueIndex('clients_shop_email_key')
      .on(t.shopId, sql`lower(${t.email})`)
      .where(sql`${t.email} is not null`),
    uniqueIndex('clients_shop_siret_key').on(t.shopId, t.siret).where(sql`${t.siret} is not null`),
    uniqueIndex('clients_shop_user_key').on(t.shopId, t.userId).where(sql`${t.userId} is not null`),
  ],
);
export type ClientRow = typeof clients.$inferSelect;
export type NewClientRow = typeof clients.$inferInsert;

/** A client's delivery and billing addresses (spec §3 Address, validated by contracts' addressSchema). */
export const clientAddresses = pgTable(
  'client_addresses',
  {
    id: id(),
    shopId: shopIdColumn(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'delivery' | 'billing'>().notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    position: smallint('position').notNull().default(0),
    address: jsonb('address').$type<StoredAddress>().notNull(),
  },
  // The *_client_idx indexes serve the foreign key's statement run per deleted client (migration 0014).
  (t) => [
    index('client_addresses_shop_client_idx').on(t.shopId, t.clientId, t.position),
    index('client_addresses_client_idx').on(t.clientId),
  ],
);

export type ClientActivityKind =
  | 'created'
  | 'note'
  | 'email'
  | 'task'
  | 'taskCompleted'
  | 'opportunity'
  | 'converted'
  | 'imported'
  | 'invited'
  | 'linked'
  | 'order'
  | 'invoice'
  | 'payment';

/** A client's timeline: what happened, by whom, pointing to its page when it has one. */
export const clientActivities = pgTable(
  'client_activities',
  {
    id: id(),
    shopId: shopIdColumn(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ClientActivityKind>().notNull(),
    body: text('body').notNull(),
    link: text('link'),
    /** The task, order or invoice the entry is about. */
    subjectId: uuid('subject_id'),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** The device's key of a note taken offline (tour mode, decision 0166); null otherwise. */
    idempotencyKey: uuid('idempotency_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('client_activities_shop_client_idx').on(t.shopId, t.clientId, t.createdAt, t.id),
    index('client_activities_client_idx').on(t.clientId),
    uniqueIndex('client_activities_shop_author_key')
      .on(t.shopId, t.authorId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
  ],
);

/** An invitation to create an account tied to a client record (the token is stored hashed). */
export const clientInvitations = pgTable(
  'client_invitations',
  {
    id: id(),
    shopId: shopIdColumn(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('client_invitations_token_key').on(t.tokenHash),
    index('client_invitations_shop_client_idx').on(t.shopId, t.clientId),
    index('client_invitations_client_idx').on(t.clientId),
  ],
);
