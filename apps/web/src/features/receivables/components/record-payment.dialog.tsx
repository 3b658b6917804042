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
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../components/shared/use-is-mobile.ts';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { useRecordPayment } from '../api/receivables.mutations.ts';
import { creditsQuery, outstandingsQuery } from '../api/receivables.queries.ts';
import { centsOf, eurosText } from '../logic/amounts.ts';
import '../receivables.i18n.ts';

const parisToday = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });

/**
 * 'Enregistrer un règlement': the invoice (given by the order's panel, or chosen through its
 * client), the payment type, the amount prefilled with the balance, the date, a reference.
 */
export function RecordPaymentDialog(props: { open: boolean; onClose(): void; invoices?: OpenInvoice[] }) {
  const { t } = useTranslation('receivables');
  const lang = useUiLanguage();
  const mobile = useIsMobile();
  const [clientId, setClientId] = useState('');
  const clients = useQuery({ ...outstandingsQuery(0), enabled: props.open && !props.invoices });
  const ofClient = useQuery({
    ...outstandingsQuery(0, clientId),
    enabled: props.open && !props.invoices && !!clientId,
  });
  const invoices = (props.invoices ?? ofClient.data?.openInvoices ?? []).filter((i) => i.balance > 0);
  const [invoiceId, setInvoiceId] = useState('');
  const invoice =
    invoices.find((i) => i.id === invoiceId) ?? (invoices.length === 1 ? invoices[0] : undefined);
  const [type, setType] = useState<DashboardPaymentType>('transfer');
  const [amount, setAmount] = useState<string | null>(null);
  const [paidOn, setPaidOn] = useState(parisToday());
  const [reference, setReference] = useState('');
  const [creditNoteId, setCreditNoteId] = useState('');
  const credits = useQuery({
    ...creditsQuery(0, true, invoice?.client.id ?? undefined),
    enabled: props.open && type === 'creditNote' && !!invoice?.client.id,
  });
  const record = useRecordPayment();
  const shown = amount ?? (invoice ? eurosText(invoice.balance) : '');
  const cents = centsOf(shown);
  const close = () => {
    setAmount(null);
    setInvoiceId('');
    setReference('');
    setCreditNoteId('');
    props.onClose();
  };
  const submit = () => {
    if (!invoice || !cents) return;
    record.mutate(
      {
        invoiceId: invoice.id,
        type,
        amount: cents,
        paidOn,
        reference: reference || undefined,
        creditNoteId: type === 'creditNote' ? creditNoteId || undefined : undefined,
      },
      { onSuccess: close },
    );
  };
  return (
    <Dialog open={props.open} onClose={close} fullScreen={mobile} fullWidth maxWidth="sm">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <DialogTitle>{t('dialog.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {!props.invoices && (
              <TextField
                select
                label={t('columns.client')}
                value={clientId}
                onChange={(e) => setClientId(e.target.value)}
              >
                {(clients.data?.clients ?? []).map((c) => (
                  <MenuItem key={c.client.id ?? c.client.name} value={c.client.id ?? ''}>
                    {c.client.name} — {formatEuros(c.due)}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <TextField
              select
              label={t('dialog.invoice')}
              value={invoice?.id ?? ''}
              onChange={(e) => {
                setInvoiceId(e.target.value);
                setAmount(null);
              }}
              helperText={
                invoice
                  ? t('dialog.balance', { amount: formatEuros(invoice.balance) })
                  : t('dialog.noInvoice')
              }
              slotProps={{ htmlInput: { 'data-testid': 'payment-invoice' } }}
            >
              {invoices.map((i) => (
                <MenuItem key={i.id} value={i.id}>
                  {i.number} — {formatEuros(i.balance)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={t('dialog.type')}
              value={type}
              onChange={(e) => setType(e.target.value as DashboardPaymentType)}
            >
              {DASHBOARD_PAYMENT_TYPES.map((p) => (
                <MenuItem key={p} value={p}>
                  {PAYMENT_TYPE_LABELS[p][lang]}
                </MenuItem>
              ))}
            </TextField>
            {type === 'creditNote' && (
              <TextField
                select
                label={t('dialog.creditNote')}
                value={creditNoteId}
                onChange={(e) => setCreditNoteId(e.target.value)}
              >
                {(credits.data?.credits ?? []).map((c) => (
                  <MenuItem key={c.id} value={c.id}>
                    {c.number} — {formatEuros(c.left)}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <TextField
              label={t('dialog.amount')}
              value={shown}
              onChange={(e) => setAmount(e.target.value)}
              error={shown !== '' && !cents}
              helperText={shown !== '' && !cents ? t('dialog.amountInvalid') : undefined}
              slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'payment-amount' } }}
            />
            <TextField
              type="date"
              label={t('dialog.paidOn')}
              value={paidOn}
              onChange={(e) => setPaidOn(e.target.value)}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: parisToday() } }}
            />
            <TextField
              label={t('dialog.reference')}
              value={reference}
              onChange={(e) => setReference(e.target.value)}
            />
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
