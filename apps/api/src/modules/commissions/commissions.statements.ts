import type { CommissionBoardRow, CommissionStatement } from '@cuvee/contracts';
import {
  type CommissionStatementFigures,
  commissionStatement,
  formatEuros,
  quarterBounds,
  quarterLabel,
  quarterOf,
  todayInFrance,
} from '@cuvee/domain';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { commissionSources } from '../invoices/index.ts';
import { notify } from '../notifications/index.ts';
import { shops } from '../shops/index.ts';
import { type AgentRef, agentOf, shopAgents } from './commissions.agents.ts';
import { rulesOf } from './commissions.rules.ts';
import {
  type CommissionStatementRow,
  commissionStatedSources,
  commissionStatements,
} from './commissions.table.ts';

/*
 * The quarterly statements (decisions 0147, 0150): computed from the invoices, credit notes and
 * payments already recorded (the invoices module's `commissionSources`, the rules of
 * packages/domain), then frozen when drawn up, every element with it; a source is stated once.
 */

export type Scope = TenantScope & { readonly shop: { readonly id: string } | null };

const NOT_FOUND = 'Ce relevé de commissions est introuvable';

/** Each agent's figures for the quarter as of today (what no statement holds yet). */
export async function figuresOf(tx: TenantTx, scope: Scope, agentIds: readonly string[], quarter: string) {
  const { to } = quarterBounds(quarter);
  const [rules, sources, stated] = [
    await rulesOf(tx, scope, agentIds),
    await commissionSources(tx, scope, agentIds, to),
    agentIds.length
      ? await scoped(tx, scope)
          .select({ agentId: commissionStatedSources.agentId, sourceId: commissionStatedSources.sourceId })
          .from(commissionStatedSources)
          .where(inArray(commissionStatedSources.agentId, [...agentIds]))
      : [],
  ];
  const statedOf = new Map<string, Set<string>>();
  for (const s of stated) statedOf.set(s.agentId, (statedOf.get(s.agentId) ?? new Set()).add(s.sourceId));
  return new Map(
    agentIds.map((id) => [
      id,
      commissionStatement(quarter, rules.get(id) ?? [], sources.get(id) ?? [], statedOf.get(id)),
    ]),
  );
}

const statusOf = (row: Pick<CommissionStatementRow, 'paidAt' | 'dueOn'>, today: string) =>
  row.paidAt ? 'paid' : today > row.dueOn ? 'late' : 'due';

export function statementOut(
  row: CommissionStatementRow,
  agent: AgentRef,
  today = todayInFrance(),
): CommissionStatement {
  return {
    id: row.id,
    agent,
    quarter: row.quarter,
    periodFrom: row.periodFrom,
    periodTo: row.periodTo,
    dueOn: row.dueOn,
    basis: row.basis,
    baseCents: row.baseCents,
    commissionCents: row.commissionCents,
    byRate: row.byRate,
    elements: row.elements,
    status: statusOf(row, today),
    paidAt: row.paidAt?.toISOString() ?? null,
    paidReference: row.paidReference,
    createdAt: row.createdAt.toISOString(),
  };
}

const previewOut = (f: CommissionStatementFigures, agent: AgentRef): CommissionStatement => ({
  id: null,
  agent,
  quarter: f.quarter,
  periodFrom: f.from,
  periodTo: f.to,
  dueOn: f.dueOn,
  basis: f.basis,
  baseCents: f.baseCents,
  commissionCents: f.commissionCents,
  byRate: f.byRate,
  elements: f.elements,
  status: 'preview',
  paidAt: null,
  paidReference: null,
  createdAt: null,
});

async function drawn(tx: TenantTx, scope: Scope, agentId: string, quarter: string) {
  const [row] = await scoped(tx, scope).selectAll(
    commissionStatements,
    eq(commissionStatements.agentId, agentId),
    eq(commissionStatements.quarter, quarter),
  );
  return row ?? null;
}

