import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DecimalField } from '../../../components/form/index.ts';
import { useIsMobile } from '../../../components/shared/use-is-mobile.ts';
import { useIssueInvoice } from '../api/invoices.mutations.ts';
import { percentOf } from '../logic/amounts.ts';
import '../invoices.i18n.ts';

/** "Facture d'acompte": a share of the order's total with VAT, in percent (30 % by habit). */
export function DepositDialog(props: { open: boolean; onClose(): void; orderId: string }) {
  const { t } = useTranslation('invoices');
  const mobile = useIsMobile();
  // The share is told wrong while it is typed, not only on sending.
  const form = useForm<{ percent: string }>({
    defaultValues: { percent: '30' },
    mode: 'onChange',
    resolver: (values) =>
      percentOf(values.percent) === null
        ? { values: {}, errors: { percent: { type: 'range', message: t('depositDialog.percentInvalid') } } }
        : { values, errors: {} as Record<string, never> },
  });
  const issue = useIssueInvoice();
  const percent = percentOf(form.watch('percent'));
  const close = () => {
    form.reset();
    props.onClose();
  };
  return (
    <Dialog open={props.open} onClose={close} fullScreen={mobile} fullWidth maxWidth="xs">
      <form
        onSubmit={form.handleSubmit(() => {
          if (percent === null) return;
          issue.mutate(
            { orderId: props.orderId, kind: 'deposit', depositPercent: percent },
            { onSuccess: close },
          );
        })}
      >
        <DialogTitle>{t('depositDialog.title')}</DialogTitle>
        <DialogContent>
          <DecimalField
            control={form.control}
            name="percent"
            autoFocus
            fullWidth
            margin="dense"
            unit="%"
            label={t('depositDialog.percent')}
            helperText={t('depositDialog.percentHelp')}
            slotProps={{ htmlInput: { 'data-testid': 'deposit-percent' } }}
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
