import MenuItem from '@mui/material/MenuItem';
import MuiTextField from '@mui/material/TextField';

/*
 * A field held in the caller's own state — neither a form of react-hook-form nor the URL's
 * filters: the checkout's booking details, kept per seller while the buyer goes back to the
 * cart (issue 27). Same look, labelling and error line as the bound fields; `error` is the text
 * to show, already in the UI language. A choice among `options` when given.
 */
export function StateField({
  id,
  label,
  value,
  onChange,
  error,
  invalid = false,
  type = 'text',
  options,
  required = false,
  autoComplete,
  multiline = false,
  maxLength,
  small = false,
  width,
  min,
  max,
}: {
  id?: string;
  label: string;
  value: string | number;
  onChange(value: string): void;
  error?: string;
  /** Outlined in red without a text of its own (a message below a row of fields says why). */
  invalid?: boolean;
  type?: 'text' | 'email' | 'tel' | 'number';
  options?: readonly { value: string; label: string }[];
  required?: boolean;
  autoComplete?: string;
  multiline?: boolean;
  maxLength?: number;
  small?: boolean;
  /** A fixed width (px) or a flex basis ('1 1 160px') on a row of fields. */
  width?: number | string;
  min?: number;
  max?: number;
}) {
  return (
    <MuiTextField
      id={id}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error) || invalid}
      helperText={error}
      type={options ? undefined : type}
      select={Boolean(options)}
      required={required}
      autoComplete={autoComplete}
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      size={small ? 'small' : 'medium'}
      sx={width === undefined ? undefined : typeof width === 'number' ? { width } : { flex: width }}
      slotProps={{ htmlInput: { maxLength, min, max } }}
    >
      {options?.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </MuiTextField>
  );
}
