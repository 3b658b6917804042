import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useId } from 'react';
import type { FieldValues } from 'react-hook-form';
import { type BoundProps, useFormField } from './use-form-field.ts';

/** An on/off field (a boolean); Space toggles it, its label names it. */
export function SwitchField<T extends FieldValues>(props: BoundProps<T>) {
  return <ToggleField {...props} kind="switch" />;
}

/** A checkbox (a boolean), e.g. the terms of use; its error sits under it. */
export function CheckboxField<T extends FieldValues>(props: BoundProps<T>) {
  return <ToggleField {...props} kind="checkbox" />;
}

function ToggleField<T extends FieldValues>({
  control,
  name,
  label,
  helperText,
  disabled,
  kind,
}: BoundProps<T> & { kind: 'switch' | 'checkbox' }) {
  const { field, error } = useFormField(control, name);
  const helperId = useId();
  const described = error || helperText ? helperId : undefined;
  const input = {
    name: field.name,
    checked: field.value === true,
    onChange: (event: { target: { checked: boolean } }) => field.onChange(event.target.checked),
    onBlur: field.onBlur,
    disabled,
    slotProps: { input: { ref: field.ref, 'aria-describedby': described } },
  };
  return (
    <FormControl error={Boolean(error)}>
      <FormControlLabel
        control={kind === 'switch' ? <Switch {...input} /> : <Checkbox {...input} />}
        label={label}
      />
      {(error || helperText) && <FormHelperText id={helperId}>{error ?? helperText}</FormHelperText>}
    </FormControl>
  );
}
