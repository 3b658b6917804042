import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';

export function OfflineBanner() {
  const { t } = useTranslation();
  return (
    <Alert
      severity="warning"
      icon={<CloudOffOutlined fontSize="inherit" />}
      role="status"
      data-testid="offline-banner"
      sx={{ borderRadius: 0, justifyContent: 'center' }}
    >
      {t('network.offline')}
    </Alert>
  );
}
