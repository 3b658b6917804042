import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from '../../../shop-app/router.tsx';
import { EventList, NoEvent, useTabEvents } from '../../visits/components/tab-events.tsx';
import { useProductPage } from '../api/storefront.queries.ts';
import { EmptyState } from '../components/empty-state.tsx';
import { Pagination } from '../components/pagination.tsx';
import { ProductCardSkeleton } from '../components/product-card.tsx';
import { ProductGrid } from '../components/product-grid.tsx';
import { ShopFilters } from '../components/shop-filters.tsx';
import { ShopFooter } from '../components/shop-footer.tsx';
import { ShopHero } from '../components/shop-hero.tsx';
import { useDocumentTitle, useShopRoute, useStorefront } from '../components/storefront.hooks.ts';
import { TabServices } from '../components/tab-services.tsx';
import { useCardAction } from './cart-slots.tsx';
import '../components/storefront.base.css';
import '../components/storefront.css';
import '../components/storefront.shop.css';
import '../storefront.i18n.ts';
import type { StorefrontResponse as Storefront } from '@cuvee/contracts';
import {
  apiFilter,
  type FilterKey,
  flattenTabs,
  hasActiveFilters,
  PAGE_SIZE,
  pageCount,
  readFilters,
  selectTab,
  type TabRef,
  tabSearch,
  withFilter,
  withoutFilters,
  withPage,
} from '../logic/storefront.logic.ts';

/**
 * The sibling tabs of the selected one as chips: the parent ('Tout') and its children. Plain
 * links (storefront.css, .cv-chip), followed inside the app by one handler.
 */
