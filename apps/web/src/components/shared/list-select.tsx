import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

/** A filter of the list: one choice among `options`, or all of them (the empty value). */
export function ListSelect({
  label,
  allLabel,
  value,
  options,
  onChange,
  wide = false,
  testId,
}: {
  label: string;
  allLabel: string;
  value: string | undefined;
  options: { value: string; label: string }[];
  onChange(value: string | undefined): void;
  /** A row of its own on phones. */
  wide?: boolean;
  testId?: string;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || undefined)}
      sx={{ ...(wide ? { gridColumn: { xs: '1 / -1', md: 'auto' } } : {}), bgcolor: 'background.paper' }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      data-testid={testId}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
