import { frenchMessage } from '@cuvee/contracts';
import { eq } from 'drizzle-orm';
import { scoped, type TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { ShopCtx } from '../../plugins/access.ts';
import {
  checkAssignee as checkTeamMember,
  clientActorOf,
  clients,
  teamMembers,
  visibleTo,
} from '../clients/index.ts';

/** The assignee must be an active owner, collaborator or agent of the shop acted on (or the caller). */
export async function checkAssignee(ctx: ShopCtx, tx: TenantTx, userId: string): Promise<void> {
  if (userId === ctx.user.id) return;
  await checkTeamMember(tx, ctx, userId);
}

export async function checkClient(ctx: ShopCtx, tx: TenantTx, clientId: string): Promise<string> {
  // The clients the caller sees, by the clients module's own rule.
  const [client] = await scoped(tx, ctx)
    .select({ id: clients.id, name: clients.displayName })
    .from(clients)
    .where(eq(clients.id, clientId), visibleTo(clientActorOf(ctx)));
  if (!client) throw new HttpError(422, frenchMessage('clientUnknown'));
  return client.name;
}

/** The members a task may be assigned to, by name: the clients' team (one list for both). */
export const listAssignees = (ctx: ShopCtx, tx: TenantTx) => teamMembers(ctx, tx);
