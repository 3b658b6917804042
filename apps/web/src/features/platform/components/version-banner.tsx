import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { usePwaStore } from '../../../lib/pwa.ts';

/** 'Une nouvelle version de Cuvée est disponible.' with 'Mettre à jour'. */
export function VersionBanner() {
  const { t } = useTranslation();
  const update = usePwaStore((s) => s.update);
  return (
    <Alert
      severity="info"
      role="status"
      data-testid="version-banner"
      sx={{ borderRadius: 0, justifyContent: 'center', alignItems: 'center' }}
      action={
        <Button color="inherit" size="small" variant="outlined" onClick={update}>
          {t('version.reload')}
        </Button>
      }
    >
      {t('version.banner')}
    </Alert>
  );
}
