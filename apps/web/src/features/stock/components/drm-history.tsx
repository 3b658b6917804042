import type { DrmMonthsResponse } from '@cuvee/contracts';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import type { UseQueryResult } from '@tanstack/react-query';
import type { z } from 'zod';
import { ListLoadError } from '../../../components/list/index.ts';
import { monthLabel, monthState } from '../logic/drm-months.ts';
import { DrmSection, STATE_COLOUR, useDrmTexts } from './drm-section.tsx';

/** The last twelve ended months of the warehouse: each its state and its due or filing day. */
export function DrmHistory({
  months,
  month,
  onSelect,
}: {
  months: UseQueryResult<z.infer<typeof DrmMonthsResponse>>;
  month: string;
  onSelect(month: string): void;
}) {
  const { t, lang } = useDrmTexts();
  const shortDay = (day: string) =>
    new Date(day.length === 10 ? `${day}T12:00:00Z` : day).toLocaleDateString(
      lang === 'fr' ? 'fr-FR' : 'en-GB',
      {
        timeZone: 'Europe/Paris',
      },
    );
  return (
    <DrmSection title={t('history.title')} testId="drm-history">
      {months.isPending ? (
        <Skeleton variant="rounded" height={160} />
      ) : months.isError ? (
        <ListLoadError message={t('loadError')} onRetry={() => void months.refetch()} />
      ) : (
        <List dense disablePadding sx={{ maxHeight: { lg: 420 }, overflowY: 'auto' }}>
          {months.data.months.map((m) => {
            const state = monthState(m);
            return (
              <ListItemButton
                key={m.month}
                selected={m.month === month}
                onClick={() => onSelect(m.month)}
                data-testid="drm-history-month"
                sx={{ borderRadius: 1, gap: 1 }}
              >
                <ListItemText
                  primary={monthLabel(m.month, lang)}
                  secondary={
                    m.filing
                      ? t('filedOn', { date: shortDay(m.filing.filedAt) })
                      : t('history.due', { date: shortDay(m.deadline) })
                  }
                  slotProps={{ primary: { sx: { textTransform: 'capitalize' } } }}
                />
                <Chip
                  size="small"
                  color={STATE_COLOUR[state]}
                  variant="outlined"
                  label={t(`state.${state}`)}
                />
              </ListItemButton>
            );
          })}
        </List>
      )}
    </DrmSection>
  );
}
