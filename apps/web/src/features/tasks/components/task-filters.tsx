import { TASK_ACTIVITY_KEYS, type TaskActivity } from '@cuvee/domain';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTasksLabels } from './labels.tsx';

export type TaskFilters = {
  who: 'mine' | 'all';
  status: 'open' | 'done' | 'all';
  activity: TaskActivity | '';
};

/** Mine or the whole team (when the member sees every task), status, activity. */
export function TaskFiltersBar({
  value,
  onChange,
  seesAll,
}: {
  value: TaskFilters;
  onChange(next: TaskFilters): void;
  seesAll: boolean;
}) {
  const { t, activity } = useTasksLabels();
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
      {seesAll && (
        <ToggleButtonGroup
          size="small"
          exclusive
          value={value.who}
          onChange={(_e, who) => who && onChange({ ...value, who })}
          aria-label={t('filters.who')}
        >
          <ToggleButton value="mine">{t('filters.mine')}</ToggleButton>
          <ToggleButton value="all">{t('filters.all')}</ToggleButton>
        </ToggleButtonGroup>
      )}
      <ToggleButtonGroup
        size="small"
        exclusive
        value={value.status}
        onChange={(_e, status) => status && onChange({ ...value, status })}
        aria-label={t('filters.status')}
      >
        <ToggleButton value="open">{t('filters.open')}</ToggleButton>
        <ToggleButton value="done">{t('filters.done')}</ToggleButton>
        <ToggleButton value="all">{t('filters.everything')}</ToggleButton>
      </ToggleButtonGroup>
      <TextField
        select
        size="small"
        label={t('filters.activity')}
        value={value.activity}
        onChange={(e) => onChange({ ...value, activity: e.target.value as TaskActivity | '' })}
        sx={{ minWidth: 200 }}
      >
        <MenuItem value="">{t('filters.anyActivity')}</MenuItem>
        {TASK_ACTIVITY_KEYS.map((key) => (
          <MenuItem key={key} value={key}>
            {activity(key)}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
