import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { showMessage } from '../logic/messages.ts';

// Controlled inputs of the catalogue forms. Numbers and prices are text inputs with a
// decimal keyboard ('12,90'): no browser number field, so the mouse wheel changes nothing
// (spec §5) and the comma is kept as typed.

type Base<T extends FieldValues, O> = { control: Control<T, unknown, O>; name: FieldPath<T>; label: string };
type Rest = Omit<TextFieldProps, 'name' | 'label' | 'value' | 'onChange' | 'error' | 'select'>;

/** A field message (French from the schemas and the API) in the UI language. */
export function useMessage() {
  const lang = useUiLanguage();
  return (message: string | undefined) => showMessage(message, lang);
}

export function TextInput<T extends FieldValues, O = T>({
  control,
  name,
  label,
  helperText,
  ...rest
}: Base<T, O> & Rest) {
  const message = useMessage();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          size="small"
          {...rest}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          label={label}
          error={Boolean(fieldState.error)}
          helperText={message(fieldState.error?.message) ?? helperText}
        />
      )}
    />
  );
}

/** A decimal or price typed the French way; `unit` is shown at the end ('€ TTC', '%', 'L'). */
export function NumberInput<T extends FieldValues, O = T>({
  unit,
  ...props
}: Base<T, O> & Rest & { unit?: ReactNode }) {
  return (
    <TextInput
      {...props}
      autoComplete="off"
      slotProps={{
        htmlInput: { inputMode: 'decimal', ...props.slotProps?.htmlInput },
        input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : undefined,
        // A placeholder (the price that applies by default) is worth seeing before typing.
        inputLabel: props.placeholder ? { shrink: true } : undefined,
      }}
    />
  );
}

export function SelectInput<T extends FieldValues, O = T>({
  control,
  name,
  label,
  options,
  emptyLabel,
  helperText,
  ...rest
}: Base<T, O> &
  Rest & {
    options: readonly { value: string; label: ReactNode }[];
    /** Adds a first choice for "none" (the empty string). */
    emptyLabel?: string;
  }) {
  const message = useMessage();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          size="small"
          {...rest}
          select
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          label={label}
          error={Boolean(fieldState.error)}
          helperText={message(fieldState.error?.message) ?? helperText}
        >
          {emptyLabel !== undefined && (
            <MenuItem value="">
              <em>{emptyLabel}</em>
            </MenuItem>
          )}
          {options.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

export function SwitchInput<T extends FieldValues, O = T>({
  control,
  name,
  label,
  disabled,
}: Base<T, O> & { disabled?: boolean }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Switch
              name={field.name}
              checked={field.value === true}
              onChange={(event) => field.onChange(event.target.checked)}
              disabled={disabled}
            />
          }
          label={label}
        />
      )}
    />
  );
}

/**
 * A list of strings as chips. With `options`, a choice among them (each `value` stored,
 * its `label` shown); `free` also accepts typed values (Enter adds one).
 */
export function ChipsInput<T extends FieldValues, O = T>({
  control,
  name,
  label,
  options = [],
  free = false,
  placeholder,
  helperText,
}: Base<T, O> & {
  options?: readonly { value: string; label: string }[];
  free?: boolean;
  placeholder?: string;
  helperText?: string;
}) {
  const message = useMessage();
  const labelOf = (value: string) => options.find((o) => o.value === value)?.label ?? value;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Autocomplete<string, true, false, boolean>
          multiple
          freeSolo={free}
          autoSelect={free}
          size="small"
          options={options.map((o) => o.value)}
          getOptionLabel={labelOf}
          value={(field.value as string[] | undefined) ?? []}
          onChange={(_, value) => field.onChange([...new Set(value.map((v) => v.trim()).filter(Boolean))])}
          onBlur={field.onBlur}
          filterSelectedOptions
          renderValue={(value, getItemProps) =>
            value.map((option, index) => {
              const { key, ...item } = getItemProps({ index });
              return <Chip key={key} size="small" label={labelOf(option)} {...item} />;
            })
          }
          renderInput={(params) => (
            <TextField
              {...params}
              label={label}
              placeholder={placeholder}
              inputRef={field.ref}
              error={Boolean(fieldState.error)}
              helperText={message(fieldState.error?.message) ?? helperText}
            />
          )}
        />
      )}
    />
  );
}

/** Free text with suggestions (gamme, vintage name). */
export function SuggestInput<T extends FieldValues, O = T>({
  control,
  name,
  label,
  options,
  helperText,
  required,
}: Base<T, O> & { options: readonly string[]; helperText?: string; required?: boolean }) {
  const message = useMessage();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Autocomplete<string, false, false, true>
          freeSolo
          size="small"
          options={options}
          inputValue={(field.value as string | undefined) ?? ''}
          onInputChange={(_, value) => field.onChange(value)}
          onBlur={field.onBlur}
          renderInput={(params) => (
            <TextField
              {...params}
              label={label}
              required={required}
              inputRef={field.ref}
              error={Boolean(fieldState.error)}
              helperText={message(fieldState.error?.message) ?? helperText}
            />
          )}
        />
      )}
    />
  );
}
