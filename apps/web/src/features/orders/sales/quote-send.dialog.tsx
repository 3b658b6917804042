import type { SalesOrderDetail } from '@cuvee/contracts/sales-orders';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form/index.ts';
import { useSendQuote } from '../api/sales-orders.mutations.ts';

/*
 * 'Envoyer' a quote (issue 24): to the client's address (typed when the record has none), with
 * an optional plain note; the API mails the PDF and the answer link and says so in its snackbar.
 */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function SendQuoteDialog({
  order,
  open,
  onClose,
}: {
  order: SalesOrderDetail;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('orders');
  const send = useSendQuote(order.id);
  const form = useForm({
    defaultValues: { to: order.quote?.sentTo[0] ?? order.quote?.recipient ?? '', note: '' },
  });
  const again = order.status === 'pending';
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="send-quote-title">
      <form
        onSubmit={form.handleSubmit(({ to, note }) => {
          if (!EMAIL.test(to.trim())) {
            form.setError('to', { message: t('quote.send.to') });
            return;
          }
          send.mutate(
            { recipients: [to.trim()], ...(note.trim() ? { note: note.trim() } : {}) },
            { onSuccess: onClose },
          );
        })}
      >
        <DialogTitle id="send-quote-title">
          {t('quote.send.title', { reference: order.reference })}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>
            {t('quote.send.text')} {again ? t('quote.send.againText') : ''}
          </DialogContentText>
          <TextField
            control={form.control}
            name="to"
            label={t('quote.send.to')}
            type="email"
            required
            autoFocus
          />
          <TextField
            control={form.control}
            name="note"
            label={t('quote.send.note')}
            multiline
            minRows={3}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('quote.send.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={send.isPending}>
            {send.isPending ? t('quote.send.sending') : t('quote.send.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
