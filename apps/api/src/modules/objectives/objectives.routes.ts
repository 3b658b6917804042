import { objectivesRoutes as routes } from '@cuvee/contracts';
import { todayInFrance } from '@cuvee/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { agentsAnalytics, budgetOf, setBudgetMonth } from './budget.service.ts';
import { addObjective, deleteObjective, objectivesBoard, updateObjective } from './objectives.service.ts';
import { addTeam, deleteTeam, loadStructure, moveMember, updateTeam } from './structure.service.ts';

const ok = true as const;

/** The sales structure, objectives, budget and agents' figures (issue 28 part 4), in the tenant transaction. */
export async function objectivesRoutesOf(app: FastifyInstance) {
  route(app, routes.structure, async ({ ctx, tx }) => ({ success: ok, ...(await loadStructure(tx, ctx)) }));
  route(app, routes.moveMember, async ({ ctx, tx, params, body }) => ({
    success: ok,
    message: 'Rattachement enregistré',
    ...(await moveMember(tx, ctx, params.memberId, body.reportsTo)),
  }));
  route(app, routes.addTeam, async ({ ctx, tx, body }) => ({
    success: ok,
    message: 'Équipe créée',
    ...(await addTeam(tx, ctx, body)),
  }));
  route(app, routes.updateTeam, async ({ ctx, tx, params, body }) => ({
    success: ok,
    message: 'Équipe modifiée',
    ...(await updateTeam(tx, ctx, params.id, body)),
  }));
  route(app, routes.deleteTeam, async ({ ctx, tx, params }) => ({
    success: ok,
    message: 'Équipe supprimée',
    ...(await deleteTeam(tx, ctx, params.id)),
  }));
  route(app, routes.board, async ({ ctx, tx, query }) => ({
    success: ok,
    ...(await objectivesBoard(tx, ctx, query)),
  }));
  route(app, routes.add, async ({ ctx, tx, body }) => ({
    success: ok,
    ...(await addObjective(tx, ctx, body)),
  }));
  route(app, routes.update, async ({ ctx, tx, params, body }) => ({
    success: ok,
    ...(await updateObjective(tx, ctx, params.id, body)),
  }));
  route(app, routes.remove, async ({ ctx, tx, params }) => ({
    success: ok,
    ...(await deleteObjective(tx, ctx, params.id)),
  }));
  route(app, routes.budget, async ({ ctx, tx, query }) => ({
    success: ok,
    ...(await budgetOf(tx, ctx, query.year ?? Number(todayInFrance().slice(0, 4)))),
  }));
  route(app, routes.setBudget, async ({ ctx, tx, params, body }) => ({
    success: ok,
    ...(await setBudgetMonth(tx, ctx, params.year, params.month, body.amountHtCents)),
  }));
  route(app, routes.agents, async ({ ctx, tx, query }) => ({
    success: ok,
    ...(await agentsAnalytics(tx, ctx, query)),
  }));
}
