import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { parseEuros } from '../../../components/form/index.ts';

/** 9000000 → '90 000,00' (parseEuros reads it back). */
const shown = (cents: number | null) =>
  cents == null
    ? ''
    : (cents / 100).toLocaleString('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * A month's budget typed in place: saved when the field is left or Enter is pressed, only when
 * it changed; emptied, the month has no budget; an unreadable amount is shown in error, unsent.
 */
export function BudgetCell({
  cents,
  label,
  onSave,
}: {
  cents: number | null;
  label: string;
  onSave(cents: number | null): void;
}) {
  const [text, setText] = useState(shown(cents));
  const [seen, setSeen] = useState(cents);
  if (seen !== cents) {
    setSeen(cents);
    setText(shown(cents));
  }
  const parsed = text.trim() === '' ? null : parseEuros(text);
  const commit = () => {
    if (parsed === undefined || parsed === cents) return;
    onSave(parsed);
  };
  return (
    <TextField
      size="small"
      value={text}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          commit();
        }
      }}
      error={parsed === undefined}
      placeholder="—"
      slotProps={{
        htmlInput: { 'aria-label': label, inputMode: 'decimal', style: { textAlign: 'right' } },
        input: { endAdornment: <InputAdornment position="end">€</InputAdornment> },
      }}
      sx={{ width: { xs: 118, sm: 160 } }}
    />
  );
}
