import { tasksRoutes as routes } from '@cuvee/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { listAssignees } from './tasks.checks.ts';
import { listTasks } from './tasks.read.ts';
import { completeTask, createTask, deleteTask, moveTask, reopenTask, updateTask } from './tasks.service.ts';

const ok = true as const;

/** The team's tasks (decision 0043): who sees which is the service's scope (seesAllTasks). */
export async function tasksRoutes(app: FastifyInstance) {
  route(app, routes.list, async ({ ctx, tx, query }) => ({
    success: ok,
    ...(await listTasks(ctx, tx, query)),
  }));
  route(app, routes.assignees, async ({ ctx, tx }) => ({
    success: ok,
    assignees: await listAssignees(ctx, tx),
  }));
  route(app, routes.create, async ({ ctx, tx, body }) => ({
    success: ok,
    ...(await createTask(ctx, tx, body)),
  }));
  route(app, routes.update, async ({ ctx, tx, params, body }) => ({
    success: ok,
    ...(await updateTask(ctx, tx, params.id, body)),
  }));
  route(app, routes.move, async ({ ctx, tx, params, body }) => ({
    success: ok,
    ...(await moveTask(ctx, tx, params.id, body)),
  }));
  route(app, routes.complete, async ({ ctx, tx, params }) => ({
    success: ok,
    ...(await completeTask(ctx, tx, params.id)),
  }));
  route(app, routes.reopen, async ({ ctx, tx, params }) => ({
    success: ok,
    ...(await reopenTask(ctx, tx, params.id)),
  }));
  route(app, routes.remove, async ({ ctx, tx, params }) => ({
    success: ok,
    ...(await deleteTask(ctx, tx, params.id)),
  }));
}
