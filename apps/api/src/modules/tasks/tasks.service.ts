import type { TaskMoveInput, TaskValues } from '@cuvee/contracts';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { scoped, type TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { ShopCtx } from '../../plugins/access.ts';
import { recordClientActivity } from '../clients/index.ts';
import { notify } from '../notifications/index.ts';
import { checkAssignee, checkClient } from './tasks.checks.ts';
import { findTask, TASK_NOT_FOUND, visibleTasks } from './tasks.read.ts';
import { tasks } from './tasks.table.ts';

/** The tasks of the shop's team (issue 15 item 5): each request in its tenant transaction. */

export const taskLink = (id: string) => `/dashboard/tasks?task=${id}`;

async function columnsOf(ctx: ShopCtx, tx: TenantTx, input: TaskValues) {
  const assigneeId = input.assigneeId ?? ctx.user.id;
  await checkAssignee(ctx, tx, assigneeId);
  if (input.clientId) await checkClient(ctx, tx, input.clientId);
  return {
    title: input.title,
    activity: input.activity,
    priority: input.priority,
    dueAt: new Date(input.dueAt),
    durationMinutes: input.durationMinutes,
    allDay: input.allDay,
    assigneeId,
    clientId: input.clientId ?? null,
    notes: input.notes ?? null,
  };
}

/** newTask to the assignee when someone else gives them the task. */
async function notifyAssignee(
  ctx: ShopCtx,
  tx: TenantTx,
  task: { id: string; title: string; assigneeId: string },
) {
  if (task.assigneeId === ctx.user.id) return;
  await notify(tx, [
    {
      userId: task.assigneeId,
      shopId: scoped(tx, ctx).shopId,
      type: 'newTask',
      content: `Nouvelle tâche : ${task.title}`,
      redirectLink: taskLink(task.id),
      subjectId: task.id,
    },
  ]);
}

/** The task as answered; a row just written is always visible to its writer. */
async function answer(ctx: ShopCtx, tx: TenantTx, id: string, message: string) {
  const task = await findTask(ctx, tx, id);
  if (!task) throw new HttpError(404, TASK_NOT_FOUND);
  return { message, task };
}

/** The row of a task the caller sees, locked for the change. */
async function current(ctx: ShopCtx, tx: TenantTx, id: string) {
  const [row] = await scoped(tx, ctx).selectAll(tasks, eq(tasks.id, id), visibleTasks(ctx)).for('update');
  if (!row) throw new HttpError(404, TASK_NOT_FOUND);
  return row;
}

export async function createTask(ctx: ShopCtx, tx: TenantTx, input: TaskValues) {
  const columns = await columnsOf(ctx, tx, input);
  const [row] = await scoped(tx, ctx)
    .insert(tasks)
    .values([{ ...columns, createdBy: ctx.user.id }])
    .returning({ id: tasks.id });
  const id = row!.id;
  await notifyAssignee(ctx, tx, { id, title: input.title, assigneeId: columns.assigneeId });
  if (columns.clientId)
    await recordClientActivity(tx, ctx, [
      {
        clientId: columns.clientId,
        kind: 'task',
        body: `Tâche planifiée : ${input.title}`,
        link: taskLink(id),
        subjectId: id,
      },
    ]);
  return answer(ctx, tx, id, 'La tâche a été créée');
}

export async function updateTask(ctx: ShopCtx, tx: TenantTx, id: string, input: TaskValues) {
  const before = await current(ctx, tx, id);
  const columns = await columnsOf(ctx, tx, input);
  await scoped(tx, ctx).update(tasks).set(columns).where(eq(tasks.id, id));
  if (columns.assigneeId !== before.assigneeId)
    await notifyAssignee(ctx, tx, { id, title: input.title, assigneeId: columns.assigneeId });
  return answer(ctx, tx, id, 'La tâche a été enregistrée');
}

export async function moveTask(ctx: ShopCtx, tx: TenantTx, id: string, input: TaskMoveInput) {
  await current(ctx, tx, id);
  await scoped(tx, ctx)
    .update(tasks)
    .set({
      dueAt: new Date(input.dueAt),
      ...(input.durationMinutes !== undefined && { durationMinutes: input.durationMinutes }),
      ...(input.allDay !== undefined && { allDay: input.allDay }),
    })
    .where(eq(tasks.id, id));
  return answer(ctx, tx, id, 'La tâche a été déplacée');
}

export async function completeTask(ctx: ShopCtx, tx: TenantTx, id: string) {
  const before = await current(ctx, tx, id);
  // Completing twice changes nothing and notifies no one again.
  const done = await scoped(tx, ctx)
    .update(tasks)
    .set({ doneAt: new Date(), doneBy: ctx.user.id })
    .where(eq(tasks.id, id), isNull(tasks.doneAt))
    .returning({ id: tasks.id });
  if (done.length > 0) {
    if (before.createdBy && before.createdBy !== ctx.user.id)
      await notify(tx, [
        {
          userId: before.createdBy,
          shopId: scoped(tx, ctx).shopId,
          type: 'taskCompleted',
          content: `Tâche terminée : ${before.title}`,
          redirectLink: taskLink(id),
          subjectId: id,
        },
      ]);
    if (before.clientId)
      await recordClientActivity(tx, ctx, [
        {
          clientId: before.clientId,
          kind: 'taskCompleted',
          body: `Tâche terminée : ${before.title}`,
          link: taskLink(id),
          subjectId: id,
        },
      ]);
  }
  return answer(ctx, tx, id, 'La tâche est terminée');
}

export async function reopenTask(ctx: ShopCtx, tx: TenantTx, id: string) {
  await current(ctx, tx, id);
  await scoped(tx, ctx)
    .update(tasks)
    .set({ doneAt: null, doneBy: null })
    .where(and(eq(tasks.id, id), isNotNull(tasks.doneAt)));
  return answer(ctx, tx, id, 'La tâche est à nouveau ouverte');
}

export async function deleteTask(ctx: ShopCtx, tx: TenantTx, id: string) {
  await current(ctx, tx, id);
  await scoped(tx, ctx).delete(tasks).where(eq(tasks.id, id));
  return { message: 'La tâche a été supprimée' };
}
