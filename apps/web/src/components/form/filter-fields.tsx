import MenuItem from '@mui/material/MenuItem';
import MuiTextField, { type TextFieldProps } from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';

/*
 * The filters of a list (the list-page kit, components/list): inputs that are not bound to a
 * form but to the URL (lib/use-url-filters.ts). A filter changes the list when its choice is
 * made, a typed one when it is left, Enter is pressed or (with `pauseMs`) the typing pauses:
 * no list reloads mid-word. Small outlined fields on the page's paper.
 */

const onPaper = { bgcolor: 'background.paper' } as const;

/** One choice among `options`, or all of them (the empty value). */
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
  /** The choice of no filter; a select that always holds a value (a month, a warehouse) has none. */
  allLabel?: string;
  value: string | undefined;
  options: readonly { value: string; label: string }[];
  onChange(value: string | undefined): void;
  /** A row of its own on phones. */
  wide?: boolean;
  testId?: string;
}) {
  return (
    <MuiTextField
      select
      size="small"
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || undefined)}
      sx={{ ...(wide ? { gridColumn: { xs: '1 / -1', md: 'auto' } } : {}), ...onPaper }}
      slotProps={{ select: { displayEmpty: allLabel !== undefined }, inputLabel: { shrink: true } }}
      data-testid={testId}
    >
      {allLabel !== undefined && <MenuItem value="">{allLabel}</MenuItem>}
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </MuiTextField>
  );
}

/** Applies a typed filter when it differs from the one in force ('' removes it). */
function commitTyped(
  typed: string,
  to: { value: string | undefined; onCommit(value: string | undefined): void },
) {
  const next = typed.trim() || undefined;
  if (next !== to.value) to.onCommit(next);
}

/**
 * A typed filter (a search, a vintage, a lot) that applies when the field is left, Enter is
 * pressed or, with `pauseMs`, the typing pauses; a filter changed from outside (cleared)
 * replaces the text.
 */
export function CommitField({
  value,
  onCommit,
  pauseMs,
  ...props
}: Omit<TextFieldProps, 'value' | 'onChange' | 'onBlur' | 'onKeyDown'> & {
  value: string | undefined;
  onCommit(value: string | undefined): void;
  pauseMs?: number;
}) {
  const [text, setText] = useState(value ?? '');
  // A filter changed from outside (cleared) replaces the text (React's derived-state pattern).
  const [synced, setSynced] = useState(value);
  if (value !== synced) {
    setSynced(value);
    setText(value ?? '');
  }
  const latest = useRef({ value, onCommit });
  latest.current = { value, onCommit };
  const commitText = (typed: string) => commitTyped(typed, latest.current);
  useEffect(() => {
    if (pauseMs === undefined) return;
    const timer = setTimeout(() => commitTyped(text, latest.current), pauseMs);
    return () => clearTimeout(timer);
  }, [text, pauseMs]);
  return (
    <MuiTextField
      size="small"
      {...props}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onBlur={() => commitText(text)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commitText(text);
      }}
      sx={{ ...onPaper, ...props.sx }}
    />
  );
}

/** A day (YYYY-MM-DD in the URL), the browser's date input; '' removes it. */
export function DateFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | undefined;
  onChange(value: string | undefined): void;
}) {
  return (
    <MuiTextField
      size="small"
      type="date"
      label={label}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value || undefined)}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={onPaper}
    />
  );
}
