import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { FormEventHandler, ReactNode } from 'react';
import { useStockLabels } from './labels.ts';

/**
 * A stock form in a dialog (warehouse, allocation, CRD movement): full screen on phones, its
 * fields in one or two columns, the API's French refusal under them, 'Annuler' and 'Enregistrer'.
 */
export function FormDialog({
  title,
  onClose,
  onSubmit,
  submitting,
  refusal,
  columns = 2,
  children,
}: {
  title: string;
  onClose(): void;
  onSubmit: FormEventHandler;
  submitting: boolean;
  refusal: string | undefined;
  columns?: 1 | 2;
  children: ReactNode;
}) {
  const { t } = useStockLabels();
  const fullScreen = useMediaQuery('(max-width:600px)');
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm">
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: columns === 2 ? '1fr 1fr' : '1fr' },
            pt: '8px !important',
          }}
        >
          {children}
          {refusal && (
            <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
              {refusal}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={submitting}>
            {t('common.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
