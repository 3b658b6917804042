import type { OpenInvoice } from '@cuvee/contracts';
import {
  DASHBOARD_PAYMENT_TYPES,
  type DashboardPaymentType,
  formatEuros,
  PAYMENT_TYPE_LABELS,
} from '@cuvee/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EurosField, positiveCents, SelectField, TextField } from '../../../components/form/index.ts';
import { useIsMobile } from '../../../components/shared/use-is-mobile.ts';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { useRecordPayment } from '../api/receivables.mutations.ts';
import { creditsQuery, outstandingsQuery } from '../api/receivables.queries.ts';
import '../receivables.i18n.ts';

const parisToday = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });

type PaymentValues = {
  clientId: string;
  invoiceId: string;
  type: DashboardPaymentType;
  /** Cents (the kit's euros field), the invoice's balance until changed. */
  amountCents: number | null;
  paidOn: string;
  reference: string;
  creditNoteId: string;
};
const blank = (): PaymentValues => ({
  clientId: '',
  invoiceId: '',
  type: 'transfer',
  amountCents: null,
  paidOn: parisToday(),
  reference: '',
  creditNoteId: '',
});

/**
 * 'Enregistrer un règlement': the invoice (given by the order's panel, or chosen through its
 * client), the payment type, the amount prefilled with the balance, the date, a reference.
 */
export function RecordPaymentDialog(props: { open: boolean; onClose(): void; invoices?: OpenInvoice[] }) {
  const { t } = useTranslation('receivables');
  const lang = useUiLanguage();
  const mobile = useIsMobile();
  const form = useForm<PaymentValues>({ defaultValues: blank() });
  const { clientId, invoiceId, type, amountCents } = form.watch();
  const clients = useQuery({ ...outstandingsQuery(0), enabled: props.open && !props.invoices });
  const ofClient = useQuery({
    ...outstandingsQuery(0, clientId),
    enabled: props.open && !props.invoices && !!clientId,
  });
  const invoices = (props.invoices ?? ofClient.data?.openInvoices ?? []).filter((i) => i.balance > 0);
  const invoice =
    invoices.find((i) => i.id === invoiceId) ?? (invoices.length === 1 ? invoices[0] : undefined);
  // The invoice chosen (the only open one is chosen for the user); the amount starts from its balance.
  const chosenId = invoice?.id;
  const balance = invoice?.balance;
  useEffect(() => {
    if (chosenId === undefined || balance === undefined) return;
    form.setValue('invoiceId', chosenId);
    form.setValue('amountCents', balance);
  }, [chosenId, balance, form]);
  const credits = useQuery({
    ...creditsQuery(0, true, invoice?.client.id ?? undefined),
    enabled: props.open && type === 'creditNote' && !!invoice?.client.id,
  });
  const record = useRecordPayment();
  const cents = positiveCents(amountCents);
  const close = () => {
    form.reset(blank());
    props.onClose();
  };
  const submit = form.handleSubmit((values) => {
    if (!invoice || !cents) {
      form.setError('amountCents', { message: t('dialog.amountInvalid') });
      return;
    }
    record.mutate(
      {
        invoiceId: invoice.id,
        type: values.type,
        amount: cents,
        paidOn: values.paidOn,
        reference: values.reference || undefined,
        creditNoteId: values.type === 'creditNote' ? values.creditNoteId || undefined : undefined,
      },
      { onSuccess: close },
    );
  });
  return (
    <Dialog open={props.open} onClose={close} fullScreen={mobile} fullWidth maxWidth="sm">
      <form onSubmit={submit}>
        <DialogTitle>{t('dialog.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {!props.invoices && (
              <SelectField
                control={form.control}
                name="clientId"
                label={t('columns.client')}
                options={(clients.data?.clients ?? []).map((c) => ({
                  value: c.client.id ?? '',
                  label: `${c.client.name} — ${formatEuros(c.due)}`,
                }))}
              />
            )}
            <SelectField
              control={form.control}
              name="invoiceId"
              label={t('dialog.invoice')}
              helperText={
                invoice
                  ? t('dialog.balance', { amount: formatEuros(invoice.balance) })
                  : t('dialog.noInvoice')
              }
              slotProps={{ htmlInput: { 'data-testid': 'payment-invoice' } }}
              options={invoices.map((i) => ({
                value: i.id,
                label: `${i.number} — ${formatEuros(i.balance)}`,
              }))}
            />
            <SelectField
              control={form.control}
              name="type"
              label={t('dialog.type')}
              options={DASHBOARD_PAYMENT_TYPES.map((p) => ({
                value: p,
                label: PAYMENT_TYPE_LABELS[p][lang],
              }))}
            />
            {type === 'creditNote' && (
              <SelectField
                control={form.control}
                name="creditNoteId"
                label={t('dialog.creditNote')}
                options={(credits.data?.credits ?? []).map((c) => ({
                  value: c.id,
                  label: `${c.number} — ${formatEuros(c.left)}`,
                }))}
              />
            )}
            <EurosField
              control={form.control}
              name="amountCents"
              label={t('dialog.amount')}
              slotProps={{ htmlInput: { 'data-testid': 'payment-amount' } }}
            />
            <TextField
              control={form.control}
              name="paidOn"
              type="date"
              label={t('dialog.paidOn')}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: parisToday() } }}
            />
            <TextField control={form.control} name="reference" label={t('dialog.reference')} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('dialog.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!invoice || !cents || record.isPending}>
            {t('dialog.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
