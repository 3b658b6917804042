import type { Task, TaskListQuery } from '@cuvee/contracts';
import { seesAllTasks } from '@cuvee/domain';
import Add from '@mui/icons-material/Add';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { openPopup } from '../../../components/popup/popup.store.ts';
import { EmptyState } from '../../../components/shared/empty-state.tsx';
import { useAuthStore } from '../../../lib/auth.store.ts';
import { currentShopOf, useCan } from '../../../lib/use-can.ts';
import { tasksQuery, useDeleteTask, useToggleTask } from '../api/tasks.queries.ts';
import { groupOf, TASK_GROUPS } from '../logic/task-groups.ts';
import { useTasksLabels } from './labels.tsx';
import { TaskDialog, type TaskDraft } from './task-dialog.tsx';
import { type TaskFilters, TaskFiltersBar } from './task-filters.tsx';
import { TaskRow } from './task-row.tsx';

const PAGE = 50;

/** /dashboard/tasks: the team's tasks grouped by when they are due, with their filters and dialog. */
export function TasksList() {
  const { t } = useTasksLabels();
  const canWrite = useCan('tasks.write');
  const seesAll = useAuthStore((s) => seesAllTasks(s.user, currentShopOf(s)?.id));
  const [params, setParams] = useSearchParams();
  const [filters, setFilters] = useState<TaskFilters>({
    who: seesAll ? 'all' : 'mine',
    status: 'open',
    activity: '',
  });
  const [limit, setLimit] = useState(PAGE);
  const [draft, setDraft] = useState<TaskDraft | null>(null);
  const query: TaskListQuery = {
    assignee: seesAll && filters.who === 'all' ? undefined : 'me',
    status: filters.status,
    activity: filters.activity || undefined,
    limit,
  };
  const list = useQuery(tasksQuery(query));
  const toggle = useToggleTask();
  const remove = useDeleteTask();
  const tasks = list.data?.tasks ?? [];
  const opened = params.get('task');
  const now = dayjs();
  const groups = TASK_GROUPS.map((group) => ({
    group,
    tasks: tasks.filter((task) => groupOf(task, now) === group),
  })).filter((g) => g.tasks.length > 0);
  const confirmRemove = async (task: Task) => {
    const ok = await openPopup({
      title: t('remove'),
      text: t('confirmRemove', { title: task.title }),
      size: 'small',
    });
    if (ok) remove.mutate(task.id);
  };
  const closeDialog = () => {
    setDraft(null);
    if (opened) setParams({}, { replace: true });
  };
  const createButton = canWrite && (
    <Button variant="contained" startIcon={<Add />} onClick={() => setDraft({ dueAt: '' })}>
      {t('create')}
    </Button>
  );
  return (
    <Box sx={{ maxWidth: 1000, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography variant="h1">{t('title')}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('subtitle')}
          </Typography>
        </Box>
        {createButton}
      </Box>
      <TaskFiltersBar
        value={filters}
        onChange={(next) => {
          setFilters(next);
          setLimit(PAGE);
        }}
        seesAll={seesAll}
      />
      {list.isPending ? (
        <LinearProgress aria-label={t('title')} />
      ) : list.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void list.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {t('loadError')}
        </Alert>
      ) : tasks.length === 0 ? (
        <Card>
          <EmptyState
            icon={<TaskAltOutlined />}
            title={t('empty')}
            text={t('emptyText')}
            action={createButton}
          />
        </Card>
      ) : (
        <Card sx={{ px: { xs: 0, sm: 1 } }}>
          {list.isFetching && <LinearProgress sx={{ height: 2 }} />}
          {groups.map(({ group, tasks: inGroup }) => (
            <Box component="section" key={group} aria-label={t(`groups.${group}`)} sx={{ pt: 1.5 }}>
              <Typography
                component="h2"
                variant="overline"
                sx={{ px: 1, color: group === 'overdue' ? 'error.main' : 'text.secondary', fontWeight: 700 }}
              >
                {t(`groups.${group}`)} ({inGroup.length})
              </Typography>
              <Box component="ul" sx={{ m: 0, p: 0 }}>
                {inGroup.map((task) => (
                  <TaskRow
                    key={task.id}
                    task={task}
                    canWrite={canWrite}
                    highlighted={task.id === opened}
                    toggling={toggle.isPending && toggle.variables?.id === task.id}
                    onToggle={() => toggle.mutate(task)}
                    onEdit={() => setDraft({ task })}
                    onRemove={() => void confirmRemove(task)}
                  />
                ))}
              </Box>
            </Box>
          ))}
          {(list.data?.total ?? 0) > tasks.length && (
            <Box sx={{ p: 1, textAlign: 'center' }}>
              <Button onClick={() => setLimit((n) => Math.min(n + PAGE, 500))}>{t('more')}</Button>
            </Box>
          )}
        </Card>
      )}
      {draft && <TaskDialog draft={draft} onClose={closeDialog} />}
      {!draft && opened && tasks.some((task) => task.id === opened) && (
        <TaskDialog draft={{ task: tasks.find((task) => task.id === opened)! }} onClose={closeDialog} />
      )}
    </Box>
  );
}
