import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerI18n } from '../../../lib/i18n.ts';
import { usePlanMaintenance } from '../../platform/api/platform.queries.ts';

registerI18n('admin', {
  fr: {
    title: 'Administration',
    maintenance: 'Planifier une maintenance',
    start: 'Début',
    end: 'Fin',
    banner: 'Annoncer par un bandeau',
    page: 'Bloquer le site par la page de maintenance pendant la fenêtre',
    message: 'Message (facultatif)',
    submit: 'Planifier',
    planned: 'Dernière maintenance planifiée\u00a0: {{id}}',
    cancel: 'Annuler cette maintenance',
  },
  en: {
    title: 'Administration',
    maintenance: 'Plan a maintenance',
    start: 'Start',
    end: 'End',
    banner: 'Announce it with a banner',
    page: 'Block the site with the maintenance page during the window',
    message: 'Message (optional)',
    submit: 'Plan',
    planned: 'Last planned maintenance: {{id}}',
    cancel: 'Cancel this maintenance',
  },
});

const local = (date: Date) =>
  new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

/** Admin home: plan (and cancel) a maintenance window, announced by banner and/or blocking page. */
export function MaintenancePlanner() {
  const { t } = useTranslation('admin');
  const [start, setStart] = useState(() => local(new Date(Date.now() + 24 * 3600_000)));
  const [end, setEnd] = useState(() => local(new Date(Date.now() + 26 * 3600_000)));
  const [banner, setBanner] = useState(true);
  const [page, setPage] = useState(true);
  const [message, setMessage] = useState('');
  const [planned, setPlanned] = useState<string | null>(null);
  const maintenance = usePlanMaintenance();

  const submit = async () => {
    try {
      const answer = await maintenance.plan.mutateAsync({
        banner,
        page,
        startDate: new Date(start).toISOString(),
        endDate: new Date(end).toISOString(),
        ...(message.trim() ? { message: message.trim() } : {}),
      });
      setPlanned(answer.id);
    } catch {
      // Shown by the snackbar.
    }
  };
  const cancel = async () => {
    if (!planned) return;
    try {
      await maintenance.cancel.mutateAsync(planned);
      setPlanned(null);
    } catch {
      // Shown by the snackbar.
    }
  };

  return (
    <Box sx={{ maxWidth: 720 }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {t('title')}
      </Typography>
      <Card>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography variant="h3" component="h2">
            {t('maintenance')}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField
              type="datetime-local"
              label={t('start')}
              value={start}
              onChange={(e) => setStart(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              type="datetime-local"
              label={t('end')}
              value={end}
              onChange={(e) => setEnd(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Box>
          <FormControlLabel
            control={<Checkbox checked={banner} onChange={(e) => setBanner(e.target.checked)} />}
            label={t('banner')}
          />
          <FormControlLabel
            control={<Checkbox checked={page} onChange={(e) => setPage(e.target.checked)} />}
            label={t('page')}
          />
          <TextField
            label={t('message')}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            multiline
            minRows={2}
          />
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <Button variant="contained" onClick={() => void submit()}>
              {t('submit')}
            </Button>
            {planned && (
              <Button color="warning" onClick={() => void cancel()}>
                {t('cancel')}
              </Button>
            )}
          </Box>
          {planned && <Alert severity="info">{t('planned', { id: planned })}</Alert>}
        </CardContent>
      </Card>
    </Box>
  );
}
