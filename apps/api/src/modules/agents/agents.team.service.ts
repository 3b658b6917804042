import type { AgentSectorInput, TeamAgent, TeamAgentListQuery } from '@cuvee/contracts';
import { accessTypoText, gainedTypologies } from '@cuvee/domain';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { scoped, type TenantTx } from '../../db/tenant.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import type { ShopCtx } from '../../plugins/access.ts';
import { agentClientCounts, agentClients } from '../clients/index.ts';
import { agentCommissions } from '../commissions/index.ts';
import { notify } from '../notifications/index.ts';
import { agentLastOrders, agentOrders } from '../orders/index.ts';
import {
  agentMembership,
  moveAgentMembership,
  removeAgentMembership,
  setAgentSector,
  shopMemberships,
  shops,
} from '../shops/index.ts';
import { users } from '../users/index.ts';
import { nameMatches } from './agents.names.ts';

/*
 * The shop's agents (issue 28 part 2, decisions 0155–0156): the list with their sector, clients
 * and last order (the pending requests of decision 0025 among them), an agent's page, their
 * sector, suspension and removal. Like a collaborator's, an agent's access is their active
 * membership, read at every request: a suspended or removed agent's next request is refused.
 */

export const NOT_FOUND = "Cet agent n'existe pas dans votre boutique";
const LISTED = ['active', 'pending', 'invited', 'suspended'] as const;
export type Sector = z.output<typeof AgentSectorInput>;

const fields = {
  id: users.id,
  firstname: users.firstname,
  lastname: users.lastname,
  email: users.email,
  status: shopMemberships.status,
  departments: shopMemberships.sectorDepartments,
  typologies: shopMemberships.sectorTypologies,
  since: shopMemberships.createdAt,
};

function agentRows(ctx: ShopCtx, tx: TenantTx, conds: SQL[]) {
  return tx
    .select(fields)
    .from(shopMemberships)
    .innerJoin(users, eq(users.id, shopMemberships.userId))
    .where(
      and(
        scoped(tx, ctx).owns(shopMemberships),
        eq(shopMemberships.role, 'agent'),
        inArray(shopMemberships.status, [...LISTED]),
        ...conds,
      ),
    );
}
type Row = Awaited<ReturnType<typeof agentRows>>[number];

async function withFigures(ctx: ShopCtx, tx: TenantTx, rows: Row[]): Promise<TeamAgent[]> {
  const ids = rows.map((r) => r.id);
  const [clientsBy, lastBy] = [await agentClientCounts(tx, ctx, ids), await agentLastOrders(tx, ctx, ids)];
  return rows.map(({ since, status, ...r }) => ({
    ...r,
    status: status as TeamAgent['status'],
    clientsCount: clientsBy.get(r.id) ?? 0,
    lastOrderAt: lastBy.get(r.id)?.toISOString() ?? null,
    since: since.toISOString(),
  }));
}

/** A page of the shop's agents: requests waiting first, then by name. */
export async function listTeamAgents(ctx: ShopCtx, tx: TenantTx, q: z.output<typeof TeamAgentListQuery>) {
  const conds = [
    ...(q.status ? [eq(shopMemberships.status, q.status)] : []),
    ...(q.search ? [nameMatches(q.search)] : []),
  ];
  const rows = await agentRows(ctx, tx, conds)
    .orderBy(
      sql`case ${shopMemberships.status} when 'pending' then 0 when 'invited' then 1 else 2 end`,
      asc(users.lastname),
      asc(users.firstname),
      asc(users.id),
    )
    .limit(q.limit)
    .offset(q.offset);
  const [total] = await tx
    .select({ n: count() })
    .from(shopMemberships)
    .innerJoin(users, eq(users.id, shopMemberships.userId))
    .where(
      and(
        scoped(tx, ctx).owns(shopMemberships),
        eq(shopMemberships.role, 'agent'),
        inArray(shopMemberships.status, [...LISTED]),
        ...conds,
      ),
    );
  return { agents: await withFigures(ctx, tx, rows), total: total?.n ?? 0 };
}

