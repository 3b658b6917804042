import type { Schedule } from '@cuvee/domain';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { type Control, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type EventFormValues, scheduleBodyOf } from '../../logic/event-form.values.ts';
import { Section } from '../section.tsx';
import { ClosedDaysEditor, DatesEditor, RulesEditor } from './schedule.rules.tsx';
import { DraftSlots, SavedSlots } from './slot-preview.tsx';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

type Typed = Pick<EventFormValues, 'rules' | 'dates' | 'closedDays'>;

/** What of the schedule being typed can be expanded already (the rest the API will refuse at its field). */
function readableSchedule(values: Typed): Schedule {
  const body = scheduleBodyOf(values);
  const capacity = (c: number | null | undefined) => (c && Number.isInteger(c) ? c : null);
  return {
    rules: (body.rules ?? [])
      .filter((r) => DAY.test(r.from) && DAY.test(r.to) && r.weekdays.length > 0)
      .map((r) => ({ ...r, times: r.times.filter((x) => TIME.test(x)), capacity: capacity(r.capacity) })),
    dates: (body.dates ?? [])
      .filter((d) => DAY.test(d.date) && TIME.test(d.time))
      .map((d) => ({ ...d, capacity: capacity(d.capacity) })),
    closedDays: body.closedDays ?? [],
  };
}

/**
 * Créneaux: the recurring rules, one-off dates and closed days, and the next occurrences. Saved
 * and unchanged, they come from the API with their places left (a slot's own capacity set or the
 * slot closed there); while typed, they are expanded here by the domain's rule.
 */
export function ScheduleSection(props: {
  control: Control<EventFormValues>;
  eventId?: string;
  editable: boolean;
}) {
  const { t } = useTranslation('tourism');
  const { control, eventId } = props;
  const [rules, dates, closedDays, places, minutes] = useWatch({
    control,
    name: ['rules', 'dates', 'closedDays', 'capacity', 'durationMinutes'],
  });
  const { dirtyFields } = useFormState({ control });
  const scheduleChanged = Boolean(dirtyFields.rules || dirtyFields.dates || dirtyFields.closedDays);
  const saved = eventId && !scheduleChanged;
  const capacity = Number(places) || 1;
  const duration = Number(minutes) || 60;
  return (
    <Section title={t('form.sections.schedule')} intro={t('schedule.help')}>
      <Box sx={{ display: 'grid', gap: 3 }}>
        <RulesEditor control={control} />
        <DatesEditor control={control} />
        <ClosedDaysEditor control={control} />
        <Divider />
        <Box>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t('schedule.preview')}
          </Typography>
          {!saved && (
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
              {t('schedule.previewSaved')}
            </Typography>
          )}
          {saved ? (
            <SavedSlots eventId={eventId} editable={props.editable} />
          ) : (
            <DraftSlots
              schedule={readableSchedule({ rules, dates, closedDays })}
              capacity={capacity}
              durationMinutes={duration}
            />
          )}
        </Box>
      </Box>
    </Section>
  );
}
