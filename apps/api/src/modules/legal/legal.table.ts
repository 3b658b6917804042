import type { LegalKind } from '@cuvee/domain';
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id } from '../../db/columns.ts';
import { shops } from '../shops/shops.table.ts';
import { users } from '../users/users.table.ts';

/*
 * The shop's legal documents (issue 24, migration 0018): every published version of its terms
 * of sale, legal notice, privacy policy and withdrawal rules — a trigger refuses any change to
 * one; a new text is a new version — and the draft of each being written.
 */

export const legalDocuments = pgTable(
  'legal_documents',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<LegalKind>().notNull(),
    /** 1, 2, 3… per document of the shop. */
    version: integer('version').notNull(),
    /** The text (the Markdown subset of packages/domain legal/legal-text.ts). */
    body: text('body').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who published it; null for the model published when the shop opened. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('legal_documents_shop_kind_version_key').on(t.shopId, t.kind, t.version),
    check('legal_documents_version_check', sql`${t.version} > 0`),
  ],
);
export type LegalDocumentRow = typeof legalDocuments.$inferSelect;

export const legalDrafts = pgTable(
  'legal_drafts',
  {
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<LegalKind>().notNull(),
    body: text('body').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.kind] })],
);
