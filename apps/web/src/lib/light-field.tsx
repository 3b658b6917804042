import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, useState } from 'react';

type LightFieldProps = {
  label: string;
  name: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  autoFocus?: boolean;
  /** Labels of the show/hide button of a password field. */
  toggleLabels?: { show: string; hide: string };
};

/**
 * An outlined text field without MUI's TextField (which brings Select, Menu and Popover
 * along): the login page uses it to stay within its bundle budget.
 */
export function LightField(props: LightFieldProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  const isPassword = props.type === 'password';
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
          isPassword && props.toggleLabels ? (
            <Box sx={{ display: 'flex', alignItems: 'center', ml: 1 }}>
              <IconButton
                onClick={() => setVisible((v) => !v)}
                edge="end"
                aria-label={visible ? props.toggleLabels.hide : props.toggleLabels.show}
                title={visible ? props.toggleLabels.hide : props.toggleLabels.show}
              >
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
