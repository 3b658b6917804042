import type { Slot } from '@cuvee/contracts';
import { expandSchedule, type Schedule } from '@cuvee/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { openPopup } from '../../../../components/popup/popup.store.ts';
import { useUiLanguage } from '../../../../lib/i18n.ts';
import { useUpdateSlot } from '../../api/tourism.mutations.ts';
import { slotsQuery } from '../../api/tourism.queries.ts';
import { slotLabel } from '../../logic/slot-label.ts';

const SHOWN = 8;

type Row = { key: string; startsAt: string; capacity: number; taken: number; closed: boolean; slot?: Slot };

/** The next occurrences, each with its places left (taken / capacity), full or closed ones said. */
function SlotRows({ rows, editable }: { rows: readonly Row[]; editable: boolean }) {
  const { t } = useTranslation('tourism');
  const lang = useUiLanguage();
  const update = useUpdateSlot();
  const setCapacity = async (row: Row) => {
    if (!row.slot) return;
    const label = slotLabel(row.startsAt, lang);
    const answer = await openPopup({
      title: t('schedule.capacityOf', { date: label }),
      size: 'small',
      fields: [
        {
          type: 'text',
          inputType: 'number',
          name: 'capacity',
          label: t('form.capacity'),
          defaultValue: String(row.capacity),
          required: true,
        },
      ],
    });
    const capacity = Number(answer?.capacity);
    if (answer && Number.isInteger(capacity) && capacity > 0)
      update.mutate({ slotId: row.slot.id, body: { capacity } });
  };
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="slot-preview">
      {rows.map((row) => {
        const left = Math.max(0, row.capacity - row.taken);
        return (
          <Box
            component="li"
            key={row.key}
            data-testid="slot-row"
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              flexWrap: 'wrap',
              py: 1,
              borderBottom: 1,
              borderColor: 'divider',
              opacity: row.closed ? 0.6 : 1,
            }}
          >
            <Typography sx={{ flex: 1, minWidth: 160, '&::first-letter': { textTransform: 'uppercase' } }}>
              {slotLabel(row.startsAt, lang)}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="slot-fill">
              {t('schedule.taken', { taken: row.taken, capacity: row.capacity })}
            </Typography>
            <Chip
              size="small"
              variant="outlined"
              color={row.closed ? 'default' : left === 0 ? 'error' : 'success'}
              label={row.closed ? t('closed') : left === 0 ? t('full') : t('placesLeft', { count: left })}
              data-testid="places-left"
            />
            {editable && row.slot && (
              <Box sx={{ display: 'flex', gap: 0.5 }}>
                <Button size="small" onClick={() => void setCapacity(row)} disabled={update.isPending}>
                  {t('schedule.setCapacity')}
                </Button>
                <Button
                  size="small"
                  disabled={update.isPending}
                  onClick={() =>
                    row.slot &&
                    update.mutate({ slotId: row.slot.id, body: { status: row.closed ? 'open' : 'closed' } })
                  }
                >
                  {row.closed ? t('schedule.openSlot') : t('schedule.closeSlot')}
                </Button>
              </Box>
            )}
          </Box>
        );
      })}
    </Box>
  );
}

/** The saved event's next slots, from the API: places left as bookings hold them. */
export function SavedSlots({ eventId, editable }: { eventId: string; editable: boolean }) {
  const { t } = useTranslation('tourism');
  const query = useQuery(slotsQuery(eventId, { limit: SHOWN }));
  if (query.isPending) return <LinearProgress aria-label={t('add.slotsLoading')} />;
  const rows = (query.data?.slots ?? []).map((s) => ({
    key: s.id,
    startsAt: s.startsAt,
    capacity: s.capacity,
    taken: s.taken,
    closed: s.status === 'closed',
    slot: s,
  }));
  if (rows.length === 0)
    return <Typography sx={{ color: 'text.secondary' }}>{t('schedule.previewEmpty')}</Typography>;
  return <SlotRows rows={rows} editable={editable} />;
}

/** The schedule being typed, expanded here (the domain's rule, as the API will): no booking yet. */
export function DraftSlots(props: { schedule: Schedule; capacity: number; durationMinutes: number }) {
  const { t } = useTranslation('tourism');
  const { schedule, capacity, durationMinutes } = props;
  const rows = useMemo(
    () =>
      expandSchedule(schedule, { capacity, durationMinutes, horizonDays: 400 })
        .slice(0, SHOWN)
        .map((o) => ({
          key: o.startsAt.toISOString(),
          startsAt: o.startsAt.toISOString(),
          capacity: o.capacity,
          taken: 0,
          closed: false,
        })),
    [schedule, capacity, durationMinutes],
  );
  if (rows.length === 0)
    return <Typography sx={{ color: 'text.secondary' }}>{t('schedule.previewEmpty')}</Typography>;
  return <SlotRows rows={rows} editable={false} />;
}
