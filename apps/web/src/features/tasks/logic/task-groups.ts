import type { Task } from '@cuvee/contracts';
import dayjs from 'dayjs';

export type TaskGroup = 'overdue' | 'today' | 'upcoming' | 'done';
export const TASK_GROUPS: readonly TaskGroup[] = ['overdue', 'today', 'upcoming', 'done'];

/** Overdue, today, upcoming, done: where a task belongs at `now` (an all-day task of today is not late). */
export function groupOf(task: Pick<Task, 'done' | 'dueAt' | 'allDay'>, now: dayjs.Dayjs): TaskGroup {
  if (task.done) return 'done';
  const due = dayjs(task.dueAt);
  if (due.isSame(now, 'day')) return task.allDay || due.isAfter(now) ? 'today' : 'overdue';
  return due.isBefore(now) ? 'overdue' : 'upcoming';
}
