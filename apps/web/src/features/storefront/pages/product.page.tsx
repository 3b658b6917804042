import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from '../../../shop-app/router.tsx';
import { useProduct } from '../api/storefront.queries.ts';
import { EmptyState } from '../components/empty-state.tsx';
import { ProductSkeleton } from '../components/page-skeleton.tsx';
import { ProductDetail } from '../components/product-detail.tsx';
import { ShopFooter } from '../components/shop-footer.tsx';
import { useDocumentTitle, useShopRoute, useStorefront } from '../components/storefront.hooks.ts';
import '../storefront.i18n.ts';
import type { StorefrontResponse as Storefront, StoreProduct } from '@cuvee/contracts';
import { flattenTabs, tabSearch } from '../logic/storefront.logic.ts';
import { usePurchaseSlot } from './cart-slots.tsx';
import '../components/storefront.css';
import '../components/product-detail.css';

/** A storefront page that does not exist (a product, an event): its message and the way back to the shop. */
export function MissingPage(props: {
  base: string;
  testId: string;
  title: string;
  hint: string;
  back: string;
}) {
  useDocumentTitle(props.title);
  return (
    <div className="cv-pd-message">
      <EmptyState
        testId={props.testId}
        heading="h1"
        title={props.title}
        hint={props.hint}
        action={
          <RouterLink to={props.base} className="cv-btn">
            {props.back}
          </RouterLink>
        }
      />
    </div>
  );
}

/** 'Produit inexistant' (spec §8) with the way back to the shop. */
export function ProductNotFound({ base }: { base: string }) {
  const { t } = useTranslation('storefront');
  return (
    <MissingPage
      base={base}
      testId="product-not-found"
      title={t('product.notFoundTitle')}
      hint={t('product.notFoundText')}
      back={t('product.backToShop')}
    />
  );
}

/** A failed load (network): say so and offer to try again. */
export function LoadFailed({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation('storefront');
  return (
    <div className="cv-pd-message">
      <EmptyState
        title={t('loadError')}
        action={
          <button type="button" className="cv-btn cv-btn--outlined" onClick={onRetry}>
            {t('retry')}
          </button>
        }
      />
    </div>
  );
}

/** Shop › tab of the product (when the shop files it under one) › product. */
export function productCrumbs(storefront: Storefront | undefined, product: StoreProduct, base: string) {
  const crumbs: { label: string; to?: string }[] = [];
  if (storefront) {
    crumbs.push({ label: storefront.shop.name, to: base });
    const tab = flattenTabs(storefront.shop.tabs).find(
      (t) => t.parentId === null && product.tabIds.includes(t.id),
    );
    if (tab) crumbs.push({ label: tab.name, to: `${base}${tabSearch(tab)}` });
  }
  crumbs.push({ label: product.name });
  return crumbs;
}

/** '/:name/:product' and '/shops/:id/:product' (spec §2). */
export function ProductPage() {
  const { key, base } = useShopRoute();
  const { product: productKey = '' } = useParams();
  const storefront = useStorefront();
  const product = useProduct(key, productKey);
  const data = product.data;
  const purchase = usePurchaseSlot(storefront.data?.shop);
  useDocumentTitle(data && storefront.data ? `${data.name} — ${storefront.data.shop.name}` : null);
  if (storefront.data === null) return null;
  if (data === null) return <ProductNotFound base={base} />;
  if (!data && product.isError) return <LoadFailed onRetry={() => void product.refetch()} />;
  if (!data) return <ProductSkeleton />;
  return (
    <>
      <ProductDetail
        key={data.id}
        product={data}
        shopKey={key}
        shopCode={storefront.data?.shop.code ?? key}
        base={base}
        crumbs={productCrumbs(storefront.data, data, base)}
        purchase={purchase}
      />
      {storefront.data && <ShopFooter base={base} shopKey={key} name={storefront.data.shop.name} />}
    </>
  );
}
