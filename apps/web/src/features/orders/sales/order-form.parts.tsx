import type { SalesOrderPriceBody } from '@cuvee/contracts/sales-orders';
import { type PricedDocument, rateLabel } from '@cuvee/domain';
import Autocomplete from '@mui/material/Autocomplete';
import Card from '@mui/material/Card';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../lib/use-can.ts';
import { entryDeliveryModesQuery, entryPriceQuery } from '../api/order-price.queries.ts';
import { useOrderFormat } from '../components/order-format.ts';
import type { DraftLine } from './order-add.lines.tsx';

/*
 * Parts of the entry form (issue 24): the delivery named by one of the shop's modes (or typed)
 * with its fee apart, and the totals the saved document will hold — the API prices the lines
 * for the chosen client as it will on saving; until a client is chosen, the lines' estimate.
 */

export type EntryDelivery = { modeId: string | null; name: string; fee: string };

export const euroCents = (v: string) => Math.max(0, Math.round(Number(v.replace(',', '.')) * 100) || 0);

/** What the entry sends of its delivery: the mode and its fee; nothing when neither is set. */
export function shippingBody(d: EntryDelivery) {
  const name = d.name.trim();
  const priceCents = euroCents(d.fee);
  if (!name) return undefined;
  return { ...(d.modeId ? { modeId: d.modeId } : {}), label: name, priceCents };
}

/** A fee needs its mode's name: the document shows the delivery by it. */
export const deliveryMissing = (d: EntryDelivery) => euroCents(d.fee) > 0 && !d.name.trim();

export function DeliveryFields({
  value,
  onChange,
  tried,
}: {
  value: EntryDelivery;
  onChange: (next: EntryDelivery) => void;
  tried: boolean;
}) {
  const { t } = useTranslation('orders');
  // The shop's modes for whoever manages them; others type the mode's name.
  const canRead = useCan('delivery.read');
  const modes = useQuery(entryDeliveryModesQuery(canRead)).data?.modes.filter((m) => m.active) ?? [];
  const missing = tried && deliveryMissing(value);
  return (
    <>
      <Autocomplete
        freeSolo
        options={modes.map((m) => m.name)}
        inputValue={value.name}
        onInputChange={(_, name) =>
          onChange({ ...value, name, modeId: modes.find((m) => m.name === name)?.id ?? null })
        }
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('quote.deliveryMode')}
            placeholder={t('quote.noMode')}
            error={missing}
            helperText={missing ? t('quote.shippingNeedsMode') : t('quote.deliveryModeHint')}
            slotProps={{ ...params.slotProps, inputLabel: { ...params.slotProps?.inputLabel, shrink: true } }}
          />
        )}
      />
      <TextField
        label={t('quote.shippingFee')}
        value={value.fee}
        onChange={(e) => onChange({ ...value, fee: e.target.value })}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
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
  const ready = clientId !== null && lines.length > 0 && lines.every((l) => l.quantity > 0 && l.formatId);
  const body: SalesOrderPriceBody | null = ready
    ? {
        kind,
        clientId,
        lines: lines.map((l) => ({
          productId: l.product.id,
          formatId: l.formatId,
          vintage: l.vintage || null,
          quantity: l.quantity,
          discountBp: Math.round(l.discountPct * 100),
          ...(l.unitHt.trim() ? { unitHtCents: euroCents(l.unitHt) } : {}),
        })),
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
