import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MuiTextField, { type TextFieldProps as MuiTextFieldProps } from '@mui/material/TextField';
import { type ReactNode, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useComponentsT } from '../components.translate.ts';
import { type BoundProps, useFormField } from './use-form-field.ts';

/** MUI TextField props the kit leaves to the caller (value, change and error come from the form). */
export type InputProps = Omit<
  MuiTextFieldProps,
  'name' | 'label' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText' | 'select' | 'disabled'
> & { unit?: ReactNode };

/** A text field bound to the form: its label names it for screen readers, its error sits under it. */
export function TextField<T extends FieldValues>({
  control,
  name,
  label,
  helperText,
  unit,
  type,
  slotProps,
  ...rest
}: BoundProps<T> & InputProps) {
  const { field, error } = useFormField(control, name);
  const { t } = useComponentsT();
  const [visible, setVisible] = useState(false);
  const password = type === 'password';
  const toggle = visible ? t('form.hidePassword') : t('form.showPassword');
  const end = password ? (
    <InputAdornment position="end">
      <IconButton onClick={() => setVisible((v) => !v)} edge="end" aria-label={toggle} title={toggle}>
        {visible ? <VisibilityOff /> : <Visibility />}
      </IconButton>
    </InputAdornment>
  ) : unit ? (
    <InputAdornment position="end">{unit}</InputAdornment>
  ) : undefined;
  return (
    <MuiTextField
      {...rest}
      type={password && visible ? 'text' : type}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={rest.disabled ?? field.disabled}
      label={label}
      error={Boolean(error)}
      helperText={error ?? helperText}
      slotProps={{
        ...slotProps,
        input: end ? { endAdornment: end, ...(slotProps?.input as object) } : slotProps?.input,
        // The label sits on the outline when a unit ends the input (a resting label would run
        // into it: 'Degré d’alcool' and '% vol.') or a placeholder (the price that applies by
        // default) is worth seeing before typing.
        inputLabel:
          unit || rest.placeholder
            ? { shrink: true, ...(slotProps?.inputLabel as object) }
            : slotProps?.inputLabel,
      }}
    />
  );
}
