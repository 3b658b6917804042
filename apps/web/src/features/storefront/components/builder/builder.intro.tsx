import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../../lib/i18n.ts';
import { formatName, leadFormat } from '../../logic/storefront.format.ts';
import { ChoiceCounter } from '../builder-controls.tsx';
import { PriceTag } from '../price-tag.tsx';
import { ProductVisual } from '../product-visual.tsx';
import '../../storefront.i18n.ts';
import type { StoreProduct } from '@cuvee/contracts';
import './builder.css';

/** The builder's head: its visual, name, number of wines to pick, price and 'x / n' counter. */
export function BuilderIntro({
  builder,
  slots,
  count,
  shopCode,
}: {
  builder: StoreProduct;
  slots: number;
  count: number;
  shopCode: string;
}) {
  const { t } = useTranslation('storefront');
  const lang = useUiLanguage();
  const format = leadFormat(builder);
  return (
    <div className="cv-builder-intro">
      <div className="cv-builder-visual">
        <ProductVisual src={builder.visuals[0]} alt="" eager />
      </div>
      <div className="cv-builder-head">
        <div>
          <h1 className="cv-builder-title">{builder.name}</h1>
          <p>
            {t('builder.pick', { count: slots })}
            {format ? ` · ${formatName(format, lang)}` : ''}
          </p>
        </div>
        <PriceTag format={format} priceHidden={builder.priceHidden} shopCode={shopCode} />
      </div>
      {/* Under the name on wider screens; the whole width under the picture on phones. */}
      <div className="cv-builder-count">
        <ChoiceCounter count={count} slots={slots} />
      </div>
    </div>
  );
}
