import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { useIsMobile } from '../../../components/shared/use-is-mobile.ts';
import { useCan } from '../../../lib/use-can.ts';
import { tasksQuery, useMoveTask } from '../../tasks/api/tasks.queries.ts';
import { useTasksLabels } from '../../tasks/components/labels.tsx';
import { TaskDialog, type TaskDraft } from '../../tasks/components/task-dialog.tsx';
import { useCalendarLayer } from '../calendar.layers.tsx';
import type { CalendarMove } from '../components/task-calendar.tsx';

// The calendar library is big: its chunk loads with this page only.
const TaskCalendar = lazy(() => import('../components/task-calendar.tsx'));

/**
 * /dashboard/calendar: the tasks the member sees, by month, week or day, and beside them what
 * the composing area's layer shows (wine tourism's slots and bookings, calendar.layers.tsx).
 */
export function CalendarPage() {
  const { t, lang } = useTasksLabels();
  const mobile = useIsMobile();
  const canRead = useCan('tasks.read');
  const canWrite = useCan('tasks.write');
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const [draft, setDraft] = useState<TaskDraft | null>(null);
  const list = useQuery({
    ...tasksQuery({ from: range?.from, to: range?.to, limit: 500 }),
    enabled: canRead && range !== null,
  });
  const layer = useCalendarLayer(range);
  const navigate = useNavigate();
  const move = useMoveTask();
  const onMove = ({ id, ...body }: CalendarMove, revert: () => void) =>
    move.mutate({ id, body }, { onError: revert });
  return (
    <Box sx={{ maxWidth: 1200, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography variant="h1">{t('calendar.title')}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('calendar.subtitle')}
          </Typography>
        </Box>
        {canWrite && (
          <Button variant="contained" startIcon={<Add />} onClick={() => setDraft({ dueAt: '' })}>
            {t('create')}
          </Button>
        )}
      </Box>
      {(list.isError || layer.isError) && (
        <Alert
          severity="error"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                if (list.isError) void list.refetch();
                if (layer.isError) layer.refetch();
              }}
            >
              {t('retry')}
            </Button>
          }
        >
          {t('loadError')}
        </Alert>
      )}
      <Card sx={{ p: { xs: 1, sm: 2 }, position: 'relative' }}>
        {(list.isFetching || layer.isFetching || move.isPending) && (
          <LinearProgress
            aria-label={t('calendar.loading')}
            sx={{ position: 'absolute', top: 0, left: 0, right: 0 }}
          />
        )}
        <Suspense fallback={<LinearProgress aria-label={t('calendar.loading')} />}>
          <TaskCalendar
            tasks={list.data?.tasks ?? []}
            items={layer.items}
            onOpenItem={(item) => navigate(item.href)}
            lang={lang}
            mobile={mobile}
            editable={canWrite}
            onRange={(from, to) => setRange((r) => (r?.from === from && r.to === to ? r : { from, to }))}
            onSlot={({ dueAt, allDay }) => setDraft({ dueAt, allDay })}
            onOpen={(task) => setDraft({ task })}
            onMove={onMove}
          />
        </Suspense>
      </Card>
      {draft && <TaskDialog draft={draft} onClose={() => setDraft(null)} />}
    </Box>
  );
}
