import MenuItem from '@mui/material/MenuItem';
import MuiTextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { InputProps } from './text-field.tsx';
import { type BoundProps, useFormField } from './use-form-field.ts';

export type SelectOption = { value: string; label: ReactNode };

/** A choice among `options` (each value stored, its label shown); `emptyLabel` adds "none" (''). */
export function SelectField<T extends FieldValues>({
  control,
  name,
  label,
  helperText,
  options,
  emptyLabel,
  unit: _unit,
  ...rest
}: BoundProps<T> & InputProps & { options: readonly SelectOption[]; emptyLabel?: string }) {
  const { field, error } = useFormField(control, name);
  return (
    <MuiTextField
      {...rest}
      select
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={label}
      error={Boolean(error)}
      helperText={error ?? helperText}
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
    </MuiTextField>
  );
}
