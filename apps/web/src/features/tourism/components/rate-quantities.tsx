import type { EventRate } from '@cuvee/contracts';
import { formatEuros } from '@cuvee/domain';
import Add from '@mui/icons-material/Add';
import Remove from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../lib/i18n.ts';

/** How many of each rate: minus and plus beside each (tickets first, then the extras). */
export function RateQuantities(props: {
  rates: readonly EventRate[];
  quantities: Readonly<Record<string, number>>;
  onChange(rateId: string, quantity: number): void;
}) {
  const { t } = useTranslation('tourism');
  const lang = useUiLanguage();
  const sorted = [...props.rates].sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'ticket' ? -1 : 1));
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="rate-quantities">
      {sorted.map((rate) => {
        const quantity = props.quantities[rate.id] ?? 0;
        const label = t('add.quantityOf', { label: rate.label });
        return (
          <Box
            component="li"
            key={rate.id}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              py: 1,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Box sx={{ flex: 1 }}>
              <Typography sx={{ fontWeight: 600 }}>{rate.label}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {rate.priceCents === 0
                  ? t('events.free')
                  : formatEuros(rate.priceCents, lang === 'fr' ? 'fr-FR' : 'en-GB')}
                {rate.kind === 'optional' ? ` · ${t('form.rates.optional')}` : ''}
                {rate.kind === 'ticket' && !rate.counting ? ` · ${t('add.notCounting')}` : ''}
              </Typography>
            </Box>
            <IconButton
              aria-label={t('add.less', { label: rate.label })}
              disabled={quantity === 0}
              onClick={() => props.onChange(rate.id, quantity - 1)}
            >
              <Remove />
            </IconButton>
            <Typography
              component="output"
              aria-label={label}
              sx={{ minWidth: 28, textAlign: 'center', fontWeight: 700 }}
            >
              {quantity}
            </Typography>
            <IconButton
              aria-label={t('add.more', { label: rate.label })}
              onClick={() => props.onChange(rate.id, quantity + 1)}
            >
              <Add />
            </IconButton>
          </Box>
        );
      })}
    </Box>
  );
}
