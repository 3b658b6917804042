import { CLIENT_NOTES_MAX_LENGTH } from '@cuvee/contracts';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../tour.i18n.ts';

/**
 * A visit note on the client, written on the device (decision 0166): kept in the outbox with its
 * own key and added to the client's record in the back office once sent.
 */
export function TourNoteCard({ onSave }: { onSave(text: string): Promise<void> }) {
  const { t } = useTranslation('tour');
  const id = useId();
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  const trimmed = text.trim();
  const save = async () => {
    setSaving(true);
    try {
      await onSave(trimmed);
      setText('');
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card component="section" aria-labelledby={`${id}-title`} data-testid="tour-note-card">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography id={`${id}-title`} component="h2" variant="h3">
          {t('noteFor')}
        </Typography>
        <FormControl variant="outlined" fullWidth>
          <InputLabel htmlFor={id}>{t('noteLabel')}</InputLabel>
          <OutlinedInput
            id={id}
            name="tour-note"
            label={t('noteLabel')}
            multiline
            minRows={3}
            value={text}
            onChange={(e) => setText(e.target.value.slice(0, CLIENT_NOTES_MAX_LENGTH))}
            aria-describedby={`${id}-count`}
          />
          <FormHelperText id={`${id}-count`} sx={{ textAlign: 'right' }}>
            {text.length} / {CLIENT_NOTES_MAX_LENGTH}
          </FormHelperText>
        </FormControl>
        <Button variant="outlined" size="large" disabled={trimmed === '' || saving} onClick={save}>
          {t('saveNote')}
        </Button>
      </CardContent>
    </Card>
  );
}
