import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';

/**
 * A typed filter (a vintage, a lot) that applies when the field is left or Enter is pressed,
 * not at each key: no list reloads mid-word, and leaving the page never replays a late change.
 */
export function CommitField({
  value,
  onCommit,
  ...props
}: Omit<TextFieldProps, 'value' | 'onChange' | 'onBlur' | 'onKeyDown'> & {
  value: string | undefined;
  onCommit(value: string | undefined): void;
}) {
  const [text, setText] = useState(value ?? '');
  // A filter changed from outside (cleared) replaces the text (React's derived-state pattern).
  const [synced, setSynced] = useState(value);
  if (value !== synced) {
    setSynced(value);
    setText(value ?? '');
  }
  const commit = () => {
    const typed = text.trim() || undefined;
    if (typed !== value) onCommit(typed);
  };
  return (
    <TextField
      size="small"
      {...props}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
      }}
      sx={{ bgcolor: 'background.paper', ...props.sx }}
    />
  );
}
