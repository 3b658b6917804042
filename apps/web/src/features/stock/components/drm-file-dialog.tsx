import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useIsMobile } from '../../../components/shared/use-is-mobile.ts';
import { useDrmTexts } from './drm-section.tsx';

/** 'Marquer comme déposée': says that the month's movements get locked before it is done. */
export function DrmFileDialog({
  monthName,
  busy,
  refusal,
  onConfirm,
  onClose,
}: {
  monthName: string;
  busy: boolean;
  refusal: string | undefined;
  onConfirm(): void;
  onClose(): void;
}) {
  const { t } = useDrmTexts();
  const fullScreen = useIsMobile();
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} maxWidth="sm" aria-describedby="drm-file-text">
      <DialogTitle>{t('file.title', { month: monthName })}</DialogTitle>
      <DialogContent>
        <DialogContentText id="drm-file-text">{t('file.text', { month: monthName })}</DialogContentText>
        {refusal && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {refusal}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('file.cancel')}</Button>
        <Button variant="contained" onClick={onConfirm} disabled={busy} autoFocus>
          {t('file.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
