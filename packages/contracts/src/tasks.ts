import { TASK_ACTIVITY_KEYS, TASK_PRIORITY_KEYS } from '@cuvee/domain';
import { z } from 'zod';
import { ClientAssigneesResponse, MemberRef } from './clients.ts';
import { SuccessMessage, Uuid } from './common.ts';
import { defineRoute } from './http/route.ts';
import { msg } from './validation/messages.ts';
import { optional } from './validation/optional.ts';
import { requiredStringWith } from './validation/text.fields.ts';

/*
 * The sales team's tasks (issue 15 item 5) and the calendar that shows them (item 6): every
 * shape the API takes and answers for them, once.
 */

export const TASK_TITLE_MAX_LENGTH = 200;
export const TASK_NOTES_MAX_LENGTH = 5000;
/** A task lasts from 5 minutes to 24 hours on the calendar. */
export const TASK_DURATION_MIN = 5;
export const TASK_DURATION_MAX = 24 * 60;

export const TaskActivityKey = z.enum(TASK_ACTIVITY_KEYS, msg('invalid'));
export const TaskPriorityKey = z.enum(TASK_PRIORITY_KEYS, msg('invalid'));
const DateTime = z.iso.datetime({ ...msg('date'), offset: true });

/** What the back office sends to create or replace a task. */
export const TaskInput = z.object({
  title: requiredStringWith('required').max(
    TASK_TITLE_MAX_LENGTH,
    msg('tooLong', { max: TASK_TITLE_MAX_LENGTH }),
  ),
  activity: TaskActivityKey,
  priority: TaskPriorityKey.default('medium'),
  dueAt: DateTime,
  durationMinutes: z
    .number(msg('number'))
    .int(msg('number'))
    .min(TASK_DURATION_MIN, msg('tooSmall', { min: TASK_DURATION_MIN }))
    .max(TASK_DURATION_MAX, msg('tooBig', { max: TASK_DURATION_MAX }))
    .default(60),
  allDay: z.boolean().default(false),
  /** A member of the shop (owner, iam or agent); none = the creator's own task. */
  assigneeId: optional(Uuid),
  /** A client of the shop the caller sees. */
  clientId: optional(Uuid),
  notes: optional(
    z
      .string()
      .trim()
      .max(TASK_NOTES_MAX_LENGTH, msg('tooLong', { max: TASK_NOTES_MAX_LENGTH })),
  ),
});
export type TaskInput = z.input<typeof TaskInput>;
export type TaskValues = z.output<typeof TaskInput>;

/** Moving a task on the calendar (drag and drop): its new start, and length when resized. */
export const TaskMoveInput = z.object({
  dueAt: DateTime,
  durationMinutes: z
    .number(msg('number'))
    .int(msg('number'))
    .min(TASK_DURATION_MIN, msg('tooSmall', { min: TASK_DURATION_MIN }))
    .max(TASK_DURATION_MAX, msg('tooBig', { max: TASK_DURATION_MAX }))
    .optional(),
  allDay: z.boolean().optional(),
});
export type TaskMoveInput = z.input<typeof TaskMoveInput>;