/** One agent of the shop (any listed status), else 404. */
export async function teamAgent(ctx: ShopCtx, tx: TenantTx, id: string): Promise<TeamAgent> {
  const rows = await agentRows(ctx, tx, [eq(shopMemberships.userId, id)]);
  if (rows.length === 0) throw notFound(NOT_FOUND);
  return (await withFigures(ctx, tx, rows))[0]!;
}

/** The agent's page: sector, their clients and orders, their commission rules and statements. */
export async function agentPage(ctx: ShopCtx, tx: TenantTx, id: string) {
  const agent = await teamAgent(ctx, tx, id);
  const [clients, orders, commissions] = [
    await agentClients(tx, ctx, id, 50),
    await agentOrders(tx, ctx, id, 20),
    await agentCommissions(tx, ctx, id),
  ];
  return { agent, clients, orders, ...commissions };
}

/** The shop's typologies by key (the sector may only name them). */
export async function shopTypologies(ctx: ShopCtx, tx: TenantTx) {
  const [shop] = await tx
    .select({ name: shops.name, typologies: shops.typologies })
    .from(shops)
    .where(eq(shops.id, ctx.shop!.id));
  return { shopName: shop?.name ?? '', typologies: shop?.typologies ?? {} };
}

export async function checkedSector(ctx: ShopCtx, tx: TenantTx, sector: Sector) {
  const { typologies, shopName } = await shopTypologies(ctx, tx);
  const unknown = sector.typologies.find((t) => !Object.hasOwn(typologies, t));
  if (unknown) throw new HttpError(422, `La typologie « ${unknown} » n'existe pas dans votre boutique`);
  return {
    sector: {
      departments: [...new Set(sector.departments)].sort(),
      typologies: [...new Set(sector.typologies)],
    },
    names: (keys: string[]) => keys.map((k) => typologies[k]?.name ?? k),
    shopName,
  };
}

/** accessTypo: the agent now gets these typologies' prices (written in the caller's transaction). */
export async function tellTypologies(
  tx: TenantTx,
  shop: { id: string; name: string },
  agentId: string,
  names: string[],
) {
  if (names.length === 0) return;
  await notify(tx, [
    {
      userId: agentId,
      shopId: shop.id,
      type: 'accessTypo',
      content: accessTypoText(shop.name, names),
      redirectLink: '/dashboard/products',
      subjectId: shop.id,
    },
  ]);
}

/** Changes the agent's sector; each typology gained is told to an active agent. */
export async function changeSector(ctx: ShopCtx, tx: TenantTx, id: string, input: Sector) {
  const member = await agentMembership(tx, ctx, id);
  if (!member || member.status === 'refused') throw notFound(NOT_FOUND);
  const { sector, names, shopName } = await checkedSector(ctx, tx, input);
  await setAgentSector(tx, ctx, id, sector);
  if (member.status === 'active') {
    const gained = gainedTypologies(member.typologies, sector.typologies);
    await tellTypologies(tx, { id: ctx.shop!.id, name: shopName }, id, names(gained));
  }
  return teamAgent(ctx, tx, id);
}

const MOVES = {
  suspend: {
    from: ['active'],
    to: 'suspended',
    already: 'Cet agent est déjà suspendu',
    not: 'Seul un agent actif peut être suspendu',
  },
  reactivate: {
    from: ['suspended'],
    to: 'active',
    already: 'Cet agent est déjà actif',
    not: 'Seul un agent suspendu peut être réactivé',
  },
} as const;

/** Suspends or reactivates; of two people acting at once, one changes it and the other gets 409. */
export async function moveAgent(ctx: ShopCtx, tx: TenantTx, id: string, move: keyof typeof MOVES) {
  const m = MOVES[move];
  if (!(await moveAgentMembership(tx, ctx, id, m.from, m.to))) {
    const member = await agentMembership(tx, ctx, id);
    if (!member || member.status === 'refused') throw notFound(NOT_FOUND);
    throw new HttpError(409, member.status === m.to ? m.already : m.not);
  }
  return teamAgent(ctx, tx, id);
}

/** Removes the agent (or withdraws an invitation, or drops a request). */
export async function removeAgent(ctx: ShopCtx, tx: TenantTx, id: string) {
  const member = await agentMembership(tx, ctx, id);
  if (!member || member.status === 'refused' || !(await removeAgentMembership(tx, ctx, id))) {
    throw notFound(NOT_FOUND);
  }
}
