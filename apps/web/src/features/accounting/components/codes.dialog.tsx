import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../components/shared/use-is-mobile.ts';
import '../accounting.i18n.ts';

/**
 * A dialog of the chart (an account, a journal): full screen on phones, its fields stacked,
 * 'Annuler' and 'Enregistrer' (greyed while the save runs).
 */
export function CodesDialog(props: {
  title: string;
  /** The form's accessible name, when the title alone does not say it. */
  label?: string;
  maxWidth: 'xs' | 'sm';
  saving: boolean;
  onClose(): void;
  onSubmit: FormEventHandler;
  children: ReactNode;
}) {
  const { t } = useTranslation('accounting');
  const mobile = useIsMobile();
  return (
    <Dialog open onClose={props.onClose} fullScreen={mobile} fullWidth maxWidth={props.maxWidth}>
      <form onSubmit={props.onSubmit} noValidate aria-label={props.label}>
        <DialogTitle>{props.title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {props.children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>{t('codes.dialog.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={props.saving}>
            {t('codes.dialog.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
