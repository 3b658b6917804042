import type { SalesOrderPriceBody } from '@cuvee/contracts/sales-orders';
import { type PricedDocument, rateLabel } from '@cuvee/domain';
import Autocomplete from '@mui/material/Autocomplete';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AutocompleteInput } from '../../../components/form/autocomplete-input.tsx';
import { EurosField } from '../../../components/form/index.ts';
import { useCan } from '../../../lib/use-can.ts';
import { entryDeliveryModesQuery, entryPriceQuery } from '../api/order-price.queries.ts';
import { useOrderFormat } from '../components/order-format.ts';
import type { DraftLine } from './order-add.lines.tsx';
import { deliveryMissing, lineBody, type OrderFormValues } from './order-form.values.ts';

/*
 * Parts of the entry form (issue 24): the delivery named by one of the shop's modes (or typed)
 * with its fee apart, and the totals the saved document will hold — the API prices the lines
 * for the chosen client as it will on saving; until a client is chosen, the lines' estimate.
 */

/** The delivery's mode (one of the shop's, or typed) and its fee HT (the kit's euros field). */
export function DeliveryFields({ tried }: { tried: boolean }) {
  const { t } = useTranslation('orders');
  const { setValue } = useFormContext<OrderFormValues>();
  const delivery = useWatch<OrderFormValues, 'delivery'>({ name: 'delivery' });
  // The shop's modes for whoever manages them; others type the mode's name.
  const canRead = useCan('delivery.read');
  const modes = useQuery(entryDeliveryModesQuery(canRead)).data?.modes.filter((m) => m.active) ?? [];
  const missing = tried && deliveryMissing(delivery);
  return (
    <>
      <Autocomplete
        freeSolo
        options={modes.map((m) => m.name)}
        inputValue={delivery.name}
        onInputChange={(_, name) => {
          setValue('delivery.name', name);
          setValue('delivery.modeId', modes.find((m) => m.name === name)?.id ?? null);
        }}
        renderInput={(params) => (
          <AutocompleteInput
            params={params}
            shrinkLabel
            label={t('quote.deliveryMode')}
            placeholder={t('quote.noMode')}
            error={missing}
            helperText={missing ? t('quote.shippingNeedsMode') : t('quote.deliveryModeHint')}
          />
        )}
      />
      <EurosField<OrderFormValues> name="delivery.feeCents" label={t('quote.shippingFee')} />
    </>
  );
}

/** The API's pricing of the entry for its client, asked again as the lines change. */
export function useEntryPrice(
  kind: SalesOrderPriceBody['kind'],
  clientId: string | null,
  lines: DraftLine[],
  shippingCents: number,
) {
  const ready =
    clientId !== null && lines.length > 0 && lines.every((l) => lineBody(l).quantity > 0 && l.formatId);
  const body: SalesOrderPriceBody | null = ready
    ? {
        kind,
        clientId,
        lines: lines.map(lineBody),
        ...(shippingCents > 0 ? { shippingCents } : {}),
      }
    : null;
  return useQuery(entryPriceQuery(body)).data ?? null;
}

export function EntryTotals({
  estimate,
  priced,
  hasClient,
}: {
  estimate: PricedDocument;
  priced: ReturnType<typeof useEntryPrice>;
  hasClient: boolean;
}) {
  const { t } = useTranslation('orders');
  const { euros } = useOrderFormat();
  const shown = priced
    ? {
        totalHt: priced.totalHT,
        totalTtc: priced.totalTTC,
        vat: priced.vat.map((v) => ({ rateBp: Math.round(v.rate * 100), cents: v.amount })),
        excise: priced.excise,
        css: priced.css,
      }
    : {
        totalHt: estimate.totals.totalHt,
        totalTtc: estimate.totals.totalTtc,
        vat: estimate.totals.breakdown.map((r) => ({ rateBp: r.rateBp, cents: r.vatCents })),
        excise: estimate.excise,
        css: estimate.css,
      };
  return (
    <Card sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 0.5, alignItems: 'flex-end' }}>
      <Typography data-testid="total-ht">
        {t('add.totalHt')} : {euros(shown.totalHt)}
      </Typography>
      {shown.vat.map((r) => (
        <Typography key={r.rateBp} color="text.secondary">
          {t('add.vat', { rate: rateLabel(r.rateBp) })} : {euros(r.cents)}
        </Typography>
      ))}
      <Typography sx={{ fontWeight: 700 }} data-testid="total-ttc">
        {t('add.totalTtc')} : {euros(shown.totalTtc)}
      </Typography>
      {shown.excise + shown.css > 0 && (
        <Typography variant="body2" color="text.secondary" data-testid="entry-duties">
          {[
            shown.excise > 0 ? t('detail.excise', { amount: euros(shown.excise) }) : null,
            shown.css > 0 ? t('detail.css', { amount: euros(shown.css) }) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary" data-testid="entry-prices">
        {priced
          ? priced.typology
            ? t('quote.clientPrices', { typology: priced.typology })
            : t('quote.publicPrices')
          : hasClient
            ? t('add.estimate')
            : t('quote.chooseClient')}
      </Typography>
    </Card>
  );
}
