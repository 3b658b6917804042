import type { StoreFormat } from '@cuvee/contracts';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { Link as RouterLink } from '../../../shop-app/router.tsx';
import { formatPrice } from '../logic/storefront.format.ts';
import { FOCUS_RING } from './storefront.styles.ts';
import './storefront.css';

/** 'TTC' or 'HT' after a price, spelt out for screen readers. */
export function TaxMention({ ttc }: { ttc: boolean }) {
  const { t } = useTranslation('storefront');
  return (
    <abbr className="cv-tax" title={ttc ? t('price.ttcLong') : t('price.htLong')}>
      {ttc ? t('price.ttc') : t('price.ht')}
    </abbr>
  );
}

/** Spec §6: price viewing reserved to members — visitors are asked to register. */
export function MembersOnly({ shopCode, compact = false }: { shopCode: string; compact?: boolean }) {
  const { t } = useTranslation('storefront');
  return (
    <Box sx={{ position: 'relative', zIndex: 1, fontSize: compact ? '0.85rem' : '0.95rem' }}>
      <Box component="span" sx={{ color: 'text.secondary', display: 'block' }}>
        {t('price.hidden')}
      </Box>
      <Box
        component={RouterLink}
        to={`/auth/register/buyer?id=${encodeURIComponent(shopCode)}`}
        sx={{ color: 'primary.main', fontWeight: 600, textUnderlineOffset: '3px', ...FOCUS_RING }}
      >
        {t('price.createAccount')}
      </Box>
    </Box>
  );
}

/** The unit price of a format as the viewer's typology pays it: '12,90 € TTC' or '8,50 € HT'. */
export function PriceTag({
  format,
  priceHidden,
  shopCode,
  size = 'card',
}: {
  format: StoreFormat | null;
  priceHidden: boolean;
  shopCode: string;
  size?: 'card' | 'page';
}) {
  const { t } = useTranslation('storefront');
  const lang = useUiLanguage();
  if (priceHidden) return <MembersOnly shopCode={shopCode} compact={size === 'card'} />;
  if (!format?.price) {
    return (
      <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.9rem' }}>
        {t('price.noPrice')}
      </Box>
    );
  }
  return (
    <Box
      data-testid="price"
      sx={{ display: 'inline-flex', alignItems: 'baseline', gap: 0.75, whiteSpace: 'nowrap' }}
    >
      <Box
        component="span"
        sx={{
          fontWeight: 700,
          fontSize: size === 'page' ? '1.9rem' : '1.1rem',
          fontVariantNumeric: 'tabular-nums',
          color: 'text.primary',
          letterSpacing: size === 'page' ? '-0.01em' : 0,
        }}
      >
        {formatPrice(format.price.shown, lang)}
      </Box>{' '}
      <TaxMention ttc={format.price.showTtc} />
    </Box>
  );
}
