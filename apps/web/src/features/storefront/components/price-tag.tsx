import type { StoreFormat } from '@cuvee/contracts';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { Link as RouterLink } from '../../../shop-app/router.tsx';
import { formatPrice } from '../logic/storefront.format.ts';
import './storefront.css';
import './price-tag.css';

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
    <div className={compact ? 'cv-members cv-members--compact' : 'cv-members'}>
      <span>{t('price.hidden')}</span>
      <RouterLink to={`/auth/register/buyer?id=${encodeURIComponent(shopCode)}`}>
        {t('price.createAccount')}
      </RouterLink>
    </div>
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
  if (!format?.price) return <span className="cv-price-none">{t('price.noPrice')}</span>;
  return (
    <div data-testid="price" className={size === 'page' ? 'cv-price cv-price--page' : 'cv-price'}>
      {format.struck && (
        // The prior price of an announced reduction, from the price history (issue 29).
        <s className="cv-price-prior" data-testid="price-prior">
          <span className="cv-sr-only">
            {t('price.prior', { price: formatPrice(format.struck.prior, lang) })}
          </span>
          <span aria-hidden="true">{formatPrice(format.struck.prior, lang)}</span>
        </s>
      )}
      <span className="cv-price-amount">{formatPrice(format.struck?.shown ?? format.price.shown, lang)}</span>{' '}
      <TaxMention ttc={format.price.showTtc} />
    </div>
  );
}
