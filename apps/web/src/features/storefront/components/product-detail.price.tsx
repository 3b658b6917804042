import type { StoreProduct } from '@cuvee/contracts';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { formatName, formatPrice, volumeLabel } from '../logic/storefront.format.ts';
import { PriceTag } from './price-tag.tsx';

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
      <div className="cv-pd-price">
        <PriceTag format={format} priceHidden={product.priceHidden} shopCode={shopCode} size="page" />
        {(product.status === 'outofstock' || format?.outOfStock) && (
          <span role="status" data-testid="out-of-stock" className="cv-pd-stock">
            {t('price.outOfStock')}
          </span>
        )}
        {format && (product.formats.length === 1 || volume) && (
          <span className="cv-pd-volume">
            {product.formats.length === 1 ? formatName(format, lang) : volume}
          </span>
        )}
      </div>
      {!product.priceHidden &&
        format &&
        (format.tiers.length > 0 || format.freeItems.length > 0 || format.promotions.length > 0) && (
          <div className="cv-pd-tiers">
            <p className="cv-overline">
              {/* A promotion or a free item is an offer, not a quantity price. */}
              {t(
                format.freeItems.length > 0 || format.promotions.length > 0
                  ? 'price.offersTitle'
                  : 'price.tiersTitle',
              )}
            </p>
            <ul data-testid="price-tiers">
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
                        count: Math.max(1, promo.minProduct),
                      })
                    : t('price.promotionAmount', {
                        amount: formatPrice(promo.amount, lang),
                        count: Math.max(1, promo.minProduct),
                      })}
                </li>
              ))}
            </ul>
          </div>
        )}
    </>
  );
}
