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
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EurosField, positiveCents, TextField } from '../../../components/form/index.ts';
import { useIsMobile } from '../../../components/shared/use-is-mobile.ts';
import { useCreditNote } from '../api/invoices.mutations.ts';
import '../invoices.i18n.ts';

type CreditValues = { scope: 'whole' | 'part'; amountCents: number | null; reason: string };
const EMPTY: CreditValues = { scope: 'whole', amountCents: null, reason: '' };

/**
 * 'Établir un avoir': the whole invoice (it is then cancelled, and the order with it) or an
 * amount with VAT (the kit's euros field), and the reason, which the credit note prints.
 */
export function CreditNoteDialog(props: { invoice: InvoiceSummary | null; onClose(): void }) {
  const { t } = useTranslation('invoices');
  const mobile = useIsMobile();
  const form = useForm<CreditValues>({ defaultValues: EMPTY });
  const whole = form.watch('scope') === 'whole';
  const credit = useCreditNote();
  const close = () => {
    form.reset(EMPTY);
    props.onClose();
  };
  const invoice = props.invoice;
  const submit = form.handleSubmit(({ scope, amountCents, reason }) => {
    const cents = positiveCents(amountCents);
    if (scope === 'part' && cents === null)
      form.setError('amountCents', { message: t('creditDialog.amountInvalid') });
    if (reason.trim().length < 2) form.setError('reason', { message: t('creditDialog.reasonInvalid') });
    if (!invoice || (scope === 'part' && cents === null) || reason.trim().length < 2) return;
    credit.mutate(
      {
        id: invoice.id,
        body: { amountCents: scope === 'whole' ? undefined : (cents ?? undefined), reason: reason.trim() },
      },
      { onSuccess: close },
    );
  });
  return (
    <Dialog open={invoice !== null} onClose={close} fullScreen={mobile} fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle>{t('creditDialog.title', { number: invoice?.number ?? '' })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Controller
              control={form.control}
              name="scope"
              render={({ field }) => (
                <RadioGroup value={field.value} onChange={(e) => field.onChange(e.target.value)}>
                  <FormControlLabel
                    value="whole"
                    control={<Radio />}
                    label={t('creditDialog.whole', { amount: formatEuros(invoice?.totalTTC ?? 0) })}
                  />
                  <FormControlLabel value="part" control={<Radio />} label={t('creditDialog.part')} />
                </RadioGroup>
              )}
            />
            {!whole && (
              <EurosField
                control={form.control}
                name="amountCents"
                autoFocus
                label={t('creditDialog.amount')}
                slotProps={{ htmlInput: { 'data-testid': 'credit-amount' } }}
              />
            )}
            <TextField
              control={form.control}
              name="reason"
              multiline
              minRows={2}
              label={t('creditDialog.reason')}
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
