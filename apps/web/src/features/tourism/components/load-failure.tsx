import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';

/** A record that could not be read: 'introuvable' for a 404 (nothing to retry), else a retry. */
export function LoadFailure(props: { error: unknown; notFound: string; onRetry(): void }) {
  const { t } = useTranslation('tourism');
  const missing = props.error instanceof ApiError && props.error.status === 404;
  return (
    <Alert
      severity="error"
      action={
        !missing && (
          <Button color="inherit" onClick={props.onRetry}>
            {t('retry')}
          </Button>
        )
      }
    >
      {missing ? props.notFound : t('loadError')}
    </Alert>
  );
}
