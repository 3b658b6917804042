import BuildCircleOutlined from '@mui/icons-material/BuildCircleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { useUiLanguage } from '../../../lib/i18n.ts';
import type { MaintenanceState } from '../logic/maintenance.logic.ts';

/** Spec §4: page mode shows a blocking page with the end time. */
export function MaintenancePage({ state, onRetry }: { state: MaintenanceState; onRetry(): void }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3, bgcolor: 'background.default' }}
    >
      <Box sx={{ maxWidth: 520, textAlign: 'center' }}>
        <BuildCircleOutlined color="primary" sx={{ fontSize: 72 }} aria-hidden />
        <Typography variant="h1" sx={{ mt: 2, mb: 2 }}>
          {t('maintenance.pageTitle')}
        </Typography>
        <Typography sx={{ mb: 1 }}>{t('maintenance.pageText')}</Typography>
        {state.endDate && (
          <Typography sx={{ fontWeight: 600, mb: 3 }} data-testid="maintenance-end">
            {t('maintenance.pageEnd', { end: formatDateTime(state.endDate, language) })}
          </Typography>
        )}
        {state.message && <Typography sx={{ mb: 3, color: 'text.secondary' }}>{state.message}</Typography>}
        <Button variant="outlined" onClick={onRetry}>
          {t('maintenance.pageRetry')}
        </Button>
      </Box>
    </Box>
  );
}
