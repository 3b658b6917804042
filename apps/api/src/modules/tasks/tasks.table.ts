import type { TaskActivity, TaskPriority } from '@cuvee/domain';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns.ts';
import { clients } from '../clients/clients.table.ts';
import { shops } from '../shops/shops.table.ts';
import { users } from '../users/users.table.ts';

/** The sales team's tasks (spec §3 activities and priorities), on the calendar by their due time. */
export const tasks = pgTable(
  'tasks',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    activity: text('activity').$type<TaskActivity>().notNull(),
    priority: text('priority').$type<TaskPriority>().notNull().default('medium'),
    /** When it is due; the calendar shows it from here for durationMinutes (or all day). */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull().default(60),
    allDay: boolean('all_day').notNull().default(false),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    notes: text('notes'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    doneBy: uuid('done_by').references(() => users.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('tasks_shop_due_idx').on(t.shopId, t.dueAt, t.id),
    index('tasks_shop_assignee_due_idx').on(t.shopId, t.assigneeId, t.dueAt, t.id),
    index('tasks_shop_client_due_idx').on(t.shopId, t.clientId, t.dueAt),
    // The foreign key's statement per deleted client (migration 0014).
    index('tasks_client_idx').on(t.clientId),
  ],
);
export type TaskRow = typeof tasks.$inferSelect;
