import type { StoreProduct } from '@cuvee/contracts';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { formatAlcohol, labelName, qualityName, typeName } from '../logic/storefront.format.ts';
import { attributesOf } from '../logic/storefront.logic.ts';
import { ColorMark } from './product-card.tsx';

type Vintage = StoreProduct['vintages'][number];

/** The product's details: appellation, grapes, colour, type, alcohol and labels, as a list. */
export function ProductDetails({ product, vintage }: { product: StoreProduct; vintage: Vintage | null }) {
  const { t } = useTranslation('storefront');
  const lang = useUiLanguage();
  const attributes = attributesOf(product);
  const details: { term: string; value: ReactNode }[] = [];
  if (attributes.appellation) {
    const quality = qualityName(attributes.quality, lang);
    details.push({
      term: t('product.appellation'),
      value:
        quality && !attributes.appellation.includes(quality)
          ? `${attributes.appellation} (${quality})`
          : attributes.appellation,
    });
  }
  if (attributes.grapeVarieties.length)
    details.push({ term: t('product.grapes'), value: attributes.grapeVarieties.join(', ') });
  if (product.color) details.push({ term: t('product.color'), value: <ColorMark color={product.color} /> });
  if (product.type) details.push({ term: t('product.type'), value: typeName(product.type, lang) });
  if (vintage?.alcohol)
    details.push({ term: t('product.alcohol'), value: formatAlcohol(vintage.alcohol, lang) });
  if (attributes.labels.length)
    details.push({ term: t('product.labels'), value: attributes.labels.map(labelName).join(' · ') });
  if (details.length === 0) return null;
  return (
    <section aria-labelledby="product-details" className="cv-pd-section">
      <h2 id="product-details">{t('product.details')}</h2>
      <dl className="cv-pd-facts">
        {details.map((d) => (
          <Fragment key={d.term}>
            <dt>{d.term}</dt>
            <dd>{d.value}</dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}
