import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useStockLabels } from './labels.ts';

/** A list that could not be loaded, with a retry. */
export function LoadError({ onRetry }: { onRetry(): void }) {
  const { t } = useStockLabels();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    >
      {t('common.loadError')}
    </Alert>
  );
}
