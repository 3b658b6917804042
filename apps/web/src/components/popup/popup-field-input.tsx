import { translateMessage } from '@cuvee/contracts';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useComponentsT } from '../components.translate.ts';
import { DateField } from '../date-field/date-field.tsx';
import { EmailRecipientsInput } from '../email-recipients/email-recipients-input.tsx';
import type { PopupField, PopupValue } from './popup.store.ts';

export type PopupFieldInputProps = {
  field: PopupField;
  value: PopupValue;
  /** French message from the validation, translated here. */
  error?: string;
  id: string;
  autoFocus?: boolean;
  onChange(value: PopupValue): void;
};

const asText = (value: PopupValue) => (typeof value === 'string' ? value : '');

/** One field of the global popup, by type. */
export function PopupFieldInput({ field, value, error, id, autoFocus, onChange }: PopupFieldInputProps) {
  const { lang } = useComponentsT();
  const message = error ? translateMessage(error, lang) : undefined;
  const helper = { error: Boolean(message), helperText: message };

  switch (field.type) {
    case 'text':
    case 'textarea':
      return (
        <TextField
          id={id}
          name={field.name}
          label={field.label}
          value={asText(value)}
          onChange={(event) => onChange(event.target.value)}
          required={field.required}
          autoFocus={autoFocus}
          fullWidth
          {...helper}
          {...(field.type === 'text'
            ? {
                type: field.inputType ?? 'text',
                placeholder: field.placeholder,
                autoComplete: field.autoComplete,
              }
            : { multiline: true, minRows: field.rows ?? 4 })}
        />
      );
    case 'select':
      return (
        <TextField
          id={id}
          select
          name={field.name}
          label={field.label}
          value={asText(value)}
          onChange={(event) => onChange(event.target.value)}
          required={field.required}
          autoFocus={autoFocus}
          fullWidth
          {...helper}
        >
          {field.options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      );
    case 'checkbox':
      return (
        <FormControl error={Boolean(message)} required={field.required}>
          <FormControlLabel
            label={field.label}
            required={field.required}
            control={
              <Checkbox
                id={id}
                name={field.name}
                checked={value === true}
                autoFocus={autoFocus}
                onChange={(_, checked) => onChange(checked)}
                slotProps={{ input: { 'aria-describedby': message ? `${id}-error` : undefined } }}
              />
            }
          />
          {message && (
            <FormHelperText id={`${id}-error`} role="alert">
              {message}
            </FormHelperText>
          )}
        </FormControl>
      );
    case 'date':
      return (
        <DateField
          label={field.label}
          name={field.name}
          value={value instanceof Date ? value : null}
          onChange={onChange}
          mode={field.mode}
          minDate={field.minDate}
          maxDate={field.maxDate}
          required={field.required}
          error={error}
        />
      );
    case 'emails':
      return (
        <EmailRecipientsInput
          name={field.name}
          label={field.label}
          value={Array.isArray(value) ? value : []}
          onChange={onChange}
          suggestions={field.suggestions}
          required={field.required !== false}
          autoFocus={autoFocus}
          error={error}
        />
      );
  }
}
