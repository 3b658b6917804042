import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { updatedAt } from '../../db/columns.ts';
import { users } from '../users/users.table.ts';

/**
 * An agent's public profile (issue 28 part 2, decision 0157): what producers searching Cuvée for
 * an agent read — the departments they cover, the kinds of clients they visit, a few words — and
 * only while the agent keeps it visible. The agent's own row, no shop: not a tenant table.
 */
export const agentProfiles = pgTable(
  'agent_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    departments: text('departments').array().notNull().default(sql`'{}'::text[]`),
    clientKinds: text('client_kinds').array().notNull().default(sql`'{}'::text[]`),
    visible: boolean('visible').notNull().default(false),
    presentation: text('presentation').notNull().default(''),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('agent_profiles_visible_idx').on(t.userId).where(sql`${t.visible}`),
    index('agent_profiles_departments_idx').using('gin', t.departments),
  ],
);
export type AgentProfileRow = typeof agentProfiles.$inferSelect;
