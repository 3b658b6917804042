import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from '../../../shop-app/router.tsx';
import { useProduct } from '../api/storefront.queries.ts';
import { ChoiceCounter, ChoiceStepper, useBuilderChoices } from '../components/builder-controls.tsx';
import { ProductSkeleton } from '../components/page-skeleton.tsx';
import { ProductDetail } from '../components/product-detail.tsx';
import { ShopFooter } from '../components/shop-footer.tsx';
import { useDocumentTitle, useShopRoute, useStorefront } from '../components/storefront.hooks.ts';
import '../storefront.i18n.ts';
import { useBuilder } from '../components/builder/builder.hooks.ts';
import { builderPath } from '../logic/storefront.logic.ts';
import { ProductNotFound } from './product.page.tsx';
import '../components/builder/builder.css';

/** '/shops/:id/builders/:builder/:product': one choice's page, within the builder. */
export function BuilderProductPage() {
  const { t } = useTranslation('storefront');
  const { key, base } = useShopRoute();
  const { product: productKey = '' } = useParams();
  const storefront = useStorefront();
  const { builder, box, items } = useBuilder();
  const product = useProduct(key, productKey);
  const picks = useBuilderChoices(builder.data?.id ?? 'pending', box?.slots ?? 0);
  useDocumentTitle(product.data && builder.data ? `${product.data.name} — ${builder.data.name}` : null);
  if (storefront.data === null) return null;
  if (builder.data === null || product.data === null) return <ProductNotFound base={base} />;
  if (!builder.data || !product.data) return <ProductSkeleton />;
  const shop = storefront.data?.shop;
  const back = builderPath(key, builder.data.slug);
  const inBox = items.some((item) => item.productId === product.data!.id);
  const aside =
    box && inBox ? (
      <div className="cv-builder-aside">
        <ChoiceCounter count={picks.count} slots={box.slots} />
        <ChoiceStepper
          name={product.data.name}
          count={picks.choices[product.data.id] ?? 0}
          canAdd={picks.count < box.slots}
          onChange={(delta) => picks.change(product.data!.id, delta)}
        />
        <RouterLink to={back} className="cv-btn cv-btn--outlined">
          {t('builder.back')}
        </RouterLink>
      </div>
    ) : (
      <div className="cv-builder-aside cv-note">
        <p>{t('builder.notInBox')}</p>
        <RouterLink to={back} className="cv-btn cv-btn--outlined">
          {t('builder.back')}
        </RouterLink>
      </div>
    );
  return (
    <>
      <ProductDetail
        key={product.data.id}
        product={product.data}
        shopKey={key}
        shopCode={shop?.code ?? key}
        base={base}
        purchase={() => aside}
        crumbs={[
          ...(shop ? [{ label: shop.name, to: `/${shop.urlShop}` }] : []),
          { label: builder.data.name, to: back },
          { label: product.data.name },
        ]}
      />
      {shop && <ShopFooter base={base} shopKey={key} name={shop.name} />}
    </>
  );
}
