import { keywordMatches } from '@cuvee/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import { useComponentsT } from '../components.translate.ts';

const KEYWORD_MARK = '\u0000';

export type KeywordConfirmDialogProps = {
  open: boolean;
  /** The word to type, e.g. 'SUPPRIMER'. Spaces and case do not count. */
  keyword: string;
  title: string;
  text?: string;
  /** Default 'Confirmer'. */
  confirmLabel?: string;
  onConfirm(): void;
  onClose(): void;
};

/**
 * Confirmation of a dangerous action (spec §2, §5): confirm is enabled only once the user
 * has typed the keyword (spaces removed, case ignored). Enter confirms when it matches,
 * Escape closes.
 */
export function KeywordConfirmDialog(props: KeywordConfirmDialogProps) {
  const { open, keyword, title, text, confirmLabel, onConfirm, onClose } = props;
  const { t } = useComponentsT();
  const baseId = useId();
  const [typed, setTyped] = useState('');
  const [wasOpen, setWasOpen] = useState(open);
  // Each opening starts empty (React's derived-state pattern, no effect needed).
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setTyped('');
  }
  const matches = keywordMatches(typed, keyword);
  // The keyword in bold inside the translated sentence.
  const [before = '', after = ''] = t('keywordConfirm.instruction', { keyword: KEYWORD_MARK }).split(
    KEYWORD_MARK,
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (matches) onConfirm();
  }

  const ids = { title: `${baseId}-title`, text: `${baseId}-text`, instruction: `${baseId}-instruction` };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={ids.title}
      aria-describedby={text ? `${ids.text} ${ids.instruction}` : ids.instruction}
      slotProps={{ paper: { sx: { width: 420, maxWidth: 'calc(100% - 32px)', m: 2 } } }}
    >
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
        <DialogTitle id={ids.title}>{title}</DialogTitle>
        <DialogContent>
          {text && (
            <DialogContentText id={ids.text} sx={{ mb: 2, whiteSpace: 'pre-line' }}>
              {text}
            </DialogContentText>
          )}
          <DialogContentText id={ids.instruction} sx={{ mb: 2 }}>
            {before}
            <Box component="strong" sx={{ color: 'text.primary', wordBreak: 'break-word' }}>
              {keyword}
            </Box>
            {after}
          </DialogContentText>
          <TextField
            autoFocus
            fullWidth
            label={t('keywordConfirm.inputLabel')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            helperText={t('keywordConfirm.hint')}
            autoComplete="off"
            slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          <Button type="button" onClick={onClose}>
            {t('keywordConfirm.cancel')}
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={!matches}>
            {confirmLabel ?? t('keywordConfirm.confirm')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
