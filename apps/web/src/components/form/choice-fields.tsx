import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import MuiTextField from '@mui/material/TextField';
import type { FieldValues } from 'react-hook-form';
import { type BoundProps, useFormField } from './use-form-field.ts';

/**
 * A list of strings as chips. With `options`, a choice among them (each `value` stored, its
 * `label` shown); `free` also accepts typed values (Enter adds one).
 */
export function ChipsField<T extends FieldValues>({
  control,
  name,
  label,
  helperText,
  options = [],
  free = false,
  placeholder,
}: BoundProps<T> & {
  options?: readonly { value: string; label: string }[];
  free?: boolean;
  placeholder?: string;
}) {
  const { field, error } = useFormField(control, name);
  const labelOf = (value: string) => options.find((o) => o.value === value)?.label ?? value;
  return (
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
        <MuiTextField
          {...params}
          name={field.name}
          label={label}
          placeholder={placeholder}
          inputRef={field.ref}
          error={Boolean(error)}
          helperText={error ?? helperText}
        />
      )}
    />
  );
}

/** Free text with suggestions (a range, a vintage name). */
export function SuggestField<T extends FieldValues>({
  control,
  name,
  label,
  helperText,
  options,
  required,
}: BoundProps<T> & { options: readonly string[]; required?: boolean }) {
  const { field, error } = useFormField(control, name);
  return (
    <Autocomplete<string, false, false, true>
      freeSolo
      size="small"
      options={options}
      inputValue={(field.value as string | undefined) ?? ''}
      onInputChange={(_, value) => field.onChange(value)}
      onBlur={field.onBlur}
      renderInput={(params) => (
        <MuiTextField
          {...params}
          name={field.name}
          label={label}
          required={required}
          inputRef={field.ref}
          error={Boolean(error)}
          helperText={error ?? helperText}
        />
      )}
    />
  );
}
