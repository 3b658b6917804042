import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, useState } from 'react';
import { useComponentsT } from '../components.translate.ts';

type LightTextFieldProps = {
  label: string;
  name: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  autoFocus?: boolean;
};

/**
 * The kit's light variant (decision 0019): an outlined text field held in the caller's state,
 * without react-hook-form, zod or MUI's TextField (which brings Select, Menu and Popover
 * along). The login page uses it to stay within its bundle budget; `error` is the text to
 * show, already in the UI language. Same look, labelling and error line as the bound fields.
 */
export function LightTextField(props: LightTextFieldProps) {
  const id = useId();
  const { t } = useComponentsT();
  const [visible, setVisible] = useState(false);
  const isPassword = props.type === 'password';
  const toggle = visible ? t('form.hidePassword') : t('form.showPassword');
  const helperId = `${id}-helper`;
  return (
    <FormControl variant="outlined" fullWidth error={Boolean(props.error)}>
      <InputLabel htmlFor={id}>{props.label}</InputLabel>
      <OutlinedInput
        id={id}
        name={props.name}
        label={props.label}
        type={isPassword && !visible ? 'password' : props.type === 'email' ? 'email' : 'text'}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        autoComplete={props.autoComplete}
        autoFocus={props.autoFocus}
        aria-describedby={props.error ? helperId : undefined}
        aria-invalid={props.error ? true : undefined}
        endAdornment={
          isPassword ? (
            <Box sx={{ display: 'flex', alignItems: 'center', ml: 1 }}>
              <IconButton onClick={() => setVisible((v) => !v)} edge="end" aria-label={toggle} title={toggle}>
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </Box>
          ) : undefined
        }
      />
      {props.error && <FormHelperText id={helperId}>{props.error}</FormHelperText>}
    </FormControl>
  );
}
