import type { EntryProduct } from '@cuvee/contracts';
import { lineNet } from '@cuvee/domain';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useOrderFormat } from '../components/order-format.ts';

/*
 * The lines of a document being entered: a product picked by name (order-add.picker.tsx, its
 * formats priced for the client), then per line format, vintage, quantity, discount and an
 * optional unit price; the net shown is the domain's lineNet on the unit the API will take.
 */

export type DraftLine = {
  key: string;
  product: EntryProduct;
  formatId: string;
  vintage: string;
  quantity: number;
  discountPct: number;
  /** The staff's own unit price HT in euros as typed; '' = the client's price list. */
  unitHt: string;
};

const formatOf = (line: DraftLine) => line.product.formats.find((f) => f.id === line.formatId);

/** The unit HT a line is estimated at: the typed one, else the format's price for the client. */
export function estimatedUnit(line: DraftLine): number {
  if (line.unitHt.trim() !== '') return Math.round(Number(line.unitHt.replace(',', '.')) * 100) || 0;
  return formatOf(line)?.unitHtCents ?? 0;
}
export const draftNet = (l: DraftLine) =>
  lineNet(l.quantity, estimatedUnit(l), Math.round(l.discountPct * 100));

/** A new line for a product just picked: its first format offered to the client, its first vintage. */
export function lineOf(product: EntryProduct): DraftLine {
  const format = product.formats.find((f) => f.offered) ?? product.formats[0];
  return {
    key: `${product.id}-${Date.now()}`,
    product,
    formatId: format?.id ?? '',
    vintage: product.vintages[0]?.name ?? '',
    quantity: 1,
    discountPct: 0,
    unitHt: '',
  };
}

export function DraftLines({
  lines,
  onChange,
  free,
}: {
  lines: DraftLine[];
  onChange: (lines: DraftLine[]) => void;
  free: boolean;
}) {
  const { t } = useTranslation('orders');
  const { euros } = useOrderFormat();
  const set = (key: string, patch: Partial<DraftLine>) =>
    onChange(lines.map((l) => (l.key === key ? { ...l, ...patch } : l)));
  if (lines.length === 0) return <Typography color="text.secondary">{t('add.noLines')}</Typography>;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }} data-testid="draft-lines">
      {lines.map((l) => (
        <Box
          key={l.key}
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
          <TextField
            select
            size="small"
            label={t('add.format')}
            value={l.formatId}
            onChange={(e) => set(l.key, { formatId: e.target.value })}
          >
            {l.product.formats.map((f) => (
              <MenuItem key={f.id} value={f.id}>
                {f.offered ? f.label : `${f.label} (${t('add.notOffered')})`}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('add.vintage')}
            value={l.vintage}
            onChange={(e) => set(l.key, { vintage: e.target.value })}
          >
            <MenuItem value="">—</MenuItem>
            {l.product.vintages.map((v) => (
              <MenuItem key={v.id} value={v.name}>
                {v.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            type="number"
            label={t('add.quantity')}
            value={l.quantity}
            onChange={(e) => set(l.key, { quantity: Math.max(0, Math.trunc(Number(e.target.value))) })}
            slotProps={{ htmlInput: { min: 1 } }}
          />
          <TextField
            size="small"
            label={t('add.unitHt')}
            placeholder={t('add.unitHint')}
            value={l.unitHt}
            disabled={free}
            onChange={(e) => set(l.key, { unitHt: e.target.value })}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'decimal' } }}
          />
          <TextField
            size="small"
            type="number"
            label={t('add.discount')}
            value={l.discountPct}
            disabled={free}
            onChange={(e) => set(l.key, { discountPct: Math.min(100, Math.max(0, Number(e.target.value))) })}
            slotProps={{ htmlInput: { min: 0, max: 100, step: 0.5 } }}
          />
          <Typography sx={{ textAlign: 'right' }} aria-label={t('add.net')}>
            {euros(free ? 0 : draftNet(l))}
          </Typography>
          <IconButton
            aria-label={t('add.remove')}
            onClick={() => onChange(lines.filter((x) => x.key !== l.key))}
          >
            <DeleteOutlined />
          </IconButton>
        </Box>
      ))}
    </Box>
  );
}
