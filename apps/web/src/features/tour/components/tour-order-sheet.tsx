import type { TourClient } from '@cuvee/contracts/tour';
import Add from '@mui/icons-material/Add';
import Remove from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LightTextField } from '../../../components/form/light-field.tsx';
import { type Catalogue, priceSheet, type SheetLine, unitOf } from '../logic/tour.price.ts';
import { useEuros } from '../logic/use-euros.ts';
import '../tour.i18n.ts';

const norm = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

export type SheetKind = 'order' | 'sample';

/**
 * The order of one client, taken on the device: the catalogue at the client's typology prices
 * with its stock, quantities by steps (a finger on a tablet), the total priced by the domain's
 * engine as the server will price it. Or a free sample (decision 0165): the same wines, offered.
 */
export function TourOrderSheet({
  client,
  catalogue,
  onSave,
}: {
  client: TourClient;
  catalogue: Catalogue;
  onSave(
    lines: SheetLine[],
    seen: { units: Record<string, number>; totalTtcCents: number },
    kind: SheetKind,
  ): Promise<void>;
}) {
  const { t } = useTranslation('tour');
  const euros = useEuros();
  const [search, setSearch] = useState('');
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [saving, setSaving] = useState(false);
  const [kind, setKind] = useState<SheetKind>('order');
  const sample = kind === 'sample';
  const products = useMemo(
    () => catalogue.products.filter((p) => norm(p.name).includes(norm(search.trim()))),
    [catalogue, search],
  );
  const lines: SheetLine[] = catalogue.products.flatMap((p) =>
    p.formats
      .filter((f) => (quantities[f.id] ?? 0) > 0)
      .map((f) => ({
        productId: p.id,
        formatId: f.id,
        vintage: p.vintages[0]?.name ?? null,
        quantity: quantities[f.id]!,
      })),
  );
  const priced = priceSheet(catalogue, client.priceKey, lines);
  const step = (formatId: string, by: number) =>
    setQuantities((q) => ({ ...q, [formatId]: Math.max(0, Math.min(100_000, (q[formatId] ?? 0) + by)) }));

  const save = async () => {
    setSaving(true);
    try {
      // A sample is free: the device saw nothing to pay, as the server enters it.
      const units = Object.fromEntries(
        lines.map((l) => [
          l.formatId,
          sample
            ? 0
            : (unitOf(catalogue.products.find((p) => p.id === l.productId)!, l.formatId, client.priceKey) ??
              0),
        ]),
      );
      await onSave(lines, { units, totalTtcCents: sample ? 0 : priced.totals.totalTtc }, kind);
      setQuantities({});
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card component="section" aria-labelledby="tour-sheet-title" data-testid="tour-order-sheet">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography
            id="tour-sheet-title"
            component="h2"
            variant="h3"
            sx={{ flex: 1, minWidth: { xs: '100%', sm: 200 } }}
          >
            {t(sample ? 'sampleFor' : 'orderFor', { client: client.displayName })}
          </Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={kind}
            aria-label={t('whatFor')}
            onChange={(_, next: SheetKind | null) => next && setKind(next)}
          >
            <ToggleButton value="order" sx={{ minHeight: 44, px: 2 }}>
              {t('takeOrder')}
            </ToggleButton>
            <ToggleButton value="sample" sx={{ minHeight: 44, px: 2 }}>
              {t('takeSample')}
            </ToggleButton>
          </ToggleButtonGroup>
        </Box>
        {client.typologyName && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('typology', { name: client.typologyName })}
          </Typography>
        )}
        <LightTextField name="tour-product" label={t('searchProduct')} value={search} onChange={setSearch} />
        <Box sx={{ display: 'grid', gap: 1, maxHeight: { xs: 360, md: 420 }, overflowY: 'auto' }}>
          {products.length === 0 && (
            <Typography sx={{ color: 'text.secondary' }}>{t('noProduct')}</Typography>
          )}
          {products.flatMap((p) =>
            p.formats.map((f) => {
              const name = `${p.name} — ${f.label}`;
              const unit = unitOf(p, f.id, client.priceKey);
              const quantity = quantities[f.id] ?? 0;
              return (
                <Box
                  key={f.id}
                  data-testid="tour-product"
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 1,
                    borderBottom: 1,
                    borderColor: 'divider',
                    py: 0.5,
                  }}
                >
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {sample ? t('offered') : unit === null ? '—' : `${euros(unit)} HT`} ·{' '}
                      {f.available === null
                        ? t('noStock')
                        : f.available > 0
                          ? t('available', { count: f.available })
                          : t('unavailable')}
                    </Typography>
                  </Box>
                  <IconButton
                    aria-label={t('less', { name })}
                    disabled={quantity === 0}
                    onClick={() => step(f.id, -1)}
                    size="large"
                  >
                    <Remove />
                  </IconButton>
                  <Typography
                    aria-label={t('quantity', { name })}
                    sx={{ minWidth: 32, textAlign: 'center', fontWeight: 700 }}
                  >
                    {quantity}
                  </Typography>
                  <IconButton aria-label={t('more', { name })} onClick={() => step(f.id, 1)} size="large">
                    <Add />
                  </IconButton>
                </Box>
              );
            }),
          )}
        </Box>
        {sample ? (
          <Typography data-testid="tour-total">
            {t('sampleUnits', { count: lines.reduce((n, l) => n + l.quantity, 0) })}
          </Typography>
        ) : (
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
            <Typography>
              {t('totalHt')} : {euros(priced.totals.totalHt)}
            </Typography>
            <Typography sx={{ fontWeight: 700 }} data-testid="tour-total">
              {t('totalTtc')} : {euros(priced.totals.totalTtc)}
            </Typography>
          </Box>
        )}
        <Button variant="contained" size="large" disabled={lines.length === 0 || saving} onClick={save}>
          {t(sample ? 'saveSample' : 'save')}
        </Button>
      </CardContent>
    </Card>
  );
}
