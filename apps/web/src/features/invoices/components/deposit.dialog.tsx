import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../components/shared/use-is-mobile.ts';
import { useIssueInvoice } from '../api/invoices.mutations.ts';
import { percentOf } from '../logic/amounts.ts';
import '../invoices.i18n.ts';

/** "Facture d'acompte": a share of the order's total with VAT, in percent (30 % by habit). */
export function DepositDialog(props: { open: boolean; onClose(): void; orderId: string }) {
  const { t } = useTranslation('invoices');
  const mobile = useIsMobile();
  const [text, setText] = useState('30');
  const issue = useIssueInvoice();
  const percent = percentOf(text);
  const close = () => {
    setText('30');
    props.onClose();
  };
  return (
    <Dialog open={props.open} onClose={close} fullScreen={mobile} fullWidth maxWidth="xs">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (percent === null) return;
          issue.mutate(
            { orderId: props.orderId, kind: 'deposit', depositPercent: percent },
            { onSuccess: close },
          );
        }}
      >
        <DialogTitle>{t('depositDialog.title')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={t('depositDialog.percent')}
            value={text}
            onChange={(e) => setText(e.target.value)}
            error={percent === null}
            helperText={percent === null ? t('depositDialog.percentInvalid') : t('depositDialog.percentHelp')}
            slotProps={{
              htmlInput: { inputMode: 'decimal', 'data-testid': 'deposit-percent' },
              input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
            }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('depositDialog.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={percent === null || issue.isPending}>
            {t('depositDialog.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
