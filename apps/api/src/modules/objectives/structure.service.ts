import type { SalesTeam, StructureResponse, TeamInput } from '@cuvee/contracts';
import { CYCLE_REFUSED, teamMembers, wouldCycle } from '@cuvee/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { salesMembers } from '../shops/index.ts';
import { salesReportingLines, salesTeams } from './objectives.table.ts';

/*
 * The sales structure (decision 0161): who reports to whom among the shop's active owners,
 * collaborators and agents, and its teams — a lead and everyone under them. A loop is refused
 * with a 422; someone who left the shop drops out of the tree (their reports go to the top).
 */

const NO_MEMBER = "Cette personne ne fait pas partie de l'équipe de la boutique";
const NO_TEAM = 'Cette équipe est introuvable';
const TEAM_TAKEN = 'Une équipe porte déjà ce nom';

export type Structure = Omit<StructureResponse, 'success' | 'message'>;

/** The members with whom they report to (a member gone from the shop counts as no one). */
export async function loadStructure(tx: TenantTx, scope: TenantScope): Promise<Structure> {
  const people = await salesMembers(tx, scope);
  const ids = new Set(people.map((p) => p.id));
  const lines = await scoped(tx, scope).selectAll(salesReportingLines);
  const reportsTo = new Map<string, string | null>(people.map((p) => [p.id, null]));
  for (const l of lines) {
    if (ids.has(l.memberId))
      reportsTo.set(l.memberId, l.reportsTo && ids.has(l.reportsTo) ? l.reportsTo : null);
  }
  const teams = await scoped(tx, scope).selectAll(salesTeams);
  return {
    members: people.map((p) => ({ ...p, reportsTo: reportsTo.get(p.id) ?? null })),
    teams: teams
      .filter((t) => ids.has(t.leadId))
      .map(
        (t): SalesTeam => ({
          id: t.id,
          name: t.name,
          leadId: t.leadId,
          memberIds: teamMembers(reportsTo, t.leadId),
        }),
      )
      .sort((a, b) => a.name.localeCompare(b.name, 'fr')),
  };
}

export const reportsMap = (s: Structure) => new Map(s.members.map((m) => [m.id, m.reportsTo]));

/** Puts `memberId` under `manager` (null: at the top); 404 for someone not of the shop, 422 for a loop. */
export async function moveMember(tx: TenantTx, scope: TenantScope, memberId: string, manager: string | null) {
  // One move at a time per shop: two crossing moves could close a loop between them.
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext('sales-structure'), hashtext(${scoped(tx, scope).shopId}))`,
  );
  const structure = await loadStructure(tx, scope);
  const known = new Set(structure.members.map((m) => m.id));
  if (!known.has(memberId) || (manager && !known.has(manager))) throw notFound(NO_MEMBER);
  if (wouldCycle(reportsMap(structure), memberId, manager)) throw new HttpError(422, CYCLE_REFUSED);
  await scoped(tx, scope)
    .insert(salesReportingLines)
    .values([{ memberId, reportsTo: manager }])
    .onConflictDoUpdate({
      target: [salesReportingLines.shopId, salesReportingLines.memberId],
      set: { reportsTo: manager, updatedAt: new Date() },
    });
  return loadStructure(tx, scope);
}

async function checkTeam(tx: TenantTx, scope: TenantScope, body: TeamInput, except?: string) {
  const [lead] = await salesMembers(tx, scope, [body.leadId]);
  if (!lead) throw notFound(NO_MEMBER);
  const [taken] = await scoped(tx, scope)
    .select({ id: salesTeams.id })
    .from(salesTeams)
    .where(
      sql`lower(${salesTeams.name}) = lower(${body.name})`,
      except ? ne(salesTeams.id, except) : undefined,
    );
  if (taken) throw new HttpError(409, TEAM_TAKEN);
}

export async function addTeam(tx: TenantTx, scope: TenantScope, body: TeamInput) {
  await checkTeam(tx, scope, body);
  await scoped(tx, scope)
    .insert(salesTeams)
    .values([{ name: body.name, leadId: body.leadId }]);
  return loadStructure(tx, scope);
}

export async function teamOf(tx: TenantTx, scope: TenantScope, id: string) {
  const [team] = await scoped(tx, scope).selectAll(salesTeams, eq(salesTeams.id, id));
  if (!team) throw notFound(NO_TEAM);
  return team;
}

export async function updateTeam(tx: TenantTx, scope: TenantScope, id: string, body: TeamInput) {
  await teamOf(tx, scope, id);
  await checkTeam(tx, scope, body, id);
  await scoped(tx, scope)
    .update(salesTeams)
    .set({ name: body.name, leadId: body.leadId })
    .where(eq(salesTeams.id, id));
  return loadStructure(tx, scope);
}

export async function deleteTeam(tx: TenantTx, scope: TenantScope, id: string) {
  await teamOf(tx, scope, id);
  await scoped(tx, scope)
    .delete(salesTeams)
    .where(and(eq(salesTeams.id, id)));
  return loadStructure(tx, scope);
}
