import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductVisual } from './product-visual.tsx';

/** The product's visuals: the current one large, the others as thumbnails (buttons) to pick. */
export function ProductGallery({ visuals, name }: { visuals: string[]; name: string }) {
  const { t } = useTranslation('storefront');
  const [index, setIndex] = useState(0);
  const current = visuals[Math.min(index, visuals.length - 1)];
  return (
    <div className="cv-gallery">
      <div className="cv-gallery-main">
        <ProductVisual src={current} alt={name} eager ratio="4 / 5" />
      </div>
      {visuals.length > 1 && (
        <div className="cv-gallery-thumbs">
          {visuals.map((src, i) => (
            <button
              type="button"
              key={src}
              className="cv-pd-thumb"
              onClick={() => setIndex(i)}
              aria-label={t('product.showVisual', { index: i + 1 })}
              aria-pressed={i === index}
            >
              <ProductVisual src={src} alt="" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
