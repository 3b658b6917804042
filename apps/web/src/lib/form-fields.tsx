import { translateMessage } from '@cuvee/contracts/validation/messages';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type ReactNode, useState } from 'react';
import {
  type Control,
  Controller,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
} from 'react-hook-form';
import { useUiLanguage } from './i18n.ts';

type Base<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  /** react-hook-form rules, for forms without a schema. */
  rules?: Omit<RegisterOptions<T, FieldPath<T>>, 'valueAsNumber' | 'valueAsDate' | 'setValueAs' | 'disabled'>;
};

/** Form messages of the web app that are not §5 validation messages. */
const EXTRA_EN: Record<string, string> = {
  'Les mots de passe ne correspondent pas': 'The passwords do not match',
  'Le nom de la boutique doit contenir au moins 2 caractères':
    'The shop name must contain at least 2 characters',
  'La couleur doit être au format #RRGGBB': 'The colour must be written #RRGGBB',
  'Le SIRET doit contenir 14 chiffres': 'The SIRET must contain 14 digits',
};

/** The schemas' French messages, in the UI language. */
export function useFieldMessage(): (message: string | undefined) => string | undefined {
  const language = useUiLanguage();
  return (message) => {
    if (!message) return undefined;
    if (language === 'en' && EXTRA_EN[message]) return EXTRA_EN[message];
    return translateMessage(message, language);
  };
}

export function FormTextField<T extends FieldValues>({
  control,
  name,
  label,
  helperText,
  rules,
  ...rest
}: Base<T> & Omit<TextFieldProps, 'name' | 'label' | 'value' | 'onChange' | 'error'>) {
  const message = useFieldMessage();
  return (
    <Controller
      control={control}
      name={name}
      rules={rules}
      render={({ field, fieldState }) => (
        <TextField
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

export function PasswordField<T extends FieldValues>(
  props: Base<T> & { autoComplete: string; helperText?: string; showLabel?: string; hideLabel?: string },
) {
  const [visible, setVisible] = useState(false);
  const language = useUiLanguage();
  const show = props.showLabel ?? (language === 'en' ? 'Show the password' : 'Afficher le mot de passe');
  const hide = props.hideLabel ?? (language === 'en' ? 'Hide the password' : 'Masquer le mot de passe');
  return (
    <FormTextField
      control={props.control}
      rules={props.rules}
      name={props.name}
      label={props.label}
      autoComplete={props.autoComplete}
      helperText={props.helperText}
      type={visible ? 'text' : 'password'}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                onClick={() => setVisible((v) => !v)}
                edge="end"
                aria-label={visible ? hide : show}
                title={visible ? hide : show}
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

export function CheckboxField<T extends FieldValues>({
  control,
  name,
  label,
}: Base<T> & { label: ReactNode }) {
  const message = useFieldMessage();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormControl error={Boolean(fieldState.error)}>
          <FormControlLabel
            control={
              <Checkbox
                name={field.name}
                checked={field.value === true}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                slotProps={{ input: { ref: field.ref } }}
              />
            }
            label={label}
          />
          {fieldState.error && <FormHelperText>{message(fieldState.error.message)}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}
