import { addDays, parisDay } from '@cuvee/domain';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { type Control, type Path, useController, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateFilter } from '../../../../components/form/filter-fields.tsx';
import { TextField } from '../../../../components/form/index.ts';
import { NumberField } from '../../../../components/form/number-fields.tsx';
import { useErrorText } from '../../../../components/form/use-form-field.ts';
import { formatDate } from '../../../../lib/format.ts';
import { useUiLanguage } from '../../../../lib/i18n.ts';
import type { EventFormValues } from '../../logic/event-form.values.ts';
import { chosenInPrimary } from '../section.tsx';

type Props = { control: Control<EventFormValues> };
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const dateInput = { inputLabel: { shrink: true } } as const;

/** A part's title, and its 'Ajouter' button when it has one. */
function Heading(props: { title: string; addLabel?: string; onAdd?(): void }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', mb: 1, minHeight: 36 }}>
      <Typography component="h3" variant="subtitle1" sx={{ flex: 1, fontWeight: 600 }}>
        {props.title}
      </Typography>
      {props.onAdd && (
        <Button startIcon={<Add />} onClick={props.onAdd}>
          {props.addLabel}
        </Button>
      )}
    </Box>
  );
}

/** A day or a time of the schedule, the browser's own picker. */
function WhenField(props: Props & { name: Path<EventFormValues>; label: string; type?: 'date' | 'time' }) {
  return (
    <TextField
      size="small"
      control={props.control}
      name={props.name}
      type={props.type ?? 'date'}
      label={props.label}
      slotProps={dateInput}
    />
  );
}

/** Monday to Sunday as toggles (Space or Enter toggles the focused day). */
function WeekdaysField({ control, index }: Props & { index: number }) {
  const { t } = useTranslation('tourism');
  const { field, fieldState } = useController({ control, name: `rules.${index}.weekdays` });
  const error = useErrorText()(fieldState.error);
  return (
    <Box sx={{ gridColumn: '1 / -1' }}>
      <ToggleButtonGroup
        value={field.value}
        onChange={(_, days: number[]) => field.onChange([...days].sort())}
        size="small"
        aria-label={t('schedule.weekdays')}
        sx={{ flexWrap: 'wrap', ...chosenInPrimary }}
      >
        {WEEKDAYS.map((d) => (
          <ToggleButton key={d} value={d} aria-label={t(`weekdaysLong.${d}`)} sx={{ minWidth: 44 }}>
            {t(`weekdays.${d}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}

/** Recurring rules: days of the week at times, between two days, with their own places if set. */
export function RulesEditor({ control }: Props) {
  const { t } = useTranslation('tourism');
  const { fields, append, remove } = useFieldArray({ control, name: 'rules' });
  // A new rule runs from today for six months, Tuesdays and Saturdays at 10:00 and 15:00.
  const today = parisDay(new Date());
  return (
    <Box>
      <Heading
        title={t('schedule.rules')}
        addLabel={t('schedule.addRule')}
        onAdd={() =>
          append({
            weekdays: [2, 6],
            times: '10:00, 15:00',
            from: today,
            to: addDays(today, 182),
            capacity: '',
          })
        }
      />
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
        {fields.map((field, i) => (
          <Box
            component="li"
            key={field.id}
            aria-label={t('schedule.rule', { n: i + 1 })}
            data-testid="rule-row"
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1fr 1fr 1fr auto' },
              alignItems: 'start',
              p: 1.5,
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
            }}
          >
            <WeekdaysField control={control} index={i} />
            <TextField
              size="small"
              control={control}
              name={`rules.${i}.times`}
              label={t('schedule.times')}
              helperText={t('schedule.timesHelp')}
              sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
            />
            <WhenField control={control} name={`rules.${i}.from`} label={t('schedule.from')} />
            <WhenField control={control} name={`rules.${i}.to`} label={t('schedule.to')} />
            <NumberField
              size="small"
              control={control}
              name={`rules.${i}.capacity`}
              label={t('schedule.capacity')}
            />
            <IconButton
              aria-label={t('schedule.removeRule', { n: i + 1 })}
              title={t('schedule.removeRule', { n: i + 1 })}
              onClick={() => remove(i)}
              sx={{ justifySelf: 'end' }}
            >
              <DeleteOutline />
            </IconButton>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** One-off dates: a day at a time, with their own places if set. */
export function DatesEditor({ control }: Props) {
  const { t } = useTranslation('tourism');
  const { fields, append, remove } = useFieldArray({ control, name: 'dates' });
  return (
    <Box>
      <Heading
        title={t('schedule.dates')}
        addLabel={t('schedule.addDate')}
        onAdd={() => append({ date: '', time: '10:00', capacity: '' })}
      />
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {fields.map((field, i) => (
          <Box
            component="li"
            key={field.id}
            data-testid="date-row"
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr 1fr auto', md: '1fr 1fr 1fr auto' },
              alignItems: 'start',
            }}
          >
            <WhenField control={control} name={`dates.${i}.date`} label={t('schedule.date')} />
            <WhenField control={control} name={`dates.${i}.time`} label={t('schedule.time')} type="time" />
            <NumberField
              size="small"
              control={control}
              name={`dates.${i}.capacity`}
              label={t('schedule.capacity')}
              sx={{ gridRow: { xs: 2, md: 'auto' }, gridColumn: { xs: '1 / 3', md: 'auto' } }}
            />
            <IconButton
              aria-label={t('schedule.removeDate', { n: i + 1 })}
              title={t('schedule.removeDate', { n: i + 1 })}
              onClick={() => remove(i)}
            >
              <DeleteOutline />
            </IconButton>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** Closed days: a day picked, then added as a chip (Delete or Backspace on a chip removes it). */
export function ClosedDaysEditor({ control }: Props) {
  const { t } = useTranslation('tourism');
  const lang = useUiLanguage();
  const { field } = useController({ control, name: 'closedDays' });
  const [day, setDay] = useState('');
  const days = field.value;
  const add = () => {
    if (/^\d{4}-\d{2}-\d{2}$/.test(day) && !days.includes(day)) field.onChange([...days, day].sort());
    setDay('');
  };
  return (
    <Box>
      <Heading title={t('schedule.closedDays')} />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <DateFilter
          label={t('schedule.closedDay')}
          value={day || undefined}
          onChange={(v) => setDay(v ?? '')}
        />
        <Button onClick={add} disabled={!day}>
          {t('schedule.addClosed')}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {days.map((d) => (
          <Chip
            key={d}
            label={formatDate(`${d}T12:00:00Z`, lang)}
            onDelete={() => field.onChange(days.filter((x) => x !== d))}
            aria-label={t('schedule.removeClosed', { date: formatDate(`${d}T12:00:00Z`, lang) })}
          />
        ))}
      </Box>
    </Box>
  );
}
