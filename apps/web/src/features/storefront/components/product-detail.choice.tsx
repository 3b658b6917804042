import Box from '@mui/material/Box';
import { type ChangeEvent, useId } from 'react';
import { FOCUS_RING, OVERLINE } from './storefront.styles.ts';

/** A labelled native select of the product page (vintage, format). */
export function Choice({
  label,
  value,
  options,
  onChange,
  testId,
}: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange(value: string): void;
  testId: string;
}) {
  const id = useId();
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Box component="label" htmlFor={id} sx={{ ...OVERLINE, fontSize: '0.7rem' }}>
        {label}
      </Box>
      <Box
        component="select"
        id={id}
        data-testid={testId}
        value={value}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
        sx={{
          font: 'inherit',
          fontSize: '1rem',
          minHeight: 46,
          px: 1.5,
          border: '1px solid #d6ccc0',
          borderRadius: 1.5,
          bgcolor: 'background.paper',
          color: 'text.primary',
          cursor: 'pointer',
          ...FOCUS_RING,
        }}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Box>
    </Box>
  );
}
