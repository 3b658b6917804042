import type { OpportunityStage } from '@cuvee/domain';
import { bigint, date, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns.ts';
import { clients } from '../clients/clients.table.ts';
import { shops } from '../shops/shops.table.ts';
import { users } from '../users/users.table.ts';

/** A sale in the making with a client or prospect: a card of the pipeline board. */
export const opportunities = pgTable(
  'opportunities',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    stage: text('stage').$type<OpportunityStage>().notNull().default('new'),
    /** Expected amount without tax, cents. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull().default(0),
    /** 0 to 100. */
    probability: smallint('probability').notNull().default(20),
    expectedOn: date('expected_on', { mode: 'string' }),
    /** The card's place in its column (lower first). */
    position: integer('position').notNull().default(0),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    notes: text('notes'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('opportunities_shop_stage_idx').on(t.shopId, t.stage, t.position, t.id),
    index('opportunities_shop_client_idx').on(t.shopId, t.clientId),
    // The foreign key's statement per deleted client (migration 0014).
    index('opportunities_client_idx').on(t.clientId),
  ],
);
export type OpportunityRow = typeof opportunities.$inferSelect;
