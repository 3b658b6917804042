import { frenchMessage } from '@cuvee/contracts';
import { seesAllClients } from '@cuvee/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { scoped, type TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { ShopCtx } from '../../plugins/access.ts';
import { clients } from '../clients/index.ts';
import { shopMemberships } from '../shops/index.ts';
import { users } from '../users/index.ts';

/** The roles a task may be assigned to: the shop's field team (spec §6). */
const TEAM_ROLES = ['owner', 'iam', 'agent'] as const;

/** The assignee must be an active owner, collaborator or agent of the shop acted on. */
export async function checkAssignee(ctx: ShopCtx, tx: TenantTx, userId: string): Promise<void> {
  if (userId === ctx.user.id) return;
  const [member] = await tx
    .select({ userId: shopMemberships.userId })
    .from(shopMemberships)
    .where(
      and(
        eq(shopMemberships.shopId, scoped(tx, ctx).shopId),
        eq(shopMemberships.userId, userId),
        eq(shopMemberships.status, 'active'),
        inArray(shopMemberships.role, [...TEAM_ROLES]),
      ),
    );
  if (!member) throw new HttpError(422, frenchMessage('assigneeUnknown'));
}

/** The client must be one of the shop's that the caller sees (theirs, without seeAllClient). */
export async function checkClient(ctx: ShopCtx, tx: TenantTx, clientId: string): Promise<string> {
  const mine = seesAllClients(ctx.user, ctx.shop?.id) ? undefined : eq(clients.agentId, ctx.user.id);
  const [client] = await scoped(tx, ctx)
    .select({ id: clients.id, name: clients.displayName })
    .from(clients)
    .where(eq(clients.id, clientId), mine);
  if (!client) throw new HttpError(422, frenchMessage('clientUnknown'));
  return client.name;
}

/** The members a task may be assigned to, by name. */
export async function listAssignees(ctx: ShopCtx, tx: TenantTx) {
  return tx
    .select({
      id: users.id,
      name: sql<string>`coalesce(nullif(trim(concat_ws(' ', ${users.firstname}, ${users.lastname})), ''), ${users.username})`,
      role: sql<'owner' | 'iam' | 'agent'>`${shopMemberships.role}`,
    })
    .from(shopMemberships)
    .innerJoin(users, eq(users.id, shopMemberships.userId))
    .where(
      and(
        eq(shopMemberships.shopId, scoped(tx, ctx).shopId),
        eq(shopMemberships.status, 'active'),
        inArray(shopMemberships.role, [...TEAM_ROLES]),
      ),
    )
    .orderBy(asc(users.lastname), asc(users.firstname));
}
