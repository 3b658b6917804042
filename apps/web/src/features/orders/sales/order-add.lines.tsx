import type { EntryProduct } from '@cuvee/contracts';
import { parseDecimal } from '@cuvee/contracts';
import { lineNet } from '@cuvee/domain';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type FieldArrayWithId, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DecimalField, EurosField, NumberField, SelectField } from '../../../components/form/index.ts';
import { useOrderFormat } from '../components/order-format.ts';
import type { OrderFormValues } from './order-form.values.ts';

/*
 * The lines of a document being entered: a product picked by name (order-add.picker.tsx, its
 * formats priced for the client), then per line format, vintage, quantity, discount and an
 * optional unit price (the kit's euros field); the net shown is the domain's lineNet on the
 * unit the API will take.
 */

export type DraftLine = {
  key: string;
  product: EntryProduct;
  formatId: string;
  vintage: string;
  /** As typed ('6'); the schema wants a whole number above 0. */
  quantity: string;
  /** As typed ('10', '2,5'): a percentage from 0 to 100. */
  discountPct: string;
  /** The staff's own unit price HT in cents (the euros field); null = the client's price list. */
  unitHtCents: number | null;
};

const formatOf = (line: DraftLine) => line.product.formats.find((f) => f.id === line.formatId);

/** The unit HT a line is estimated at: the typed one, else the format's price for the client. */
export function estimatedUnit(line: DraftLine): number {
  if (line.unitHtCents !== null && Number.isFinite(line.unitHtCents)) return line.unitHtCents;
  return formatOf(line)?.unitHtCents ?? 0;
}
/** The quantity typed, 0 while it is not a whole number above 0 (the schema says so). */
export function quantityOf(line: DraftLine): number {
  const n = parseDecimal(line.quantity);
  return n !== undefined && Number.isSafeInteger(n) && n > 0 ? n : 0;
}
/** The discount typed in basis points, 0 while it is not a percentage. */
export function discountBpOf(line: DraftLine): number {
  const pct = parseDecimal(line.discountPct);
  return pct !== undefined && pct >= 0 && pct <= 100 ? Math.round(pct * 100) : 0;
}
export const draftNet = (l: DraftLine) => lineNet(quantityOf(l), estimatedUnit(l), discountBpOf(l));

/** A new line for a product just picked: its first format offered to the client, its first vintage. */
export function lineOf(product: EntryProduct): DraftLine {
  const format = product.formats.find((f) => f.offered) ?? product.formats[0];
  return {
    key: `${product.id}-${Date.now()}`,
    product,
    formatId: format?.id ?? '',
    vintage: product.vintages[0]?.name ?? '',
    quantity: '1',
    discountPct: '0',
    unitHtCents: null,
  };
}

/** The lines of the form (its `lines` field array), each with its own fields and net. */
export function DraftLines({
  fields,
  onRemove,
  free,
}: {
  fields: FieldArrayWithId<OrderFormValues, 'lines', 'fieldKey'>[];
  onRemove: (index: number) => void;
  free: boolean;
}) {
  const { t } = useTranslation('orders');
  const { euros } = useOrderFormat();
  const lines = useWatch<OrderFormValues, 'lines'>({ name: 'lines' }) ?? [];
  if (fields.length === 0) return <Typography color="text.secondary">{t('add.noLines')}</Typography>;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }} data-testid="draft-lines">
      {fields.map((field, i) => {
        const l = lines[i] ?? field;
        return (
          <Box
            key={field.fieldKey}
            sx={{
              display: 'grid',
              gap: 1,
              alignItems: 'center',
              gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1.2fr 1fr 0.8fr 1fr 0.8fr 1fr auto' },
            }}
          >
            <Typography sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, fontWeight: 600 }}>
              {l.product.name}
            </Typography>
            <SelectField<OrderFormValues>
              size="small"
              name={`lines.${i}.formatId`}
              label={t('add.format')}
              options={l.product.formats.map((f) => ({
                value: f.id,
                label: f.offered ? f.label : `${f.label} (${t('add.notOffered')})`,
              }))}
            />
            <SelectField<OrderFormValues>
              size="small"
              name={`lines.${i}.vintage`}
              label={t('add.vintage')}
              emptyLabel="—"
              options={l.product.vintages.map((v) => ({ value: v.name, label: v.name }))}
            />
            <NumberField<OrderFormValues>
              size="small"
              name={`lines.${i}.quantity`}
              label={t('add.quantity')}
            />
            <EurosField<OrderFormValues>
              size="small"
              name={`lines.${i}.unitHtCents`}
              label={t('add.unitHt')}
              placeholder={t('add.unitHint')}
              disabled={free}
            />
            <DecimalField<OrderFormValues>
              size="small"
              name={`lines.${i}.discountPct`}
              label={t('add.discount')}
              disabled={free}
            />
            <Typography sx={{ textAlign: 'right' }} aria-label={t('add.net')}>
              {euros(free ? 0 : draftNet(l))}
            </Typography>
            <IconButton aria-label={t('add.remove')} onClick={() => onRemove(i)}>
              <DeleteOutlined />
            </IconButton>
          </Box>
        );
      })}
    </Box>
  );
}
