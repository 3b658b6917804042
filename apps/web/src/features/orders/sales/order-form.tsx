import type { ClientListRow, SalesOrderCreateBody, SalesOrderEditBody } from '@cuvee/contracts';
import {
  DASHBOARD_PAYMENT_TYPES,
  type DashboardPaymentType,
  PAYMENT_DELAY_KEYS,
  PAYMENT_TYPE_LABELS,
  type PaymentDelay,
  paymentDelayLabel,
} from '@cuvee/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ClientPicker } from '../../../components/shared/client-picker.tsx';
import { clientPickQuery } from '../../../lib/client-search.ts';
import { editSalesDocument, enterSalesDocument, entryProductsByIdQuery } from '../api/order-add.queries.ts';
import { useOrderFormat } from '../components/order-format.ts';
import '../orders.i18n.ts';
import { type DraftLine, DraftLines, lineOf } from './order-add.lines.tsx';
import { ProductPicker } from './order-add.picker.tsx';
import { entryEstimate } from './order-estimate.ts';
import {
  DeliveryFields,
  deliveryMissing,
  type EntryDelivery,
  EntryTotals,
  shippingBody,
  useEntryPrice,
} from './order-form.parts.tsx';

/*
 * The form of a document entered in the back office (issue 16): client, lines, delivery,
 * payment, validity and notes, totals estimated live by the domain's pricing engine (the
 * API prices the lines again from the client's typology); given `initial`, a draft being
 * changed, its client kept.
 */

export type Mode = 'order' | 'quote' | 'sample' | 'bill';

