import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import { CommitField } from '../../../components/form/filter-fields.tsx';
import { parseEuros } from '../../../components/form/index.ts';

/** 9000000 → '90 000,00' (parseEuros reads it back). */
const shown = (cents: number | null) =>
  cents == null
    ? ''
    : (cents / 100).toLocaleString('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * A month's budget typed in place (the kit's CommitField): saved when the field is left or Enter
 * is pressed, only when it changed; emptied, the month has no budget; an unreadable amount is
 * shown in error and not sent.
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
  const [invalid, setInvalid] = useState(false);
  return (
    <CommitField
      value={shown(cents) || undefined}
      onCommit={(typed) => {
        const parsed = typed === undefined ? null : parseEuros(typed);
        setInvalid(parsed === undefined);
        if (parsed !== undefined && parsed !== cents) onSave(parsed);
      }}
      error={invalid}
      placeholder="—"
      slotProps={{
        htmlInput: { 'aria-label': label, inputMode: 'decimal', style: { textAlign: 'right' } },
        input: { endAdornment: <InputAdornment position="end">€</InputAdornment> },
      }}
      sx={{ width: { xs: 118, sm: 160 } }}
    />
  );
}
