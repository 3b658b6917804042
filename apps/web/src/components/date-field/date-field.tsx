import { type CodedMessage, translateMessage } from '@cuvee/contracts';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { Dayjs } from 'dayjs';
import { useId, useState } from 'react';
import { useComponentsT } from '../components.translate.ts';
import { type DateMode, DISPLAY_FORMAT, fromPickerValue, sameDate, toPickerValue } from './date-format.ts';
import { DateLocalizationProvider } from './date-localization.tsx';

export type DateFieldProps = {
  label: string;
  /** A calendar day at midnight UTC (see date-format.ts); month mode: the 1st of the month. */
  value: Date | null;
  /** Receives a valid day within min/max, or null (empty, incomplete or invalid input). */
  onChange(d: Date | null): void;
  mode?: 'day' | 'month';
  /** The form's message (coded, or a French text), shown in the UI language instead of the field's own. */
  error?: string | CodedMessage;
  minDate?: Date;
  maxDate?: Date;
  required?: boolean;
  disabled?: boolean;
  name?: string;
};

/**
 * Date input with a calendar: DD/MM/YYYY (day) or MM/YYYY (month, month and year views),
 * French by default, weeks starting on Monday. Incomplete or out-of-range input shows
 * « La date indiquée n'est pas correct » and reports null.
 */
export function DateField(props: DateFieldProps) {
  const { label, value, onChange, error, minDate, maxDate, required, disabled, name } = props;
  const mode: DateMode = props.mode ?? 'day';
  const { lang } = useComponentsT();
  const helperId = useId();
  // The picker keeps what is being typed (possibly invalid); the parent only sees valid days.
  const [draft, setDraft] = useState<Dayjs | null>(() => toPickerValue(value));
  const [invalid, setInvalid] = useState(false);
  // The last value the parent and this field agreed on.
  const [synced, setSynced] = useState<Date | null>(value);

  // A new value from the parent (reset, load) replaces the draft (React's derived-state pattern).
  if (!sameDate(value, synced, mode)) {
    setSynced(value);
    setDraft(toPickerValue(value));
    setInvalid(false);
  }

  const message = error
    ? translateMessage(error, lang)
    : invalid
      ? translateMessage({ code: 'date' }, lang)
      : '';

  return (
    <DateLocalizationProvider lang={lang}>
      <DatePicker
        label={label}
        name={name}
        value={draft}
        format={DISPLAY_FORMAT[mode]}
        views={mode === 'month' ? ['month', 'year'] : ['year', 'month', 'day']}
        openTo={mode === 'month' ? 'month' : 'day'}
        minDate={toPickerValue(minDate) ?? undefined}
        maxDate={toPickerValue(maxDate) ?? undefined}
        disabled={disabled}
        onChange={(next, context) => {
          setDraft(next);
          const bad = next !== null && (!next.isValid() || context.validationError !== null);
          setInvalid(bad);
          const date = bad ? null : fromPickerValue(next, mode);
          if (!sameDate(date, synced, mode)) {
            setSynced(date);
            onChange(date);
          }
        }}
        slotProps={{
          textField: {
            fullWidth: true,
            required,
            error: message !== '',
            helperText: message || undefined,
            slotProps: { formHelperText: { id: helperId, role: message ? 'alert' : undefined } },
          },
        }}
      />
    </DateLocalizationProvider>
  );
}
