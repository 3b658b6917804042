import type { OpportunityMoveBody, OpportunityValues } from '@cuvee/contracts';
import { frenchMessage } from '@cuvee/contracts';
import { isClosedStage, OPPORTUNITY_STAGES, type OpportunityStage } from '@cuvee/domain';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { scoped, type TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { ShopCtx } from '../../plugins/access.ts';
import { clients, recordClientActivity } from '../clients/index.ts';
import { shopMemberships } from '../shops/index.ts';
import { clientVisibleTo, OPPORTUNITY_NOT_FOUND, readOpportunity, visibleTo } from './opportunities.read.ts';
import { opportunities } from './opportunities.table.ts';

/*
 * Writing the pipeline (issue 15 item 3): create, edit, drag, delete, each in the request's
 * tenant transaction. A change of stage leaves a line on the client's timeline.
 */

const stageLabel = (key: OpportunityStage) => OPPORTUNITY_STAGES.find((s) => s.key === key)?.fr ?? key;
const MOVED_MEANWHILE =
  "Cette opportunité vient d'être déplacée par quelqu'un d'autre : rechargez le tableau";
const link = (id: string) => `/dashboard/clients/opportunities?id=${id}`;

/** The client must be one of the shop's that the caller sees (422 otherwise: a rule, not a form error). */
async function checkClient(tx: TenantTx, ctx: ShopCtx, clientId: string) {
  const [client] = await scoped(tx, ctx)
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.id, clientId), clientVisibleTo(ctx));
  if (!client) throw new HttpError(422, frenchMessage('clientUnknown'));
}

/** The owner is an active member of the shop's team (owner, collaborator or agent). */
async function checkOwner(tx: TenantTx, ctx: ShopCtx, ownerId: string) {
  if (ownerId === ctx.user.id) return;
  const [member] = await scoped(tx, ctx)
    .select({ id: shopMemberships.userId })
    .from(shopMemberships)
    .where(
      eq(shopMemberships.userId, ownerId),
      inArray(shopMemberships.role, ['owner', 'iam', 'agent']),
      eq(shopMemberships.status, 'active'),
    );
  if (!member) throw new HttpError(422, frenchMessage('assigneeUnknown'));
}

/**
 * Changes to a column take turns: its positions are renumbered as a whole. A change takes the
 * locks of every column it touches, in one order, before it locks its card, so two drags
 * between the same columns wait for each other instead of deadlocking.
 */
