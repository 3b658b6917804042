import type { ObjectiveInput, ObjectivePatch, ObjectiveRow, ObjectivesResponse } from '@cuvee/contracts';
import {
  NO_SALES,
  periodBounds,
  periodOf,
  progressBp,
  type SalesFigures,
  sumFigures,
  teamMembers,
  todayInFrance,
} from '@cuvee/domain';
import { eq } from 'drizzle-orm';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { salesFigures } from '../orders/index.ts';
import { type SalesObjectiveRow, salesObjectives } from './objectives.table.ts';
import { loadStructure, reportsMap, type Structure, teamOf } from './structure.service.ts';

/*
 * The objectives' board (decision 0160): a period's objectives with what the validated orders
 * achieved (the orders module's `salesFigures`); a team's achievement is its members' sum,
 * its members being its lead and everyone under them in the structure as it stands today.
 */

type Scope = TenantScope & { readonly shop: { readonly id: string } | null };
const NOT_FOUND = 'Cet objectif est introuvable';
const TAKEN = 'Un objectif existe déjà pour cette personne ou cette équipe sur cette période : modifiez-le';

function rowOf(
  o: SalesObjectiveRow,
  structure: Structure,
  teams: Map<string, { name: string; leadId: string }>,
  figures: Map<string, SalesFigures>,
): ObjectiveRow | null {
  let subject: ObjectiveRow['subject'];
  let achieved: SalesFigures;
  if (o.memberId) {
    const m = structure.members.find((x) => x.id === o.memberId);
    if (!m) return null; // someone who left the shop
    subject = { kind: 'member', id: m.id, name: m.name, relation: m.relation };
    achieved = figures.get(m.id) ?? NO_SALES;
  } else {
    const t = teams.get(o.teamId!);
    if (!t) return null;
    subject = { kind: 'team', id: o.teamId!, name: t.name, relation: null };
    achieved = sumFigures(
      teamMembers(reportsMap(structure), t.leadId).map((id) => figures.get(id) ?? NO_SALES),
    );
  }
  const targets = { amountHtCents: o.amountHtCents, bottles: o.bottles, newClients: o.newClients };
  return {
    id: o.id,
    subject,
    period: o.period,
    targets,
    achieved,
    progress: {
      amountHtCents: progressBp(achieved.amountHtCents, targets.amountHtCents),
      bottles: progressBp(achieved.bottles, targets.bottles),
      newClients: progressBp(achieved.newClients, targets.newClients),
    },
  };
}

async function rowsFor(tx: TenantTx, scope: Scope, objectives: SalesObjectiveRow[], period: string) {
  const structure = await loadStructure(tx, scope);
  const { from, to } = periodBounds(period);
  const figures = objectives.length ? await salesFigures(tx, scope, from, to) : new Map();
  const teams = new Map(structure.teams.map((t) => [t.id, t]));
  return { structure, rows: objectives.map((o) => rowOf(o, structure, teams, figures)) };
}

/** The period's objectives (this quarter by default), a team's and its members' when one is named. */
export async function objectivesBoard(
  tx: TenantTx,
  scope: Scope,
  query: { period?: string | undefined; teamId?: string | undefined },
): Promise<Omit<ObjectivesResponse, 'success'>> {
  const period = query.period ?? periodOf('quarter', todayInFrance());
  if (query.teamId) await teamOf(tx, scope, query.teamId);
  const objectives = await scoped(tx, scope).selectAll(salesObjectives, eq(salesObjectives.period, period));
  const { structure, rows } = await rowsFor(tx, scope, objectives, period);
  const team = structure.teams.find((t) => t.id === query.teamId);
  const inTeam = (r: ObjectiveRow) =>
    !team || (r.subject.kind === 'team' ? r.subject.id === team.id : team.memberIds.includes(r.subject.id));
  const order = { team: 0, member: 1 } as const;
  return {
    period,
    ...periodBounds(period),
    rows: rows
      .filter((r): r is ObjectiveRow => r !== null && inTeam(r))
      .sort(
        (a, b) =>
          order[a.subject.kind] - order[b.subject.kind] || a.subject.name.localeCompare(b.subject.name, 'fr'),
      ),
    teams: structure.teams.map((t) => ({ id: t.id, name: t.name })),
    members: structure.members.map((m) => ({ id: m.id, name: m.name, relation: m.relation })),
  };
}

async function one(tx: TenantTx, scope: Scope, id: string) {
  const [o] = await scoped(tx, scope).selectAll(salesObjectives, eq(salesObjectives.id, id));
  if (!o) throw notFound(NOT_FOUND);
  const [row] = (await rowsFor(tx, scope, [o], o.period)).rows;
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

export async function addObjective(tx: TenantTx, scope: Scope, body: ObjectiveInput) {
  const structure = await loadStructure(tx, scope);
  if (body.subjectKind === 'member' && !structure.members.some((m) => m.id === body.subjectId))
    throw notFound("Cette personne ne fait pas partie de l'équipe de la boutique");
  if (body.subjectKind === 'team') await teamOf(tx, scope, body.subjectId);
  const subject = body.subjectKind === 'member' ? { memberId: body.subjectId } : { teamId: body.subjectId };
  const [created] = await scoped(tx, scope)
    .insert(salesObjectives)
    .values([
      {
        ...subject,
        period: body.period,
        amountHtCents: body.amountHtCents,
        bottles: body.bottles,
        newClients: body.newClients,
        createdBy: scope.user.id,
      },
    ])
    .onConflictDoNothing()
    .returning({ id: salesObjectives.id });
  if (!created) throw new HttpError(409, TAKEN);
  return { objective: await one(tx, scope, created.id), message: 'Objectif enregistré' };
}

export async function updateObjective(tx: TenantTx, scope: Scope, id: string, body: ObjectivePatch) {
  await one(tx, scope, id);
  await scoped(tx, scope)
    .update(salesObjectives)
    .set({ amountHtCents: body.amountHtCents, bottles: body.bottles, newClients: body.newClients })
    .where(eq(salesObjectives.id, id));
  return { objective: await one(tx, scope, id), message: 'Objectif modifié' };
}

export async function deleteObjective(tx: TenantTx, scope: Scope, id: string) {
  const gone = await scoped(tx, scope).delete(salesObjectives).where(eq(salesObjectives.id, id)).returning();
  if (gone.length === 0) throw notFound(NOT_FOUND);
  return { message: 'Objectif supprimé' };
}
