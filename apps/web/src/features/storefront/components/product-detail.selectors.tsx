import type { StoreProduct } from '@cuvee/contracts';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { formatName } from '../logic/storefront.format.ts';
import { Choice } from './product-detail.choice.tsx';

type Vintage = StoreProduct['vintages'][number];
type Format = StoreProduct['formats'][number];

/** The vintage and format pickers of the product page, when there is a choice to make. */
export function VintageFormatSelectors({
  product,
  vintage,
  format,
  shownVintages,
  onVintageChange,
  onFormatChange,
}: {
  product: StoreProduct;
  vintage: Vintage | null;
  format: Format | null;
  shownVintages: Vintage[];
  onVintageChange(id: string): void;
  onFormatChange(id: string): void;
}) {
  const { t } = useTranslation('storefront');
  const lang = useUiLanguage();
  if (shownVintages.length <= 1 && product.formats.length <= 1) return null;
  return (
    <div className="cv-pd-choices">
      {shownVintages.length > 1 && (
        <Choice
          label={t('product.vintage')}
          value={vintage?.id ?? ''}
          options={shownVintages.map((v) => ({ value: v.id, label: v.displayName ?? v.name }))}
          onChange={onVintageChange}
          testId="vintage-select"
        />
      )}
      {product.formats.length > 1 && (
        <Choice
          label={t('product.format')}
          value={format?.id ?? ''}
          options={product.formats.map((f) => ({
            value: f.id,
            label: f.outOfStock ? `${formatName(f, lang)} — ${t('price.outOfStock')}` : formatName(f, lang),
          }))}
          onChange={onFormatChange}
          testId="format-select"
        />
      )}
    </div>
  );
}
