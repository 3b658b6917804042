import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { centsToInput, parseEuros } from '../../../components/form/index.ts';

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
  const [text, setText] = useState(centsToInput(cents));
  const [seen, setSeen] = useState(cents);
  if (seen !== cents) {
    setSeen(cents);
    setText(centsToInput(cents));
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
        input: { endAdornment: <span aria-hidden>€</span> },
      }}
      sx={{ width: { xs: 112, sm: 150 } }}
    />
  );
}
