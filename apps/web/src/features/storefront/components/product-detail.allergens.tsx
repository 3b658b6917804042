import type { StoreProduct } from '@cuvee/contracts';
import { ALLERGENS } from '@cuvee/domain/catalogue/reference';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { Link as RouterLink } from '../../../shop-app/router.tsx';

/** The product's allergens, and the link to the e-label of the chosen vintage and format. */
export function ProductAllergens({ product, elabel }: { product: StoreProduct; elabel: string | null }) {
  const { t } = useTranslation('storefront');
  const lang = useUiLanguage();
  const allergens = product.allergens.map((key) => ALLERGENS.find((a) => a.key === key)?.[lang] ?? key);
  if (allergens.length === 0 && !elabel) return null;
  return (
    <section aria-labelledby="product-allergens" className="cv-pd-section">
      <h2 id="product-allergens">{t('product.allergens')}</h2>
      <p>
        {allergens.length > 0 ? (
          <>
            {t('product.contains')} <strong>{allergens.join(', ')}</strong>
          </>
        ) : (
          t('product.noAllergen')
        )}
      </p>
      {elabel && (
        <RouterLink to={elabel} data-testid="elabel-link" className="cv-pd-elabel">
          <span aria-hidden="true">i</span>
          {t('product.elabel')}
        </RouterLink>
      )}
    </section>
  );
}