/** The agent's statement of the quarter: the one drawn up, else its figures as of today. */
export async function statementFor(tx: TenantTx, scope: Scope, agentId: string, quarter?: string) {
  const agent = await agentOf(tx, scope, agentId);
  const q = quarter ?? quarterOf(todayInFrance());
  const row = await drawn(tx, scope, agentId, q);
  if (row) return statementOut(row, agent);
  return previewOut((await figuresOf(tx, scope, [agentId], q)).get(agentId)!, agent);
}

/** Freezes an ended quarter's statement for the agent; 409 when it exists, 422 before the quarter ends. */
export async function drawUp(
  tx: TenantTx,
  scope: Scope,
  agentId: string,
  quarter: string,
  today = todayInFrance(),
  /** Who draws it up; null for the deadline's sweep. */
  by: string | null = scope.user.id,
) {
  const agent = await agentOf(tx, scope, agentId);
  const { to } = quarterBounds(quarter);
  if (to >= today)
    throw new HttpError(
      422,
      `Le ${quarterLabel(quarter)} n'est pas terminé : son relevé s'établit à partir du lendemain de son dernier jour`,
    );
  const figures = (await figuresOf(tx, scope, [agentId], quarter)).get(agentId)!;
  if (!figures.basis)
    throw new HttpError(
      422,
      `${agent.name} n'a pas de taux de commission en vigueur au ${quarterLabel(quarter)}`,
    );
  const [row] = await scoped(tx, scope)
    .insert(commissionStatements)
    .values([
      {
        agentId,
        quarter,
        periodFrom: figures.from,
        periodTo: figures.to,
        dueOn: figures.dueOn,
        basis: figures.basis,
        baseCents: figures.baseCents,
        commissionCents: figures.commissionCents,
        byRate: figures.byRate,
        elements: figures.elements,
        createdBy: by,
      },
    ])
    .onConflictDoNothing()
    .returning();
  if (!row)
    throw new HttpError(409, `Le relevé du ${quarterLabel(quarter)} de ${agent.name} est déjà établi`);
  if (figures.elements.length)
    await scoped(tx, scope)
      .insert(commissionStatedSources)
      .values(figures.elements.map((e) => ({ agentId, sourceId: e.sourceId, statementId: row.id })));
  return {
    statement: statementOut(row, agent, today),
    message: `Relevé du ${quarterLabel(quarter)} établi pour ${agent.name} : ${formatEuros(row.commissionCents)} à payer au plus tard le ${frDate(row.dueOn)}`,
  };
}

const frDate = (iso: string) => iso.split('-').reverse().join('/');

