import { OPPORTUNITY_BOARD_CARD_LIMIT, type Opportunity, type OpportunityBoardQuery } from '@cuvee/contracts';
import {
  OPPORTUNITY_STAGE_KEYS,
  type OpportunityStage,
  searchKey,
  seesAllClients,
  stageTotalsOf,
} from '@cuvee/domain';
import { and, asc, eq, lte, or, type SQL, sql } from 'drizzle-orm';
import { scoped, type TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { ShopCtx } from '../../plugins/access.ts';
import { clients } from '../clients/index.ts';
import { users } from '../users/index.ts';
import { opportunities } from './opportunities.table.ts';

/*
 * Reading the pipeline (issue 15 item 3). Whose opportunities a member sees follows whose
 * clients they see: everything with seeAllClient, else those of the clients assigned to them
 * and those they follow themselves.
 */

export const OPPORTUNITY_NOT_FOUND = 'Opportunité introuvable';

/** The condition that limits a member without seeAllClient (undefined: they see all). */
export function visibleTo(ctx: ShopCtx): SQL | undefined {
  if (seesAllClients(ctx.user, ctx.shop?.id)) return undefined;
  return or(eq(clients.agentId, ctx.user.id), eq(opportunities.ownerId, ctx.user.id));
}

/** A client the caller may attach an opportunity to: one of the shop's they see. */
export function clientVisibleTo(ctx: ShopCtx): SQL | undefined {
  return seesAllClients(ctx.user, ctx.shop?.id) ? undefined : eq(clients.agentId, ctx.user.id);
}

// Accents dropped in SQL without the unaccent extension (the board's few hundred titles).
const FROM = 'àâäáãéèêëíìîïóòôöõúùûüçñœ';
const TO = 'aaaaaeeeeiiiiooooouuuucno';
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function searchCond(q: string | undefined): SQL | undefined {
  const key = q ? searchKey(q).trim() : '';
  if (!key) return undefined;
  const pattern = `%${escapeLike(key)}%`;
  return or(
    sql`translate(lower(${opportunities.title}), ${FROM}, ${TO}) like ${pattern}`,
    sql`${clients.searchText} like ${pattern}`,
  );
}

const cardFields = {
  row: opportunities,
  clientName: clients.displayName,
  clientKind: clients.kind,
  ownerFirstname: users.firstname,
  ownerLastname: users.lastname,
  ownerEmail: users.email,
};
type CardRow = {
  row: typeof opportunities.$inferSelect;
  clientName: string;
  clientKind: string;
  ownerFirstname: string | null;
  ownerLastname: string | null;
  ownerEmail: string | null;
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toOpportunity(r: CardRow): Opportunity {
  const o = r.row;
  const ownerName = [r.ownerFirstname, r.ownerLastname].filter(Boolean).join(' ').trim() || r.ownerEmail;
  return {
    id: o.id,
    title: o.title,
    stage: o.stage,
    amountCents: o.amountCents,
    probability: o.probability,
    expectedOn: o.expectedOn,
    position: o.position,
    notes: o.notes,
    client: { id: o.clientId, name: r.clientName, kind: r.clientKind },
    owner: o.ownerId && ownerName ? { id: o.ownerId, name: ownerName } : null,
    closedAt: iso(o.closedAt),
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
  };
}

/** Cards with their client and owner, the shop's and the caller's only. */
function cards(tx: TenantTx, ctx: ShopCtx, ...conds: (SQL | undefined)[]) {
  const s = scoped(tx, ctx);
  return tx
    .select(cardFields)
    .from(opportunities)
    .innerJoin(clients, and(eq(clients.id, opportunities.clientId), s.owns(clients)))
    .leftJoin(users, eq(users.id, opportunities.ownerId))
    .where(and(s.owns(opportunities), visibleTo(ctx), ...conds));
}

/** One opportunity the caller sees, or 404. */
export async function readOpportunity(tx: TenantTx, ctx: ShopCtx, id: string): Promise<Opportunity> {
  const [row] = await cards(tx, ctx, eq(opportunities.id, id));
  if (!row) throw new HttpError(404, OPPORTUNITY_NOT_FOUND);
  return toOpportunity(row);
}

/**
 * The board: every stage with its totals over all the opportunities the caller sees, and its
 * first cards by position (at most OPPORTUNITY_BOARD_CARD_LIMIT, said by `truncated`).
 */
export async function readBoard(tx: TenantTx, ctx: ShopCtx, query: OpportunityBoardQuery) {
  const s = scoped(tx, ctx);
  const conds = and(
    s.owns(opportunities),
    visibleTo(ctx),
    query.ownerId ? eq(opportunities.ownerId, query.ownerId) : undefined,
    searchCond(query.q),
  );
  const joined = <T extends Parameters<typeof tx.select>[0]>(fields: T) =>
    tx
      .select(fields)
      .from(opportunities)
      .innerJoin(clients, and(eq(clients.id, opportunities.clientId), s.owns(clients)));
  const sums = await joined({
    stage: opportunities.stage,
    count: sql<number>`count(*)::int`,
    amount: sql<string>`coalesce(sum(${opportunities.amountCents}), 0)`,
    weighted: sql<string>`coalesce(sum(${opportunities.amountCents} * ${opportunities.probability}), 0)`,
  })
    .where(conds)
    .groupBy(opportunities.stage);
  const ranked = joined({
    id: opportunities.id,
    rank: sql<number>`row_number() over (partition by ${opportunities.stage} order by ${opportunities.position}, ${opportunities.id})`.as(
      'rank',
    ),
  })
    .where(conds)
    .as('ranked');
  const rows = await tx
    .select(cardFields)
    .from(opportunities)
    .innerJoin(ranked, eq(ranked.id, opportunities.id))
    .innerJoin(clients, and(eq(clients.id, opportunities.clientId), s.owns(clients)))
    .leftJoin(users, eq(users.id, opportunities.ownerId))
    .where(and(s.owns(opportunities), lte(ranked.rank, OPPORTUNITY_BOARD_CARD_LIMIT)))
    .orderBy(asc(opportunities.position), asc(opportunities.id));
  const byStage = new Map(sums.map((r) => [r.stage, r]));
  const columns = OPPORTUNITY_STAGE_KEYS.map((stage: OpportunityStage) => {
    const sum = byStage.get(stage);
    const totals = stageTotalsOf(sum?.count ?? 0, Number(sum?.amount ?? 0), Number(sum?.weighted ?? 0));
    const stageCards = rows.filter((r) => r.row.stage === stage).map(toOpportunity);
    return { stage, ...totals, cards: stageCards, truncated: totals.count > stageCards.length };
  });
  return { cardLimit: OPPORTUNITY_BOARD_CARD_LIMIT, columns };
}
