import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from '../../../shop-app/router.tsx';
import { Breadcrumb } from '../components/breadcrumb.tsx';
import { useBuilderChoices } from '../components/builder-controls.tsx';
import { EmptyState } from '../components/empty-state.tsx';
import { ProductSkeleton } from '../components/page-skeleton.tsx';
import { ShopFooter } from '../components/shop-footer.tsx';
import { useDocumentTitle, useShopRoute, useStorefront } from '../components/storefront.hooks.ts';
import '../storefront.i18n.ts';
import { useBuilder, useItemNames } from '../components/builder/builder.hooks.ts';
import { BuilderIntro } from '../components/builder/builder.intro.tsx';
import { BuilderItem } from '../components/builder/builder.item.tsx';
import '../components/product-detail.css';
import '../components/builder/builder.css';
import { useCardTexts } from '../components/product-card.tsx';
import { useBoxAddSlot } from './cart-slots.tsx';
import { ProductNotFound } from './product.page.tsx';

/** '/shops/:id/builders/:builder': pick `slots` wines among the box's selection, 'x / 6'. */
export function BuilderPage() {
  const { t } = useTranslation('storefront');
  const { key, base } = useShopRoute();
  const storefront = useStorefront();
  const { builder, box, items } = useBuilder();
  const picks = useBuilderChoices(builder.data?.id ?? 'pending', box?.slots ?? 0);
  const texts = useCardTexts();
  const addBox = useBoxAddSlot(storefront.data?.shop);
  const names = useItemNames(items.map((i) => i.productId));
  useDocumentTitle(
    builder.data && storefront.data ? `${builder.data.name} — ${storefront.data.shop.name}` : null,
  );
  if (storefront.data === null) return null;
  if (builder.data === null) return <ProductNotFound base={base} />;
  if (!builder.data) return <ProductSkeleton />;
  const shop = storefront.data?.shop;
  if (!box) {
    return (
      <div className="cv-pd-page">
        <EmptyState
          title={t('builder.notBuilder')}
          action={
            <RouterLink to={`${base}/${builder.data.slug}`} className="cv-btn cv-btn--outlined">
              {builder.data.name}
            </RouterLink>
          }
        />
      </div>
    );
  }
  return (
    <>
      <div className="cv-pd-page">
        <Breadcrumb
          items={[
            ...(shop ? [{ label: shop.name, to: `/${shop.urlShop}` }] : []),
            { label: t('builder.title'), to: `/shops/${encodeURIComponent(key)}/builders` },
            { label: builder.data.name },
          ]}
        />
        <BuilderIntro
          builder={builder.data}
          slots={box.slots}
          count={picks.count}
          shopCode={shop?.code ?? key}
        />
        <ul className="cv-grid" aria-label={builder.data.name}>
          {items.map((item, index) => (
            <BuilderItem
              key={item.productId}
              productId={item.productId}
              builderSlug={builder.data!.slug}
              shopCode={shop?.code ?? key}
              eager={index < 4}
              count={picks.choices[item.productId] ?? 0}
              canAdd={picks.count < box.slots}
              texts={texts}
              onChange={(delta) => picks.change(item.productId, delta)}
            />
          ))}
        </ul>
        {picks.count > 0 && (
          <div className="cv-builder-more">
            {addBox && picks.count === box.slots && addBox(builder.data, picks.choices, names, picks.clear)}
            <button type="button" className="cv-btn cv-btn--text" onClick={picks.clear}>
              {t('builder.clear')}
            </button>
          </div>
        )}
      </div>
      {shop && <ShopFooter base={base} shopKey={key} name={shop.name} />}
    </>
  );
}
