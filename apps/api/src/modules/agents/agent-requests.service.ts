import type { AgentRequest } from '@cuvee/contracts';
import {
  type AgentRequestDecision,
  agentRequestAnswerText,
  agentRequestText,
  can,
  decideAgentRequest,
} from '@cuvee/domain';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { scoped, systemScope, systemTx, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { notify } from '../notifications/index.ts';
import { addAgentRequest, decideAgentMembership, shopMemberships, shops } from '../shops/index.ts';
import { loadMemberships, users } from '../users/index.ts';

/**
 * An agent who registers with a shop's public code asks to join it (decision 0025): their
 * membership waits as pending, which grants nothing (users.service loads active memberships
 * only), until the shop's staff accepts or refuses it.
 */

/** Where the staff decides: the dashboard's home lists the latest notifications. */
const DECIDE_LINK = '/dashboard';
const NOT_FOUND = "Cette demande d'agent est introuvable";

type Shop = { id: string; name: string };
type Agent = { id: string; firstname: string; lastname: string };

const fullName = (a: { firstname: string; lastname: string }) =>
  `${a.firstname} ${a.lastname}`.trim() || 'Un agent';

/**
 * Records the agent's pending membership and tells each member of the shop who may decide
 * (`agents.requests.decide` of the access table): a system path of the registration.
 */
export async function requestAgentMembership(db: DbOrTx, shop: Shop, agent: Agent): Promise<void> {
  await addAgentRequest(systemTx(db), systemScope(shop.id, agent.id), agent.id);
  const staff = await db
    .select({ id: users.id, role: users.role })
    .from(shopMemberships)
    .innerJoin(users, eq(users.id, shopMemberships.userId))
    .where(
      and(
        eq(shopMemberships.shopId, shop.id),
        inArray(shopMemberships.role, ['owner', 'iam']),
        eq(shopMemberships.status, 'active'),
      ),
    );
  const memberships = await loadMemberships(
    db,
    staff.map((s) => s.id),
  );
  const deciders = staff.filter((s) =>
    can({ role: s.role, shops: memberships.get(s.id) ?? [] }, 'agents.requests.decide', shop.id),
  );
  await notify(
    db,
    deciders.map((d) => ({
      userId: d.id,
      shopId: shop.id,
      type: 'agentRequest' as const,
      content: agentRequestText(fullName(agent), shop.name),
      redirectLink: DECIDE_LINK,
      subjectId: agent.id,
    })),
  );
}

const requestFields = {
  agentId: users.id,
  firstname: users.firstname,
  lastname: users.lastname,
  email: users.email,
  status: shopMemberships.status,
  createdAt: shopMemberships.createdAt,
};
type RequestRow = { [K in keyof typeof requestFields]: (typeof requestFields)[K]['_']['data'] };

const toRequest = ({ createdAt, ...r }: RequestRow): AgentRequest => ({
  ...r,
  requestedAt: createdAt.toISOString(),
});

/** The shop's agent memberships of one agent, or every pending one. */
function agentRows(scope: TenantScope, tx: TenantTx, agentId?: string) {
  const mine = scoped(tx, scope);
  return tx
    .select(requestFields)
    .from(shopMemberships)
    .innerJoin(users, eq(users.id, shopMemberships.userId))
    .where(
      and(
        mine.owns(shopMemberships),
        eq(shopMemberships.role, 'agent'),
        agentId ? eq(shopMemberships.userId, agentId) : eq(shopMemberships.status, 'pending'),
      ),
    )
    .orderBy(asc(shopMemberships.createdAt))
    .limit(500);
}

/** The shop's pending agent requests, oldest first. */
export async function listAgentRequests(scope: TenantScope, tx: TenantTx): Promise<AgentRequest[]> {
  return (await agentRows(scope, tx)).map(toRequest);
}

/** One agent's request to the shop acted on (an agent of another shop: not found). */
export async function getAgentRequest(
  scope: TenantScope,
  tx: TenantTx,
  agentId: string,
): Promise<AgentRequest> {
  const [row] = await agentRows(scope, tx, agentId);
  if (!row) throw notFound(NOT_FOUND);
  return toRequest(row);
}

/** Accepts or refuses a pending request, once; the agent is told in a notification. */
export async function decideRequest(
  scope: TenantScope & { shop: Shop | null },
  tx: TenantTx,
  agentId: string,
  decision: AgentRequestDecision,
): Promise<AgentRequest> {
  const shop = scope.shop;
  if (!shop) throw new Error('Aucune boutique désignée');
  const request = await getAgentRequest(scope, tx, agentId);
  const outcome = decideAgentRequest(request.status, decision);
  if (!outcome.ok) throw new HttpError(409, outcome.message);
  // Only a still-pending row changes: a decision taken meanwhile by someone else wins.
  const changed = await decideAgentMembership(tx, scope, agentId, outcome.status);
  if (!changed) throw new HttpError(409, 'Cette demande vient d’être traitée');
  await notify(tx, [
    {
      userId: agentId,
      shopId: shop.id,
      type: 'agentRequestAnswer',
      content: agentRequestAnswerText(decision, shop.name),
      redirectLink: DECIDE_LINK,
    },
  ]);
  return { ...request, status: outcome.status };
}

/** The caller's own requests that grant nothing yet (pending) or never will (refused). */
export async function ownAgentRequests(db: DbOrTx, userId: string) {
  const rows = await db
    .select({
      shopId: shops.id,
      shopName: shops.name,
      status: shopMemberships.status,
      createdAt: shopMemberships.createdAt,
    })
    .from(shopMemberships)
    .innerJoin(shops, eq(shops.id, shopMemberships.shopId))
    .where(and(eq(shopMemberships.userId, userId), ne(shopMemberships.status, 'active')))
    .orderBy(asc(shopMemberships.createdAt))
    .limit(100);
  return rows.map(({ createdAt, ...r }) => ({ ...r, requestedAt: createdAt.toISOString() }));
}
