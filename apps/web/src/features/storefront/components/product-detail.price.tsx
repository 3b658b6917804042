import type { StoreProduct } from '@cuvee/contracts';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { formatName, formatPrice, volumeLabel } from '../logic/storefront.format.ts';
import { PriceTag } from './price-tag.tsx';
import { OVERLINE } from './storefront.styles.ts';

type Format = StoreProduct['formats'][number];

/**
 * The product page's price: the viewer's unit price with the format (or its volume), 'Rupture de
 * stock' when nothing is available (the product's `outofstock` status, which the stock sets, or
 * the chosen format's own),
 * then the quantity tiers, free items and promotions of the chosen format.
 */
export function PriceBlock({
  product,
  format,
  shopCode,
}: {
  product: StoreProduct;
  format: Format | null;
  shopCode: string;
}) {
  const { t } = useTranslation('storefront');
  const lang = useUiLanguage();
  const volume = format ? volumeLabel(format, lang) : null;
  return (
    <>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          gap: 2,
          flexWrap: 'wrap',
        }}
      >
        <PriceTag format={format} priceHidden={product.priceHidden} shopCode={shopCode} size="page" />
        {(product.status === 'outofstock' || format?.outOfStock) && (
          <Box
            component="span"
            role="status"
            data-testid="out-of-stock"
            sx={{ color: 'error.main', fontWeight: 600, fontSize: '0.95rem' }}
          >
            {t('price.outOfStock')}
          </Box>
        )}
        {format && (product.formats.length === 1 || volume) && (
          <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.95rem' }}>
            {product.formats.length === 1 ? formatName(format, lang) : volume}
          </Box>
        )}
      </Box>
      {!product.priceHidden &&
        format &&
        (format.tiers.length > 0 || format.freeItems.length > 0 || format.promotions.length > 0) && (
          <Box sx={{ borderTop: 1, borderColor: '#efe8e0', pt: 2 }}>
            <Box component="p" sx={{ ...OVERLINE, m: 0, mb: 1, fontSize: '0.7rem' }}>
              {t('price.tiersTitle')}
            </Box>
            <Box
              component="ul"
              data-testid="price-tiers"
              sx={{
                listStyle: 'none',
                p: 0,
                m: 0,
                display: 'grid',
                gap: 0.5,
                fontVariantNumeric: 'tabular-nums',
              }}
            >
              {format.tiers.map((tier) => (
                <li key={`tier-${tier.threshold}`}>
                  {t('price.from', { count: tier.threshold, price: formatPrice(tier.shown, lang) })}
                </li>
              ))}
              {format.freeItems.map((free) => (
                <li key={`free-${free.threshold}`}>
                  {t('price.free', { threshold: free.threshold, count: free.free })}
                </li>
              ))}
              {format.promotions.map((promo) => (
                <li key={`promo-${promo.type}-${promo.amount}-${promo.minProduct}`}>
                  {promo.type === '%'
                    ? t('price.promotionPercent', {
                        amount: promo.amount,
                        min: Math.max(1, promo.minProduct),
                      })
                    : t('price.promotionAmount', {
                        amount: formatPrice(promo.amount, lang),
                        min: Math.max(1, promo.minProduct),
                      })}
                </li>
              ))}
            </Box>
          </Box>
        )}
    </>
  );
}
