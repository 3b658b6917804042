import { useTranslation } from 'react-i18next';
import { useProductPage } from '../api/storefront.queries.ts';
import '../storefront.i18n.ts';
import { ProductGrid } from './product-grid.tsx';
import './storefront.shop.css';

/** The prestations of a tab (a visit, a tasting), at most a page of them. */
const SERVICES_SHOWN = 12;

/**
 * A tab with no product for sale may hold the shop's prestations (the estate's visit): the
 * shop page lists no prestation (spec §7), so until wine tourism has its own pages the tab
 * shows them here, each a link to its page. `fallback` when the tab holds none either.
 */
export function TabServices({
  shopKey,
  shopCode,
  base,
  tabId,
  fallback,
}: {
  shopKey: string;
  shopCode: string;
  base: string;
  tabId: string;
  fallback: React.ReactNode;
}) {
  const { t } = useTranslation('storefront');
  const list = useProductPage(shopKey, { productType: 'prestation', tabId }, 1, SERVICES_SHOWN);
  const services = list.data?.products ?? [];
  if (!list.data) return list.isError ? fallback : null;
  if (services.length === 0) return fallback;
  return (
    <div className="cv-services" data-testid="tab-services">
      <p className="cv-services-intro">{t('services.intro')}</p>
      <ProductGrid products={services} base={base} shopKey={shopKey} shopCode={shopCode} stale={false} />
    </div>
  );
}
