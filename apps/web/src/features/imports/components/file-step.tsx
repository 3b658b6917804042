import { IMPORT_INTEGRATIONS, type ImportIntegration } from '@cuvee/domain';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type DragEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n.ts';

/** Step 1: the file (dropped or chosen) and its format, automatic unless the user names it. */
export function FileStep({
  busy,
  onFile,
}: {
  busy: boolean;
  onFile: (file: File, integration: ImportIntegration | '') => void;
}) {
  const { t } = useTranslation('imports');
  const input = useRef<HTMLInputElement>(null);
  const [integration, setIntegration] = useState<ImportIntegration | ''>('');
  const [over, setOver] = useState(false);
  const lang = currentLanguage();
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file, integration);
  };
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <TextField
        select
        label={t('integration')}
        value={integration}
        onChange={(e) => setIntegration(e.target.value as ImportIntegration | '')}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={{ maxWidth: 360 }}
      >
        <MenuItem value="">{t('automatic')}</MenuItem>
        {IMPORT_INTEGRATIONS.map((i) => (
          <MenuItem key={i.key} value={i.key}>
            {i[lang]}
          </MenuItem>
        ))}
      </TextField>
      <Box
        data-testid="import-drop-zone"
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: over ? 'primary.main' : 'divider',
          bgcolor: over ? 'action.hover' : 'transparent',
          borderRadius: 2,
          p: { xs: 3, sm: 5 },
          textAlign: 'center',
          display: 'grid',
          gap: 1.5,
          justifyItems: 'center',
        }}
      >
        <UploadFileIcon color="action" sx={{ fontSize: 48 }} aria-hidden />
        <Typography sx={{ fontWeight: 600 }}>{t('drop')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('dropHint')}
        </Typography>
        <Button variant="contained" disabled={busy} onClick={() => input.current?.click()}>
          {t('choose')}
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          aria-label={t('choose')}
          accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) onFile(file, integration);
            e.target.value = '';
          }}
        />
      </Box>
      {busy && (
        <Box>
          <Typography variant="body2">{t('reading')}</Typography>
          <LinearProgress />
        </Box>
      )}
    </Box>
  );
}
