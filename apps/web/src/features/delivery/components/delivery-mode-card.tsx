import type { DeliveryMode } from '@cuvee/contracts';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useDeliveryLabels } from './labels.ts';

/** The price brackets in a line: '1 bout. 12,00 € · dès 6 bout. 15,00 €', or 'Gratuit'. */
function usePriceText() {
  const { t, euros, number } = useDeliveryLabels();
  return (mode: DeliveryMode) => {
    if (mode.brackets.length === 0 || mode.brackets.every((b) => b.priceCents === 0)) return t('free');
    return mode.brackets
      .map((b) => {
        const from =
          mode.basis === 'weight'
            ? t('fromKg', { from: number(b.from / 1000) })
            : mode.basis === 'amount'
              ? t('fromAmount', { from: number(b.from / 100) })
              : t('fromBottles', { from: number(b.from) });
        return `${from} ${euros(b.priceCents)}`;
      })
      .join(' · ');
  };
}

function rulesText(mode: DeliveryMode, l: ReturnType<typeof useDeliveryLabels>): string[] {
  const { t, euros } = l;
  const out: string[] = [];
  if (mode.minAmountCents !== null) out.push(t('minAmount', { amount: euros(mode.minAmountCents) }));
  if (mode.minProducts !== null && mode.maxProducts !== null)
    out.push(t('products', { min: mode.minProducts, max: mode.maxProducts }));
  else if (mode.minProducts !== null) out.push(t('minProducts', { count: mode.minProducts }));
  else if (mode.maxProducts !== null) out.push(t('maxProducts', { count: mode.maxProducts }));
  if (mode.multipleOf !== null) out.push(t('multipleOf', { count: mode.multipleOf }));
  if (mode.kind === 'collectionPoint') out.push(t('points', { count: mode.collectionPoints.length }));
  return out;
}

/** One mode in the list: kind, zones, price basis, franco, conditions, its active switch. */
export function DeliveryModeCard({
  mode,
  canWrite,
  toggling,
  onToggle,
  onEdit,
  onRemove,
}: {
  mode: DeliveryMode;
  canWrite: boolean;
  toggling: boolean;
  onToggle(): void;
  onEdit(): void;
  onRemove(): void;
}) {
  const labels = useDeliveryLabels();
  const { t, euros } = labels;
  const priceText = usePriceText();
  const franco = !mode.franco
    ? t('noFranco')
    : mode.franco.kind === 'products'
      ? t('francoProducts', { count: mode.franco.value })
      : t('francoAmount', { amount: euros(mode.franco.value) });
  const rules = rulesText(mode, labels);
  const line = (label: string, value: string) => (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label} :{' '}
      </Box>
      {value}
    </Typography>
  );
  return (
    <Card
      sx={{ p: 2, display: 'grid', gap: 0.75, opacity: mode.active ? 1 : 0.7 }}
      data-testid="delivery-mode"
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="h2" variant="h3" sx={{ flex: 1, minWidth: 160 }}>
          {mode.name}
        </Typography>
        <Chip size="small" label={labels.kind(mode.kind)} />
        <Chip
          size="small"
          color={mode.active ? 'success' : 'default'}
          variant={mode.active ? 'filled' : 'outlined'}
          label={mode.active ? t('active') : t('inactive')}
        />
      </Box>
      {mode.carrier && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {mode.carrier}
        </Typography>
      )}
      {line(t('zones'), labels.zones(mode.zones))}
      {line(t('basis'), `${labels.basis(mode.basis)} — ${priceText(mode)}`)}
      {line(t('franco'), franco)}
      {rules.length > 0 && line(t('rules'), rules.join(' · '))}
      {canWrite && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
          <FormControlLabel
            sx={{ flex: 1, minWidth: 200 }}
            control={<Switch checked={mode.active} disabled={toggling} onChange={onToggle} />}
            label={t('activeSwitch')}
          />
          <Button size="small" startIcon={<EditOutlined />} onClick={onEdit}>
            {t('edit')}
          </Button>
          <Button size="small" color="error" startIcon={<DeleteOutlined />} onClick={onRemove}>
            {t('remove')}
          </Button>
        </Box>
      )}
    </Card>
  );
}
