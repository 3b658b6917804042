import { useTranslation } from 'react-i18next';
import { useProductPage } from '../api/storefront.queries.ts';
import { Breadcrumb } from '../components/breadcrumb.tsx';
import { EmptyState } from '../components/empty-state.tsx';
import { ProductCard, ProductCardSkeleton, useCardTexts } from '../components/product-card.tsx';
import { ShopFooter } from '../components/shop-footer.tsx';
import { useDocumentTitle, useShopRoute, useStorefront } from '../components/storefront.hooks.ts';
import '../storefront.i18n.ts';
import '../components/product-detail.css';
import '../components/builder/builder.css';
import { builderPath, isBuilder } from '../logic/storefront.logic.ts';

/** '/shops/:id/builders': the shop's boxes to compose. */
export function BuildersPage() {
  const { t } = useTranslation('storefront');
  const { key, base } = useShopRoute();
  const storefront = useStorefront();
  const boxes = useProductPage(key, { productType: 'box' }, 1, 100);
  const builders = (boxes.data?.products ?? []).filter(isBuilder);
  const texts = useCardTexts();
  useDocumentTitle(storefront.data ? `${t('builder.title')} — ${storefront.data.shop.name}` : null);
  if (storefront.data === null) return null;
  const shop = storefront.data?.shop;
  return (
    <>
      <div className="cv-pd-page">
        <Breadcrumb
          items={[
            ...(shop ? [{ label: shop.name, to: `/${shop.urlShop}` }] : []),
            { label: t('builder.title') },
          ]}
        />
        <h1 className="cv-builder-title">{t('builder.title')}</h1>
        <p className="cv-builders-intro">{t('builder.intro')}</p>
        {!boxes.data ? (
          <div className="cv-grid" aria-busy="true">
            {Array.from({ length: 4 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
              <ProductCardSkeleton key={i} />
            ))}
          </div>
        ) : builders.length === 0 ? (
          <EmptyState title={t('builder.none')} />
        ) : (
          <ul className="cv-grid">
            {builders.map((box) => (
              <li key={box.id} className="cv-grid-item">
                <ProductCard
                  product={box}
                  to={builderPath(key, box.slug)}
                  shopCode={shop?.code ?? key}
                  texts={texts}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      {shop && <ShopFooter base={base} shopKey={key} name={shop.name} />}
    </>
  );
}
