import type { Task, TaskListFilters } from '@cuvee/contracts';
import { seesAllTasks } from '@cuvee/domain';
import { and, asc, desc, eq, gte, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { scoped, type TenantTx } from '../../db/tenant.ts';
import type { ShopCtx } from '../../plugins/access.ts';
import { clients } from '../clients/index.ts';
import { users } from '../users/index.ts';
import { type TaskRow, tasks } from './tasks.table.ts';

export const TASK_NOT_FOUND = 'Tâche introuvable';

const assignee = alias(users, 'assignee');
const creator = alias(users, 'creator');
const nameOf = (u: typeof assignee | typeof creator) =>
  sql<string>`coalesce(nullif(trim(concat_ws(' ', ${u.firstname}, ${u.lastname})), ''), ${u.username})`;

/** What a task answers with: its row and the names the screens show, joined in one statement. */
const fields = {
  task: tasks,
  assigneeName: nameOf(assignee),
  creatorName: nameOf(creator),
  clientName: clients.displayName,
  total: sql<number>`count(*) over ()`.mapWith(Number),
};

/** Without seeAllTask a member sees the tasks assigned to them or that they created. */
export function visibleTasks(ctx: ShopCtx): SQL | undefined {
  if (seesAllTasks(ctx.user, ctx.shop?.id)) return undefined;
  return or(eq(tasks.assigneeId, ctx.user.id), eq(tasks.createdBy, ctx.user.id));
}

function selectTasks(ctx: ShopCtx, tx: TenantTx, ...conds: (SQL | undefined)[]) {
  const s = scoped(tx, ctx);
  return tx
    .select(fields)
    .from(tasks)
    .leftJoin(assignee, eq(assignee.id, tasks.assigneeId))
    .leftJoin(creator, eq(creator.id, tasks.createdBy))
    .leftJoin(clients, and(eq(clients.id, tasks.clientId), s.owns(clients)))
    .where(and(s.owns(tasks), visibleTasks(ctx), ...conds));
}

type Selected = {
  task: TaskRow;
  assigneeName: string | null;
  creatorName: string | null;
  clientName: string | null;
};

export function toTask({ task, assigneeName, creatorName, clientName }: Selected): Task {
  const ref = (id: string | null, name: string | null) => (id && name ? { id, name } : null);
  return {
    id: task.id,
    title: task.title,
    activity: task.activity,
    priority: task.priority,
    dueAt: task.dueAt.toISOString(),
    durationMinutes: task.durationMinutes,
    allDay: task.allDay,
    notes: task.notes,
    assignee: ref(task.assigneeId, assigneeName),
    client: ref(task.clientId, clientName),
    createdBy: ref(task.createdBy, creatorName),
    done: task.doneAt !== null,
    doneAt: task.doneAt?.toISOString() ?? null,
    createdAt: task.createdAt.toISOString(),
  };
}

/** A page of tasks (the task screen) or every task of a range (the calendar), soonest first. */
export async function listTasks(ctx: ShopCtx, tx: TenantTx, q: TaskListFilters) {
  const conds: (SQL | undefined)[] = [];
  if (q.from) conds.push(gte(tasks.dueAt, new Date(q.from)));
  if (q.to) conds.push(lt(tasks.dueAt, new Date(q.to)));
  if (q.assignee) conds.push(eq(tasks.assigneeId, q.assignee === 'me' ? ctx.user.id : q.assignee));
  if (q.clientId) conds.push(eq(tasks.clientId, q.clientId));
  if (q.activity) conds.push(eq(tasks.activity, q.activity));
  if (q.status === 'open') conds.push(isNull(tasks.doneAt));
  if (q.status === 'done') conds.push(isNotNull(tasks.doneAt));
  if (q.overdue) conds.push(isNull(tasks.doneAt), lt(tasks.dueAt, sql`now()`));
  // Done tasks read best latest first; open ones soonest first.
  const order = q.status === 'done' ? [desc(tasks.dueAt), desc(tasks.id)] : [asc(tasks.dueAt), asc(tasks.id)];
  const rows = await selectTasks(ctx, tx, ...conds)
    .orderBy(...order)
    .limit(q.limit)
    .offset(q.offset);
  return { total: rows[0]?.total ?? 0, tasks: rows.map(toTask) };
}

/** One task the caller sees, or a 404 (another shop's, or one they may not see). */
export async function findTask(ctx: ShopCtx, tx: TenantTx, id: string): Promise<Task | null> {
  const [row] = await selectTasks(ctx, tx, eq(tasks.id, id));
  return row ? toTask(row) : null;
}