function ChildTabs({ tabs, selected, base }: { tabs: TabRef[]; selected: TabRef; base: string }) {
  const { t } = useTranslation('storefront');
  const parentId = selected.parentId ?? selected.id;
  const parent = tabs.find((tab) => tab.id === parentId);
  const children = tabs.filter((tab) => tab.parentId === parentId);
  if (!parent || children.length === 0) return null;
  return (
    <nav aria-label={t('subTabs', { name: parent.name })}>
      <ul className="cv-chips">
        {[parent, ...children].map((tab) => (
          <li key={tab.id}>
            <a
              href={`${base}${tabSearch(tab)}`}
              className="cv-chip"
              aria-current={tab.id === selected.id ? 'page' : undefined}
            >
              {tab === parent ? t('allProducts') : tab.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function TabContent({ text }: { text: string }) {
  return (
    <div className="cv-tab-text">
      {text
        .split(/\n{2,}/)
        .filter((p) => p.trim())
        .map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
    </div>
  );
}

/** The hero's place while the shop loads (storefront.shop.css: the hero's banner and its text's height). */
function HeroSkeleton() {
  return (
    <div className="cv-hero" aria-hidden="true">
      <div className="cv-hero-banner" />
      <div className="cv-hero-wait" />
    </div>
  );
}

function Catalogue({ storefront }: { storefront: Storefront }) {
  const { t } = useTranslation('storefront');
  const navigate = useNavigate();
  const { key, base } = useShopRoute();
  const [params] = useSearchParams();
  const tabs = useMemo(() => flattenTabs(storefront.shop.tabs), [storefront.shop.tabs]);
  const selected = selectTab(tabs, params);
  const filters = readFilters(params);
  const filter = apiFilter(filters, selected?.id ?? null);
  const list = useProductPage(key, filter, filters.page);
  const cardAction = useCardAction(storefront.shop);
  // The tab's events (issue 27): above its products, or in their place.
  const tabEvents = useTabEvents(key, selected?.id ?? null);
  const events = tabEvents.events?.length ? (
    <EventList events={tabEvents.events} base={base} shopName={storefront.shop.name} />
  ) : null;
  const search = (next: URLSearchParams) => {
    const text = next.toString();
    return `${base}${text ? `?${text}` : ''}`;
  };
  const hrefFor = (filterKey: FilterKey, value: string | null) =>
    search(withFilter(params, filterKey, value));
  const title = selected?.name ?? (storefront.shop.titleProducts || t('ourProducts'));
  const total = list.data?.total ?? 0;
  const products = list.data?.products ?? [];
  const filtered = hasActiveFilters(filters);
  const shopEmpty = storefront.filters.count === 0;

  let body: ReactNode;
  if (shopEmpty) {
    body = <EmptyState testId="empty-shop" title={t('empty.shop')} hint={t('empty.shopHint')} />;
  } else if (list.isError && !list.data) {
    body = (
      <EmptyState
        title={t('loadError')}
        action={
          <button type="button" className="cv-btn cv-btn--outlined" onClick={() => void list.refetch()}>
            {t('retry')}
          </button>
        }
      />
    );
  } else if (!list.data) {
    body = (
      <div className="cv-grid" aria-busy="true">
        {Array.from({ length: 8 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
          <ProductCardSkeleton key={i} />
        ))}
      </div>
    );
  } else if (total === 0 && filtered) {
    body = (
      <EmptyState
        testId="empty-filtered"
        title={t('empty.filtered')}
        hint={t('empty.filteredHint')}
        action={
          <button
            type="button"
            className="cv-btn"
            onClick={() => navigate(search(withoutFilters(params)), { preventScrollReset: true })}
          >
            {t('filters.reset')}
          </button>
        }
      />
    );
  } else if (total === 0 && events) {
    body = events;
  } else if (total === 0) {
    // In a shop that books visits, a tab with nothing in it says 'Aucun événement' (decision 0118).
    const empty = tabEvents.shopHasEvents ? (
      <NoEvent />
    ) : (
      <EmptyState
        testId="empty-tab"
        title={t('empty.tab')}
        action={
          <RouterLink to={base} className="cv-btn cv-btn--outlined">
            {t('empty.seeAll')}
          </RouterLink>
        }
      />
    );
    body = selected ? (
      <TabServices
        shopKey={key}
        shopCode={storefront.shop.code}
        base={base}
        tabId={selected.id}
        fallback={empty}
      />
    ) : (
      empty
    );
  } else {
    body = (
      <>
        {events}
        <ProductGrid
          products={products}
          base={base}
          shopKey={key}
          shopCode={storefront.shop.code}
          stale={list.isPlaceholderData}
          CardAction={cardAction}
        />
        <Pagination
          page={filters.page}
          count={pageCount(total, PAGE_SIZE)}
          hrefFor={(page) => search(withPage(params, page))}
        />
      </>
    );
  }

  return (
    <section className="cv-catalogue" aria-labelledby="catalogue-title">
      <div className="cv-catalogue-head">
        <h2 id="catalogue-title">{title}</h2>
        {list.data && total > 0 && <p role="status">{t('productCount', { count: total })}</p>}
      </div>
      <div className="cv-catalogue-tools">
        {selected?.content && <TabContent text={selected.content} />}
        {selected && <ChildTabs tabs={tabs} selected={selected} base={base} />}
        {/* A tab of events only offers no wine filter (issue 27). */}
        {!shopEmpty && !(events && list.data && total === 0) && (
          <ShopFilters
            storefront={storefront}
            filters={filters}
            hrefFor={hrefFor}
            onChange={(filterKey, value) => navigate(hrefFor(filterKey, value), { preventScrollReset: true })}
            onReset={() => navigate(search(withoutFilters(params)), { preventScrollReset: true })}
          />
        )}
      </div>
      {body}
    </section>
  );
}

/** '/:name' and '/shops/:id': the shop's page (spec §2, §9). */
export function ShopPage() {
  const { key, base } = useShopRoute();
  const [params] = useSearchParams();
  const storefront = useStorefront();
  const data = storefront.data;
  // Without a tab in the query, the first page of products needs nothing from the storefront
  // answer: both load at once (the catalogue below reads the same cache entry).
  const first = readFilters(params);
  const early = key !== '' && !params.has('page') && !params.has('pageid');
  useProductPage(early ? key : null, apiFilter(first, null), first.page);
  useDocumentTitle(data ? `${data.shop.name} — boutique en ligne` : null);
  // An unknown shop: the layout shows the 404 page.
  if (data === null) return null;
  return (
    <>
      {data ? <ShopHero shop={data.shop} /> : <HeroSkeleton />}
      {data ? (
        <Catalogue storefront={data} />
      ) : (
        <div className="cv-grid-wait">
          <div className="cv-grid" aria-busy="true">
            {Array.from({ length: 8 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
              <ProductCardSkeleton key={i} />
            ))}
          </div>
        </div>
      )}
      {data && <ShopFooter base={base} shopKey={key} name={data.shop.name} />}
    </>
  );
}
