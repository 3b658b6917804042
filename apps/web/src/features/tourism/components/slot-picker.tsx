import { addDays, parisInstant } from '@cuvee/domain';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateFilter } from '../../../components/form/filter-fields.tsx';
import { EmptyState } from '../../../components/shared/empty-state.tsx';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { slotsQuery } from '../api/tourism.queries.ts';
import { timeLabel } from '../logic/slot-label.ts';
import { chosenInPrimary } from './section.tsx';

/**
 * The slots of an event on a day (the estate's day), each with its places left; a closed, full or
 * started slot cannot be picked (`except`: the booking's own slot when moving it). Arrows move
 * between them, Space or Enter picks.
 */
export function SlotPicker(props: {
  eventId: string;
  day: string;
  value: string | null;
  onChange(slotId: string | null): void;
  /** Places needed: a slot with fewer left is not offered. */
  needed?: number;
  except?: string;
}) {
  const { t } = useTranslation('tourism');
  const lang = useUiLanguage();
  const from = parisInstant(props.day, '00:00').toISOString();
  const to = parisInstant(addDays(props.day, 1), '00:00').toISOString();
  const query = useQuery(slotsQuery(props.eventId, { from, to }));
  if (query.isPending) return <LinearProgress aria-label={t('add.slotsLoading')} />;
  const now = Date.now();
  const open = (query.data?.slots ?? []).filter(
    (s) => s.status === 'open' && Date.parse(s.startsAt) > now && s.id !== props.except,
  );
  if (open.length === 0)
    return (
      <Box data-testid="no-slot">
        <EmptyState icon={<EventBusyOutlined />} title={t('add.noSlot')} text={t('add.noSlotText')} />
      </Box>
    );
  return (
    <ToggleButtonGroup
      exclusive
      value={props.value}
      onChange={(_, id: string | null) => props.onChange(id)}
      aria-label={t('add.slot')}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        '& .MuiToggleButtonGroup-grouped': {
          border: 1,
          borderColor: 'divider',
          borderRadius: '8px !important',
          m: 0,
        },
        ...chosenInPrimary,
      }}
      data-testid="slot-picker"
    >
      {open.map((s) => {
        const full = s.placesLeft < (props.needed ?? 1);
        return (
          <ToggleButton
            key={s.id}
            value={s.id}
            disabled={full}
            sx={{ flexDirection: 'column', minWidth: 110, py: 1, textTransform: 'none' }}
            aria-label={`${timeLabel(s.startsAt, lang)}, ${s.placesLeft === 0 ? t('full') : t('placesLeft', { count: s.placesLeft })}`}
          >
            <Typography sx={{ fontWeight: 700 }}>{timeLabel(s.startsAt, lang)}</Typography>
            <Typography variant="caption">
              {s.placesLeft === 0 ? t('full') : t('placesLeft', { count: s.placesLeft })}
            </Typography>
          </ToggleButton>
        );
      })}
    </ToggleButtonGroup>
  );
}

/** A day (today, or the one given), then one of its slots; choosing another day clears the slot. */
export function DaySlotPicker(props: Omit<Parameters<typeof SlotPicker>[0], 'day'> & { initialDay: string }) {
  const { t } = useTranslation('tourism');
  const { initialDay, ...picker } = props;
  const [day, setDay] = useState(initialDay);
  return (
    <>
      <Box sx={{ maxWidth: 260 }}>
        <DateFilter
          label={t('add.date')}
          value={day}
          onChange={(v) => {
            if (!v) return;
            setDay(v);
            picker.onChange(null);
          }}
        />
      </Box>
      <SlotPicker {...picker} day={day} />
    </>
  );
}