async function statementRow(tx: TenantTx, scope: Scope, id: string, agentId?: string) {
  const [row] = await scoped(tx, scope).selectAll(
    commissionStatements,
    eq(commissionStatements.id, id),
    agentId ? eq(commissionStatements.agentId, agentId) : undefined,
  );
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/** A statement and its agent (an agent's own only, when `agentId` is the caller). */
export async function oneStatement(tx: TenantTx, scope: Scope, id: string, agentId?: string) {
  const row = await statementRow(tx, scope, id, agentId);
  const [agent] = await shopAgents(tx, scope, [row.agentId]);
  return { row, statement: statementOut(row, agent ?? { id: row.agentId, name: '', email: '' }) };
}

/** Marks it paid, once; the agent is told (commissionPaid). */
export async function payStatement(tx: TenantTx, scope: Scope, id: string, reference?: string) {
  const row = await statementRow(tx, scope, id);
  const [paid] = await scoped(tx, scope)
    .update(commissionStatements)
    .set({ paidAt: new Date(), paidBy: scope.user.id, paidReference: reference || null })
    .where(eq(commissionStatements.id, id), isNull(commissionStatements.paidAt))
    .returning();
  if (!paid) throw new HttpError(409, 'Ce relevé est déjà payé');
  const [agent] = await shopAgents(tx, scope, [row.agentId]);
  const [shop] = await tx.select({ name: shops.name }).from(shops).where(eq(shops.id, paid.shopId));
  await notify(tx, [
    {
      userId: paid.agentId,
      shopId: paid.shopId,
      type: 'commissionPaid',
      content: `${shop?.name ?? 'La boutique'} a payé vos commissions du ${quarterLabel(paid.quarter)} : ${formatEuros(paid.commissionCents)}`,
      redirectLink: `/dashboard/analytics/commissions?statement=${paid.id}`,
      subjectId: paid.id,
    },
  ]);
  return {
    statement: statementOut(paid, agent ?? { id: paid.agentId, name: '', email: '' }),
    message: `Commissions du ${quarterLabel(paid.quarter)} marquées payées`,
  };
}

/** The caller's own statements in the shop (an agent), newest first. */
export async function ownStatements(tx: TenantTx, scope: Scope) {
  const rows = await scoped(tx, scope)
    .selectAll(commissionStatements, eq(commissionStatements.agentId, scope.user.id))
    .orderBy(desc(commissionStatements.quarter));
  const [agent] = await shopAgents(tx, scope, [scope.user.id]);
  const me = agent ?? { id: scope.user.id, name: '', email: '' };
  return rows.map((r) => statementOut(r, me));
}

/** Every agent's line for the quarter: its statement when drawn up, else the figures as of today. */
export async function board(tx: TenantTx, scope: Scope, quarter?: string, today = todayInFrance()) {
  const q = quarter ?? quarterOf(today);
  const agents = await shopAgents(tx, scope);
  const ids = agents.map((a) => a.id);
  const rows = await scoped(tx, scope).selectAll(commissionStatements, eq(commissionStatements.quarter, q));
  const byAgent = new Map(rows.map((r) => [r.agentId, r]));
  const open = ids.filter((id) => !byAgent.has(id));
  const [figures, rules] = [await figuresOf(tx, scope, open, q), await rulesOf(tx, scope, ids)];
  const { to } = quarterBounds(q);
  const out: CommissionBoardRow[] = agents.map((agent) => {
    const general = (rules.get(agent.id) ?? [])
      .filter((r) => !r.typology && !r.family && r.validFrom <= to)
      .sort((a, b) => b.validFrom.localeCompare(a.validFrom))[0];
    const row = byAgent.get(agent.id);
    const f = figures.get(agent.id);
    return {
      agent,
      rateBp: general?.rateBp ?? null,
      basis: general?.basis ?? null,
      statementId: row?.id ?? null,
      status: row ? statusOf(row, today) : 'preview',
      baseCents: row?.baseCents ?? f?.baseCents ?? 0,
      commissionCents: row?.commissionCents ?? f?.commissionCents ?? 0,
      elements: row?.elements.length ?? f?.elements.length ?? 0,
      dueOn: row?.dueOn ?? f!.dueOn,
      paidAt: row?.paidAt?.toISOString() ?? null,
    };
  });
  const sum = (pick: (r: CommissionBoardRow) => boolean) =>
    out.filter(pick).reduce((s, r) => s + r.commissionCents, 0);
  const drawnQuarters = await tx
    .selectDistinct({ quarter: commissionStatements.quarter })
    .from(commissionStatements)
    .where(and(scoped(tx, scope).owns(commissionStatements)))
    .orderBy(desc(commissionStatements.quarter))
    .limit(40);
  const quarters = [...new Set([quarterOf(today), q, ...drawnQuarters.map((d) => d.quarter)])]
    .sort()
    .reverse();
  return {
    quarter: q,
    dueOn: out[0]?.dueOn ?? figuresDue(q),
    ended: to < today,
    rows: out,
    totals: {
      dueCents: sum((r) => r.status === 'due' || r.status === 'late'),
      paidCents: sum((r) => r.status === 'paid'),
      previewCents: sum((r) => r.status === 'preview'),
    },
    quarters,
  };
}

const figuresDue = (q: string) => commissionStatement(q, [], []).dueOn;
