import {
  clientsRoutes,
  type Task,
  type TaskInput,
  type TaskListQuery,
  type TaskMoveInput,
  tasksRoutes,
} from '@cuvee/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';

/** One query-key factory for the tasks (the list and the calendar read the same). */
export const tasksKeys = {
  all: ['tasks'] as const,
  lists: () => ['tasks', 'list'] as const,
  list: (query: TaskListQuery) => ['tasks', 'list', query] as const,
  assignees: () => ['tasks', 'assignees'] as const,
  clients: (q: string) => ['tasks', 'clients', q] as const,
};

export const tasksQuery = (query: TaskListQuery) =>
  queryOptions({
    queryKey: tasksKeys.list(query),
    queryFn: ({ signal }) => call(tasksRoutes.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });

export const assigneesQuery = () =>
  queryOptions({
    queryKey: tasksKeys.assignees(),
    queryFn: ({ signal }) => call(tasksRoutes.assignees, {}, { signal }).then((a) => a.assignees),
    staleTime: 5 * 60_000,
  });

/** Clients for the dialog's autocomplete (the clients API); none when it cannot answer. */
export const clientOptionsQuery = (q: string) =>
  queryOptions({
    queryKey: tasksKeys.clients(q),
    queryFn: ({ signal }) =>
      call(clientsRoutes.list, { query: { q: q || undefined, limit: 20 } }, { signal, silent: true })
        .then((a) => a.clients.map((c) => ({ id: c.id, name: c.displayName, city: c.city })))
        .catch(() => []),
    staleTime: 30_000,
  });

function useInvalidate() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: tasksKeys.lists() });
}

/** Creates a task, or replaces one (`id`). */
export function useSaveTask() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: TaskInput }) =>
      (id ? call(tasksRoutes.update, { params: { id }, body }) : call(tasksRoutes.create, { body })).then(
        (a) => a.task,
      ),
    onSuccess,
  });
}

/** The checkbox: done, or open again. */
export function useToggleTask() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: (task: Task) =>
      call(task.done ? tasksRoutes.reopen : tasksRoutes.complete, { params: { id: task.id } }).then(
        (a) => a.task,
      ),
    onSuccess,
  });
}

/** The calendar's drag and drop and resize. */
export function useMoveTask() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TaskMoveInput }) =>
      call(tasksRoutes.move, { params: { id }, body }).then((a) => a.task),
    onSuccess,
  });
}

export function useDeleteTask() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => call(tasksRoutes.remove, { params: { id } }),
    onSuccess,
  });
}
