import type { ImportIntegration, ImportStatus } from '@cuvee/domain';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns.ts';
import { shops } from '../shops/shops.table.ts';
import { users } from '../users/users.table.ts';

export type ImportReject = { line: number; reasons: string[] };

/**
 * A file of clients being imported (spec §4 import statuses): the rows read from the file, the
 * column mapping chosen, the progress the screen polls and the rejected lines with their reasons.
 */
export const clientImports = pgTable(
  'client_imports',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    integration: text('integration').$type<ImportIntegration>().notNull(),
    fileName: text('file_name').notNull(),
    status: text('status').$type<ImportStatus>().notNull().default('pending'),
    /** The file's header row and its data rows, as read (cells as text). */
    header: jsonb('header').$type<string[]>().notNull(),
    rows: jsonb('rows').$type<string[][]>().notNull(),
    /** Client field → column index of the file. */
    mapping: jsonb('mapping').$type<Record<string, number>>().notNull().default({}),
    totalRows: integer('total_rows').notNull().default(0),
    processedRows: integer('processed_rows').notNull().default(0),
    importedRows: integer('imported_rows').notNull().default(0),
    rejectedRows: integer('rejected_rows').notNull().default(0),
    rejects: jsonb('rejects').$type<ImportReject[]>().notNull().default([]),
    error: text('error'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('client_imports_shop_created_idx').on(t.shopId, t.createdAt, t.id)],
);
export type ClientImportRow = typeof clientImports.$inferSelect;
