import type {
  AgentDirectoryEntry,
  AgentDirectoryQuery,
  AgentProfile,
  AgentProfileInput,
} from '@cuvee/contracts';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { scoped, type TenantTx } from '../../db/tenant.ts';
import type { ShopCtx } from '../../plugins/access.ts';
import { shopMemberships } from '../shops/index.ts';
import { users } from '../users/index.ts';
import { nameMatches } from './agents.names.ts';
import { agentProfiles } from './agents.table.ts';

/*
 * Agents on Cuvée (issue 28 part 2, decision 0157): each keeps a public profile — departments,
 * kinds of clients, a few words — and decides whether producers find it. A producer searches the
 * visible ones by name, department and kind of clients, and sees where each stands with their shop.
 */

const EMPTY: AgentProfile = { departments: [], clientKinds: [], visible: false, presentation: '' };

export async function ownProfile(db: DbOrTx, userId: string): Promise<AgentProfile> {
  const [row] = await db.select().from(agentProfiles).where(eq(agentProfiles.userId, userId));
  if (!row) return EMPTY;
  return {
    departments: row.departments,
    clientKinds: row.clientKinds as AgentProfile['clientKinds'],
    visible: row.visible,
    presentation: row.presentation,
  };
}

export async function saveProfile(
  db: DbOrTx,
  userId: string,
  input: z.output<typeof AgentProfileInput>,
): Promise<AgentProfile> {
  const values = {
    departments: [...new Set(input.departments)].sort(),
    clientKinds: [...new Set(input.clientKinds)],
    visible: input.visible,
    presentation: input.presentation,
    updatedAt: new Date(),
  };
  await db
    .insert(agentProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: agentProfiles.userId, set: values });
  return ownProfile(db, userId);
}

/** A page of the visible agents matching the search, by name, with their standing in the caller's shop. */
export async function searchDirectory(
  ctx: ShopCtx,
  tx: TenantTx,
  q: z.output<typeof AgentDirectoryQuery>,
): Promise<{ agents: AgentDirectoryEntry[]; total: number }> {
  const conds: SQL[] = [eq(users.role, 'agent'), eq(agentProfiles.visible, true)];
  if (q.search) conds.push(nameMatches(q.search));
  if (q.department) conds.push(sql`${agentProfiles.departments} @> array[${q.department}]::text[]`);
  if (q.clientKind) conds.push(sql`${agentProfiles.clientKinds} @> array[${q.clientKind}]::text[]`);
  const rows = await tx
    .select({
      id: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      departments: agentProfiles.departments,
      clientKinds: agentProfiles.clientKinds,
      presentation: agentProfiles.presentation,
      status: shopMemberships.status,
    })
    .from(agentProfiles)
    .innerJoin(users, eq(users.id, agentProfiles.userId))
    .leftJoin(
      shopMemberships,
      and(eq(shopMemberships.userId, users.id), scoped(tx, ctx).owns(shopMemberships)),
    )
    .where(and(...conds))
    .orderBy(asc(users.lastname), asc(users.firstname), asc(users.id))
    .limit(q.limit)
    .offset(q.offset);
  const [total] = await tx
    .select({ n: count() })
    .from(agentProfiles)
    .innerJoin(users, eq(users.id, agentProfiles.userId))
    .where(and(...conds));
  return {
    agents: rows.map((r) => ({
      ...r,
      clientKinds: r.clientKinds as AgentDirectoryEntry['clientKinds'],
      // A declined invitation or refused request shows as none: the producer may not re-invite.
      status: r.status && r.status !== 'refused' ? r.status : null,
    })),
    total: total?.n ?? 0,
  };
}
