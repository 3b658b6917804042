import InputAdornment from '@mui/material/InputAdornment';
import MuiTextField from '@mui/material/TextField';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { centsFromText, centsToText } from './euros.logic.ts';
import { type InputProps, TextField } from './text-field.tsx';
import { type BoundProps, useFormField } from './use-form-field.ts';

// Numbers are text inputs with a numeric keyboard, never <input type="number">: the mouse
// wheel changes nothing (spec §5) and the French comma is kept as typed ('12,5'). The form
// holds the text; the schema (numberSchema, floatSchema of contracts) reads it.

/** A whole number ('12', '-3'). */
export function NumberField<T extends FieldValues>({ slotProps, ...props }: BoundProps<T> & InputProps) {
  return (
    <TextField
      autoComplete="off"
      {...props}
      slotProps={{ ...slotProps, htmlInput: { inputMode: 'numeric', ...(slotProps?.htmlInput as object) } }}
    />
  );
}

/** A decimal typed the French way ('12,5'); `unit` shows at the end ('%', 'L'). */
export function DecimalField<T extends FieldValues>({ slotProps, ...props }: BoundProps<T> & InputProps) {
  return (
    <TextField
      autoComplete="off"
      {...props}
      slotProps={{ ...slotProps, htmlInput: { inputMode: 'decimal', ...(slotProps?.htmlInput as object) } }}
    />
  );
}

/**
 * An amount in euros: the form holds cents (an integer, or null when empty), the screen shows
 * euros with a comma ('12,90'). While typed text cannot be read as an amount the form holds
 * NaN, which the schema refuses with 'Doit être un nombre' (centsSchema).
 */
export function EurosField<T extends FieldValues>({
  control,
  name,
  label,
  helperText,
  unit = '€',
  slotProps,
  ...rest
}: BoundProps<T> & InputProps) {
  const { field, error } = useFormField(control, name);
  const value = field.value as number | null | undefined;
  const [text, setText] = useState(() => centsToText(value));
  // A value set from outside (reset, load) replaces the text (React's derived-state pattern).
  const [synced, setSynced] = useState(value);
  if (!Object.is(value, synced)) {
    setSynced(value);
    if (!Object.is(centsFromText(text), value)) setText(centsToText(value));
  }
  return (
    <MuiTextField
      autoComplete="off"
      {...rest}
      name={field.name}
      value={text}
      onChange={(event) => {
        const next = event.target.value;
        const cents = centsFromText(next);
        setText(next);
        setSynced(cents);
        field.onChange(cents);
      }}
      onBlur={() => {
        const cents = centsFromText(text);
        if (cents !== null && !Number.isNaN(cents)) setText(centsToText(cents));
        field.onBlur();
      }}
      inputRef={field.ref}
      label={label}
      error={Boolean(error)}
      helperText={error ?? helperText}
      slotProps={{
        ...slotProps,
        htmlInput: { inputMode: 'decimal', ...(slotProps?.htmlInput as object) },
        input: { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> },
        // With its unit at the end, the label sits on the outline (see TextField).
        inputLabel: { shrink: true, ...(slotProps?.inputLabel as object) },
      }}
    />
  );
}
