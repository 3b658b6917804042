import type { ClientListRow } from '@cuvee/contracts';
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
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FormProvider, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formResolver, SelectField, TextField } from '../../../components/form/index.ts';
import { ClientPicker } from '../../../components/shared/client-picker.tsx';
import { clientPickQuery } from '../../../lib/client-search.ts';
import { entryProductsByIdQuery } from '../api/order-add.queries.ts';
import { useSaveEntry } from '../api/sales-orders.mutations.ts';
import { useOrderFormat } from '../components/order-format.ts';
import '../orders.i18n.ts';
import { type DraftLine, DraftLines, lineOf } from './order-add.lines.tsx';
import { ProductPicker } from './order-add.picker.tsx';
import { entryEstimate } from './order-estimate.ts';
import { DeliveryFields, EntryTotals, useEntryPrice } from './order-form.parts.tsx';
import {
  deliveryMissing,
  entryBody,
  feeOf,
  type OrderFormValues,
  orderFormSchema,
} from './order-form.values.ts';

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
  /** The delivery fee HT in cents; null when there is none. */
  shippingCents: number | null;
  paymentType: DashboardPaymentType | '';
  paymentDelay: PaymentDelay | '';
  validUntil: string;
  notes: string;
  /** The delivery's mode as the draft names it (issue 24). */
  deliveryName?: string;
  deliveryModeId?: string | null;
};
/** A select whose empty choice ('Par défaut') shows, its label on the outline. */
const SHOW_EMPTY = { inputLabel: { shrink: true }, select: { displayEmpty: true } };
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
  const form = useForm<OrderFormValues>({
    resolver: formResolver(orderFormSchema) as never,
    defaultValues: {
      lines: initial?.lines ?? [],
      delivery: {
        modeId: initial?.deliveryModeId ?? null,
        name: initial?.deliveryName ?? '',
        feeCents: initial?.shippingCents ?? null,
      },
      paymentType: initial?.paymentType ?? '',
      paymentDelay: initial?.paymentDelay ?? '',
      validUntil: initial?.validUntil ?? inDays(30),
      notes: initial?.notes ?? '',
    },
  });
  const lineFields = useFieldArray({ control: form.control, name: 'lines', keyName: 'fieldKey' });
  const picked = useWatch({ control: form.control, name: 'lines' });
  const delivery = useWatch({ control: form.control, name: 'delivery' });
  // The lines' products priced again for the client chosen (its typology's prices).
  const clientId = initial ? initial.clientId : (client?.id ?? null);
  const repriced = useQuery(entryProductsByIdQuery([...new Set(picked.map((l) => l.product.id))], clientId));
  const fresh = new Map((repriced.data?.products ?? []).map((p) => [p.id, p]));
  const lines = picked.map((l) => ({ ...l, product: fresh.get(l.product.id) ?? l.product }));
  const [tried, setTried] = useState(false);

  const shippingCents = free ? 0 : feeOf(delivery);
  // The estimate by the domain's engine: each product's VAT, its excise and CSS (issue 25).
  const estimate = entryEstimate(lines, {
    free,
    shippingCents,
    shippingVatRateBp: repriced.data?.shippingVatRateBp,
  });

  // The totals as the saved document will hold them: the API prices the lines for the client.
  const priced = useEntryPrice(mode === 'bill' ? 'order' : mode, clientId, lines, shippingCents);

  const save = useSaveEntry(mode, initial?.id ?? null);
  const submit = form.handleSubmit((values) => {
    if (!free && deliveryMissing(values.delivery)) return;
    if (!initial && !client) return;
    if (lines.length === 0) return;
    save.mutate({ body: entryBody(values, mode, lines), clientId: client?.id ?? null });
  });

  return (
    <FormProvider {...form}>
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
          <ProductPicker clientId={clientId} onPick={(product) => lineFields.append(lineOf(product))} />
          <DraftLines fields={lineFields.fields} onRemove={lineFields.remove} free={free} />
          {tried && lines.length === 0 && <Alert severity="warning">{t('add.noLines')}</Alert>}
        </Card>
        <Card
          sx={{ p: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
        >
          {!free && <DeliveryFields tried={tried} />}
          {!free && (
            <SelectField<OrderFormValues>
              name="paymentType"
              label={t('add.paymentType')}
              emptyLabel={t('add.paymentDefault')}
              slotProps={SHOW_EMPTY}
              options={DASHBOARD_PAYMENT_TYPES.filter((p) => p !== 'sample').map((p) => ({
                value: p,
                label: PAYMENT_TYPE_LABELS[p][lang],
              }))}
            />
          )}
          {!free && (
            <SelectField<OrderFormValues>
              name="paymentDelay"
              label={t('add.paymentDelay')}
              emptyLabel={t('add.paymentDefault')}
              slotProps={SHOW_EMPTY}
              options={PAYMENT_DELAY_KEYS.map((d) => ({ value: d, label: paymentDelayLabel(d, lang) }))}
            />
          )}
          {mode === 'quote' && (
            <TextField<OrderFormValues>
              type="date"
              name="validUntil"
              label={t('add.validUntil')}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          )}
          <TextField<OrderFormValues>
            name="notes"
            label={t('quote.internalNote')}
            helperText={t('quote.internalNoteHelp')}
            multiline
            minRows={2}
            sx={{ gridColumn: { md: '1 / -1' } }}
          />
        </Card>
        <EntryTotals estimate={estimate} priced={priced} hasClient={clientId !== null} />
        {save.isError && <Alert severity="error">{save.error.message}</Alert>}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button
            variant="contained"
            disabled={save.isPending}
            onClick={() => {
              setTried(true);
              void submit();
            }}
          >
            {save.isPending ? t('add.saving') : t('add.save')}
          </Button>
        </Box>
      </Box>
    </FormProvider>
  );
}
