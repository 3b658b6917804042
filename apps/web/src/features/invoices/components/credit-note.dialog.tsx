import type { InvoiceSummary } from '@cuvee/contracts';
import { formatEuros } from '@cuvee/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../components/shared/use-is-mobile.ts';
import { useCreditNote } from '../api/invoices.mutations.ts';
import { centsOf } from '../logic/amounts.ts';
import '../invoices.i18n.ts';

/**
 * 'Établir un avoir': the whole invoice (it is then cancelled, and the order with it) or an
 * amount with VAT, and the reason, which the credit note prints.
 */
export function CreditNoteDialog(props: { invoice: InvoiceSummary | null; onClose(): void }) {
  const { t } = useTranslation('invoices');
  const mobile = useIsMobile();
  const [whole, setWhole] = useState(true);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const credit = useCreditNote();
  const cents = centsOf(amount);
  const reasonOk = reason.trim().length >= 2;
  const amountOk = whole || cents !== null;
  const close = () => {
    setWhole(true);
    setAmount('');
    setReason('');
    setTried(false);
    props.onClose();
  };
  const invoice = props.invoice;
  return (
    <Dialog open={invoice !== null} onClose={close} fullScreen={mobile} fullWidth maxWidth="sm">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setTried(true);
          if (!invoice || !reasonOk || !amountOk) return;
          credit.mutate(
            {
              id: invoice.id,
              body: { amountCents: whole ? undefined : (cents ?? undefined), reason: reason.trim() },
            },
            { onSuccess: close },
          );
        }}
      >
        <DialogTitle>{t('creditDialog.title', { number: invoice?.number ?? '' })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <RadioGroup
              value={whole ? 'whole' : 'part'}
              onChange={(e) => setWhole(e.target.value === 'whole')}
            >
              <FormControlLabel
                value="whole"
                control={<Radio />}
                label={t('creditDialog.whole', { amount: formatEuros(invoice?.totalTTC ?? 0) })}
              />
              <FormControlLabel value="part" control={<Radio />} label={t('creditDialog.part')} />
            </RadioGroup>
            {!whole && (
              <TextField
                autoFocus
                label={t('creditDialog.amount')}
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
                error={tried && cents === null}
                helperText={tried && cents === null ? t('creditDialog.amountInvalid') : undefined}
                slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'credit-amount' } }}
              />
            )}
            <TextField
              multiline
              minRows={2}
              label={t('creditDialog.reason')}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              error={tried && !reasonOk}
              helperText={tried && !reasonOk ? t('creditDialog.reasonInvalid') : undefined}
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('creditDialog.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={credit.isPending}>
            {t('creditDialog.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