async function lockColumns(tx: TenantTx, shopId: string, stages: readonly string[]) {
  for (const stage of [...new Set(stages)].sort())
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`opportunities:${shopId}:${stage}`}))`);
}

async function endOfColumn(tx: TenantTx, ctx: ShopCtx, stage: OpportunityStage) {
  const [last] = await scoped(tx, ctx)
    .select({ next: sql<number>`coalesce(max(${opportunities.position}) + 1, 0)::int` })
    .from(opportunities)
    .where(eq(opportunities.stage, stage));
  return last?.next ?? 0;
}

/**
 * The opportunity as the caller sees it, locked for the change with its column and `toStage`'s
 * (404 when they do not see it; 409 when another change moved it meanwhile).
 */
async function lockVisible(tx: TenantTx, ctx: ShopCtx, id: string, toStage?: OpportunityStage) {
  const s = scoped(tx, ctx);
  const read = () =>
    tx
      .select({ row: opportunities })
      .from(opportunities)
      .innerJoin(clients, and(eq(clients.id, opportunities.clientId), s.owns(clients)))
      .where(and(s.owns(opportunities), eq(opportunities.id, id), visibleTo(ctx)));
  const [seen] = await read();
  if (!seen) throw new HttpError(404, OPPORTUNITY_NOT_FOUND);
  await lockColumns(tx, s.shopId, toStage ? [seen.row.stage, toStage] : [seen.row.stage]);
  const [row] = await read().for('update', { of: opportunities });
  if (!row) throw new HttpError(404, OPPORTUNITY_NOT_FOUND);
  if (row.row.stage !== seen.row.stage) throw new HttpError(409, MOVED_MEANWHILE);
  return row.row;
}

function stageChanged(
  tx: TenantTx,
  ctx: ShopCtx,
  o: { id: string; clientId: string; title: string },
  from: OpportunityStage,
  to: OpportunityStage,
) {
  return recordClientActivity(tx, ctx, [
    {
      clientId: o.clientId,
      kind: 'opportunity',
      body: `Opportunité « ${o.title} » : ${stageLabel(from)} → ${stageLabel(to)}`,
      link: link(o.id),
      subjectId: o.id,
    },
  ]);
}

const columnsOf = (values: OpportunityValues, ownerId: string) => ({
  clientId: values.clientId,
  title: values.title,
  amountCents: values.amountCents,
  probability: values.probability,
  expectedOn: values.expectedOn ?? null,
  ownerId,
  notes: values.notes ?? null,
});

export async function createOpportunity(tx: TenantTx, ctx: ShopCtx, values: OpportunityValues) {
  await checkClient(tx, ctx, values.clientId);
  const ownerId = values.ownerId ?? ctx.user.id;
  await checkOwner(tx, ctx, ownerId);
  await lockColumns(tx, scoped(tx, ctx).shopId, [values.stage]);
  const [row] = await scoped(tx, ctx)
    .insert(opportunities)
    .values([
      {
        ...columnsOf(values, ownerId),
        stage: values.stage,
        position: await endOfColumn(tx, ctx, values.stage),
        closedAt: isClosedStage(values.stage) ? new Date() : null,
        createdBy: ctx.user.id,
      },
    ])
    .returning({ id: opportunities.id });
  await recordClientActivity(tx, ctx, [
    {
      clientId: values.clientId,
      kind: 'opportunity',
      body: `Nouvelle opportunité « ${values.title} » (${stageLabel(values.stage)})`,
      link: link(row!.id),
      subjectId: row!.id,
    },
  ]);
  return { message: "L'opportunité a été créée", opportunity: await readOpportunity(tx, ctx, row!.id) };
}

export async function updateOpportunity(tx: TenantTx, ctx: ShopCtx, id: string, values: OpportunityValues) {
  const current = await lockVisible(tx, ctx, id, values.stage);
  if (values.clientId !== current.clientId) await checkClient(tx, ctx, values.clientId);
  const ownerId = values.ownerId ?? current.ownerId ?? ctx.user.id;
  if (ownerId !== current.ownerId) await checkOwner(tx, ctx, ownerId);
  const moved = values.stage !== current.stage;
  await scoped(tx, ctx)
    .update(opportunities)
    .set({
      ...columnsOf(values, ownerId),
      ...(moved && {
        stage: values.stage,
        position: await endOfColumn(tx, ctx, values.stage),
        closedAt: isClosedStage(values.stage) ? new Date() : null,
      }),
    })
    .where(eq(opportunities.id, id));
  if (moved) await stageChanged(tx, ctx, { ...current, title: values.title }, current.stage, values.stage);
  return { message: "L'opportunité a été enregistrée", opportunity: await readOpportunity(tx, ctx, id) };
}

/**
 * A drag: the card lands in `stage` before the card the caller sees at `position` there (at the
 * end past the last), and the column is renumbered 0, 1, 2… in one statement, cards the caller
 * does not see keeping their order around it.
 */
export async function moveOpportunity(tx: TenantTx, ctx: ShopCtx, id: string, body: OpportunityMoveBody) {
  const current = await lockVisible(tx, ctx, id, body.stage);
  const s = scoped(tx, ctx);
  const shopId = s.shopId;
  const seen = await tx
    .select({ id: opportunities.id })
    .from(opportunities)
    .innerJoin(clients, and(eq(clients.id, opportunities.clientId), s.owns(clients)))
    .where(
      and(
        s.owns(opportunities),
        eq(opportunities.stage, body.stage),
        ne(opportunities.id, id),
        visibleTo(ctx),
      ),
    )
    .orderBy(asc(opportunities.position), asc(opportunities.id))
    .limit(body.position + 1);
  const anchor = seen[body.position]?.id ?? null;
  const moved = body.stage !== current.stage;
  const closedAt = moved ? (isClosedStage(body.stage) ? new Date() : null) : current.closedAt;
  // Row-level security holds this statement to the request's shops; shop_id is named anyway.
  await tx.execute(sql`
    with others as (
      select id, row_number() over (order by position, id) as r
      from opportunities
      where shop_id = ${shopId} and stage = ${body.stage} and id <> ${id}
    ), slot as (
      select coalesce((select r from others where id = ${anchor}), (select count(*) + 1 from others)) as a
    ), renumbered as (
      select id, case when r >= (select a from slot) then r + 1 else r end as p from others
      union all select ${id}::uuid, (select a from slot)
    )
    update opportunities o set
      position = renumbered.p - 1,
      stage = case when o.id = ${id} then ${body.stage} else o.stage end,
      closed_at = case when o.id = ${id} then ${closedAt?.toISOString() ?? null}::timestamptz else o.closed_at end,
      updated_at = case when o.id = ${id} then now() else o.updated_at end
    from renumbered
    where o.id = renumbered.id and o.shop_id = ${shopId}`);
  if (moved) await stageChanged(tx, ctx, current, current.stage, body.stage);
  return { message: "L'opportunité a été déplacée", opportunity: await readOpportunity(tx, ctx, id) };
}

export async function deleteOpportunity(tx: TenantTx, ctx: ShopCtx, id: string) {
  await lockVisible(tx, ctx, id);
  await scoped(tx, ctx).delete(opportunities).where(eq(opportunities.id, id));
  return { message: "L'opportunité a été supprimée" };
}