/** A draft being changed: what the form starts from. */
export type OrderFormInitial = {
  id: string;
  reference: string;
  clientId: string | null;
  clientName: string;
  lines: DraftLine[];
  shipping: string;
  paymentType: DashboardPaymentType | '';
  paymentDelay: PaymentDelay | '';
  validUntil: string;
  notes: string;
  /** The delivery's mode as the draft names it (issue 24). */
  deliveryName?: string;
  deliveryModeId?: string | null;
};
const euroCents = (v: string) => Math.max(0, Math.round(Number(v.replace(',', '.')) * 100) || 0);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export function OrderForm({
  mode,
  initial,
  presetClientId = null,
}: {
  mode: Mode;
  initial?: OrderFormInitial;
  /** The client chosen before the form opens (`?client=<id>`), changeable like any. */
  presetClientId?: string | null;
}) {
  const { t } = useTranslation('orders');
  const { lang } = useOrderFormat();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const free = mode === 'sample';
  const [client, setClient] = useState<ClientListRow | null>(null);
  const preset = useQuery(clientPickQuery(initial ? null : presetClientId));
  const [presetApplied, setPresetApplied] = useState(false);
  useEffect(() => {
    if (preset.data && !presetApplied) {
      setPresetApplied(true);
      setClient(preset.data);
    }
  }, [preset.data, presetApplied]);
  const [picked, setLines] = useState<DraftLine[]>(initial?.lines ?? []);
  // The lines' products priced again for the client chosen (its typology's prices).
  const clientId = initial ? initial.clientId : (client?.id ?? null);
  const repriced = useQuery(entryProductsByIdQuery([...new Set(picked.map((l) => l.product.id))], clientId));
  const fresh = new Map((repriced.data?.products ?? []).map((p) => [p.id, p]));
  const lines = picked.map((l) => ({ ...l, product: fresh.get(l.product.id) ?? l.product }));
  const [delivery, setDelivery] = useState<EntryDelivery>({
    modeId: initial?.deliveryModeId ?? null,
    name: initial?.deliveryName ?? '',
    fee: initial?.shipping ?? '',
  });
  const shipping = delivery.fee;
  const [paymentType, setPaymentType] = useState<DashboardPaymentType | ''>(initial?.paymentType ?? '');
  const [paymentDelay, setPaymentDelay] = useState<PaymentDelay | ''>(initial?.paymentDelay ?? '');
  const [validUntil, setValidUntil] = useState(initial?.validUntil ?? inDays(30));
  const [notes, setNotes] = useState(initial?.notes ?? '');
  const [tried, setTried] = useState(false);

  const shippingCents = free ? 0 : euroCents(shipping);
  // The estimate by the domain's engine: each product's VAT, its excise and CSS (issue 25).
  const estimate = entryEstimate(lines, {
    free,
    shippingCents,
    shippingVatRateBp: repriced.data?.shippingVatRateBp,
  });

  // The totals as the saved document will hold them: the API prices the lines for the client.
  const priced = useEntryPrice(mode === 'bill' ? 'order' : mode, clientId, lines, shippingCents);

  const save = useMutation({
    mutationFn: async () => {
      const body: SalesOrderEditBody = {
        lines: lines.map((l) => ({
          productId: l.product.id,
          formatId: l.formatId,
          vintage: l.vintage || null,
          quantity: l.quantity,
          discountBp: Math.round(l.discountPct * 100),
          ...(l.unitHt.trim() ? { unitHtCents: euroCents(l.unitHt) } : {}),
        })),
        // The delivery by its mode's name, its fee apart (issue 24).
        ...(!free && shippingBody(delivery) ? { shipping: shippingBody(delivery) } : {}),
        ...(paymentType ? { paymentType } : {}),
        ...(paymentDelay ? { paymentDelay } : {}),
        ...(mode === 'quote' ? { validUntil } : {}),
        ...(notes.trim() ? { notes: notes.trim() } : {}),
      };
      if (initial) return editSalesDocument(initial.id, body);
      const entered: SalesOrderCreateBody = {
        ...body,
        kind: mode === 'bill' ? 'order' : mode,
        clientId: client!.id,
      };
      return enterSalesDocument(entered, mode === 'bill');
    },
    onSuccess: (order) => {
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      void navigate(`/dashboard/orders/${order.id}`);
    },
  });
  const submit = () => {
    setTried(true);
    if (!free && deliveryMissing(delivery)) return;
    if ((initial || client) && lines.length > 0 && lines.every((l) => l.quantity > 0)) save.mutate();
  };

  return (
    <Box sx={{ maxWidth: 1200, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h1">
        {initial ? t('add.editTitle', { reference: initial.reference }) : t(`add.title.${mode}`)}
      </Typography>
      <Card sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
        {initial ? (
          <Typography>
            {t('sales.client')} : <strong>{initial.clientName}</strong>
          </Typography>
        ) : (
          <ClientPicker
            value={client}
            onChange={setClient}
            label={t('add.client')}
            noOptionsText={t('add.noClient')}
            error={tried && !client}
            helperText={tried && !client ? t('add.clientSearch') : undefined}
          />
        )}
        <ProductPicker
          clientId={clientId}
          onPick={(product) => setLines((all) => [...all, lineOf(product)])}
        />
        <DraftLines lines={lines} onChange={setLines} free={free} />
        {tried && lines.length === 0 && <Alert severity="warning">{t('add.noLines')}</Alert>}
      </Card>
      <Card sx={{ p: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        {!free && <DeliveryFields value={delivery} onChange={setDelivery} tried={tried} />}
        {!free && (
          <TextField
            select
            label={t('add.paymentType')}
            value={paymentType}
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            onChange={(e) => setPaymentType(e.target.value as DashboardPaymentType)}
          >
            <MenuItem value="">{t('add.paymentDefault')}</MenuItem>
            {DASHBOARD_PAYMENT_TYPES.filter((p) => p !== 'sample').map((p) => (
              <MenuItem key={p} value={p}>
                {PAYMENT_TYPE_LABELS[p][lang]}
              </MenuItem>
            ))}
          </TextField>
        )}
        {!free && (
          <TextField
            select
            label={t('add.paymentDelay')}
            value={paymentDelay}
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            onChange={(e) => setPaymentDelay(e.target.value as PaymentDelay)}
          >
            <MenuItem value="">{t('add.paymentDefault')}</MenuItem>
            {PAYMENT_DELAY_KEYS.map((d) => (
              <MenuItem key={d} value={d}>
                {paymentDelayLabel(d, lang)}
              </MenuItem>
            ))}
          </TextField>
        )}
        {mode === 'quote' && (
          <TextField
            type="date"
            label={t('add.validUntil')}
            value={validUntil}
            onChange={(e) => setValidUntil(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        )}
        <TextField
          label={t('quote.internalNote')}
          helperText={t('quote.internalNoteHelp')}
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
          multiline
          minRows={2}
          sx={{ gridColumn: { md: '1 / -1' } }}
        />
      </Card>
      <EntryTotals estimate={estimate} priced={priced} hasClient={clientId !== null} />
      {save.isError && <Alert severity="error">{save.error.message}</Alert>}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button variant="contained" onClick={submit} disabled={save.isPending}>
          {save.isPending ? t('add.saving') : t('add.save')}
        </Button>
      </Box>
    </Box>
  );
}