/** One task as the API answers it. */
export const Task = z.object({
  id: z.string(),
  title: z.string(),
  activity: TaskActivityKey,
  priority: TaskPriorityKey,
  dueAt: z.string(),
  durationMinutes: z.number(),
  allDay: z.boolean(),
  notes: z.string().nullable(),
  assignee: MemberRef.nullable(),
  client: MemberRef.nullable(),
  createdBy: MemberRef.nullable(),
  done: z.boolean(),
  doneAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Task = z.infer<typeof Task>;

export const TaskStatus = z.enum(['open', 'done', 'all'], msg('invalid'));
export type TaskStatus = z.infer<typeof TaskStatus>;

/**
 * The list: a page (limit/offset) for the task screen, or a from/to range for the calendar
 * (the range caps at 62 days and 500 tasks, a month view with its overflow weeks).
 */
export const TaskListQuery = z
  .object({
    from: DateTime.optional(),
    to: DateTime.optional(),
    /** 'me': assigned to the caller; a member's id; absent: every task the caller sees. */
    assignee: z.union([z.literal('me'), Uuid]).optional(),
    clientId: Uuid.optional(),
    activity: TaskActivityKey.optional(),
    status: TaskStatus.default('all'),
    /** Open tasks whose due time has passed. */
    overdue: z
      .enum(['true', 'false'], msg('invalid'))
      .transform((v) => v === 'true')
      .optional(),
    limit: z.coerce.number().int().min(1).max(500).default(50),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  })
  .refine((q) => !q.from || !q.to || q.from < q.to, { ...msg('endBeforeStart'), path: ['to'] })
  .refine((q) => !q.from || !q.to || Date.parse(q.to) - Date.parse(q.from) <= 62 * 24 * 3600 * 1000, {
    ...msg('invalid'),
    path: ['to'],
  });
export type TaskListQuery = z.input<typeof TaskListQuery>;
export type TaskListFilters = z.output<typeof TaskListQuery>;

export const TaskListResponse = z.object({
  success: z.literal(true),
  total: z.number(),
  tasks: z.array(Task),
});
export const TaskResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  task: Task,
});

const IdParams = z.object({ id: Uuid });
const common = { tags: ['tasks'], shop: 'header' } as const;

export const tasksRoutes = {
  list: defineRoute({
    ...common,
    method: 'GET',
    path: '/v1/tasks',
    access: 'tasks.read',
    summary: "The shop's tasks (without seeAllTask: those assigned to or created by the caller)",
    query: TaskListQuery,
    response: TaskListResponse,
    errors: [400, 401, 403],
  }),
  assignees: defineRoute({
    ...common,
    method: 'GET',
    path: '/v1/tasks/assignees',
    access: 'tasks.read',
    summary: 'The members a task may be assigned to (the shop’s owners, collaborators and agents)',
    response: ClientAssigneesResponse,
    errors: [401, 403],
  }),
  create: defineRoute({
    ...common,
    method: 'POST',
    path: '/v1/tasks',
    access: 'tasks.write',
    summary: 'Plan a task (createTask); notifies the assignee (newTask)',
    body: TaskInput,
    response: TaskResponse,
    errors: [400, 401, 403, 422],
  }),
  update: defineRoute({
    ...common,
    method: 'PUT',
    path: '/v1/tasks/:id',
    access: 'tasks.write',
    summary: 'Replace a task’s fields',
    params: IdParams,
    body: TaskInput,
    response: TaskResponse,
    errors: [400, 401, 403, 404, 422],
  }),
  move: defineRoute({
    ...common,
    method: 'PATCH',
    path: '/v1/tasks/:id/move',
    access: 'tasks.write',
    summary: 'Move a task to another time (the calendar’s drag and drop)',
    params: IdParams,
    body: TaskMoveInput,
    response: TaskResponse,
    errors: [400, 401, 403, 404],
  }),
  complete: defineRoute({
    ...common,
    method: 'POST',
    path: '/v1/tasks/:id/complete',
    access: 'tasks.write',
    summary: 'Mark a task done; notifies its creator (taskCompleted)',
    params: IdParams,
    response: TaskResponse,
    errors: [400, 401, 403, 404],
  }),
  reopen: defineRoute({
    ...common,
    method: 'POST',
    path: '/v1/tasks/:id/reopen',
    access: 'tasks.write',
    summary: 'Mark a done task open again',
    params: IdParams,
    response: TaskResponse,
    errors: [400, 401, 403, 404],
  }),
  remove: defineRoute({
    ...common,
    method: 'DELETE',
    path: '/v1/tasks/:id',
    access: 'tasks.write',
    summary: 'Delete a task',
    params: IdParams,
    response: SuccessMessage,
    errors: [400, 401, 403, 404],
  }),
};
