import type { Task } from '@cuvee/contracts';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import 'dayjs/locale/en-gb';
import { Link as RouterLink } from 'react-router';
import { ACTIVITY_ICONS, PRIORITY_COLORS, useTasksLabels } from './labels.tsx';

type Props = {
  task: Task;
  canWrite: boolean;
  toggling: boolean;
  highlighted?: boolean;
  onToggle(): void;
  onEdit(): void;
  onRemove(): void;
};

/** One task: the checkbox completes it in one click; the title opens it. */
export function TaskRow({ task, canWrite, toggling, highlighted, onToggle, onEdit, onRemove }: Props) {
  const { t, lang, activity, priority } = useTasksLabels();
  const Icon = ACTIVITY_ICONS[task.activity];
  // Formatted in the UI language whatever dayjs' global locale is (the pickers set it when mounted).
  const due = dayjs(task.dueAt).locale(lang === 'fr' ? 'fr' : 'en-gb');
  const when = task.allDay ? `${due.format('ddd D MMM')} · ${t('allDay')}` : due.format('ddd D MMM · HH:mm');
  return (
    <Box
      component="li"
      data-testid="task-row"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        py: 1,
        px: 1,
        borderBottom: 1,
        borderColor: 'divider',
        listStyle: 'none',
        bgcolor: highlighted ? 'action.selected' : undefined,
        opacity: task.done ? 0.6 : 1,
      }}
    >
      <Checkbox
        checked={task.done}
        disabled={!canWrite || toggling}
        onChange={onToggle}
        slotProps={{ input: { 'aria-label': t(task.done ? 'reopen' : 'complete', { title: task.title }) } }}
      />
      <Tooltip title={activity(task.activity)}>
        <Box sx={{ color: 'primary.main', display: 'flex' }} aria-label={activity(task.activity)} role="img">
          <Icon />
        </Box>
      </Tooltip>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Link
          component="button"
          type="button"
          onClick={onEdit}
          underline="hover"
          sx={{
            textAlign: 'left',
            fontWeight: 600,
            color: 'text.primary',
            textDecoration: task.done ? 'line-through' : undefined,
          }}
        >
          {task.title}
        </Link>
        <Typography
          variant="body2"
          sx={{ color: 'text.secondary', display: 'flex', gap: 1, flexWrap: 'wrap' }}
        >
          <span>{when}</span>
          {task.client && (
            <Link component={RouterLink} to={`/dashboard/clients/${task.client.id}`}>
              {task.client.name}
            </Link>
          )}
          {task.assignee && <span>{t('assignedTo', { name: task.assignee.name })}</span>}
        </Typography>
      </Box>
      <Chip
        size="small"
        label={priority(task.priority)}
        color={PRIORITY_COLORS[task.priority].chip}
        variant={task.priority === 'low' ? 'outlined' : 'filled'}
      />
      {canWrite && (
        <Box sx={{ display: { xs: 'none', sm: 'flex' } }}>
          <IconButton aria-label={t('edit')} onClick={onEdit} size="small">
            <EditOutlined fontSize="small" />
          </IconButton>
          <IconButton aria-label={t('remove')} onClick={onRemove} size="small">
            <DeleteOutlined fontSize="small" />
          </IconButton>
        </Box>
      )}
    </Box>
  );
}
