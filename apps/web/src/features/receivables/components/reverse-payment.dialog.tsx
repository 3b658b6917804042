import type { ReceivedPayment } from '@cuvee/contracts';
import { formatEuros } from '@cuvee/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { useReversePayment } from '../api/receivables.mutations.ts';
import '../receivables.i18n.ts';

/**
 * 'Contre-passer' a payment entered by mistake (decision 0049 replaced by issue 26's reversal):
 * nothing is erased — the payment stays listed as reversed, a reversing entry is written, the
 * invoice owes the amount again. Confirmed in a dialog that says so.
 */
export function ReversePaymentDialog(props: { payment: ReceivedPayment; onClose(): void }) {
  const { t } = useTranslation('receivables');
  const lang = useUiLanguage();
  const reverse = useReversePayment();
  const { payment } = props;
  const amount = formatEuros(payment.amount);
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="xs" aria-describedby="reverse-payment-text">
      <DialogTitle>{t('payments.reverseTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1, fontWeight: 600, color: 'text.primary' }}>
          {formatDate(payment.paidOn, lang)} · {payment.client.name}
          {payment.invoice ? ` · ${payment.invoice.number}` : ''} · {amount}
        </DialogContentText>
        <DialogContentText id="reverse-payment-text">
          {t('payments.reverseText', { amount })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('payments.cancel')}</Button>
        <Button
          variant="contained"
          color="error"
          disabled={reverse.isPending}
          onClick={() => reverse.mutate(payment.id, { onSuccess: props.onClose })}
        >
          {t('payments.reverseConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
