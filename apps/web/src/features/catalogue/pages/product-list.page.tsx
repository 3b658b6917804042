import { PRODUCT_STATUS_LABELS, PRODUCT_STATUSES } from '@cuvee/domain';
import Add from '@mui/icons-material/Add';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import Search from '@mui/icons-material/Search';
import SellOutlined from '@mui/icons-material/SellOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ListSelect } from '../../../components/form/filter-fields.tsx';
import { EmptyState } from '../../../components/shared/empty-state.tsx';
import { ListLoadError } from '../../../components/shared/list-state.tsx';
import { useIsMobile } from '../../../components/shared/use-is-mobile.ts';
import { useCurrentUser } from '../../../lib/auth.store.ts';
import { useCan, useShopsWhereCan } from '../../../lib/use-can.ts';
import type { ProductListFilters } from '../api/catalogue.queries.ts';
import { PAGE_SIZE, productListQuery } from '../api/catalogue.queries.ts';
import { useReferenceLabels } from '../components/labels.ts';
import { ProductCards, ProductTable } from '../components/products/product-list.views.tsx';
import { filtersFromParams, paramsFromFilters } from '../logic/product-list.filters.ts';
import '../catalogue.i18n.ts';
import { useListReturnState } from '../logic/list-return.ts';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * /dashboard/products: the shop's catalogue, searched, filtered and paged on the server. An
 * agent reads the products of the shops they work for (no prestation), with a choice of shop
 * when they have several; they change nothing (decision 0011).
 */
export function ProductListPage() {
  const { t } = useTranslation('catalogue');
  const labels = useReferenceLabels();
  const mobile = useIsMobile();
  const agent = useCurrentUser()?.role === 'agent';
  const readable = useShopsWhereCan('products.read');
  const can = {
    createProduct: useCan('products.write'),
    seeAllPrice: useCan('prices.read'),
    /** An agent reads the catalogue of the shops they work for, and changes nothing. */
    agent,
    /** The shops an agent lists (GET /v1/dashboard/products answers them, decision 0011). */
    agentShops: agent ? readable.map((shop) => ({ id: shop.id, name: shop.name })) : [],
  };
  const [params, setParams] = useSearchParams();
  const returnState = useListReturnState();
  const filters = filtersFromParams(
    params,
    can.agentShops.map((shop) => shop.id),
  );
  const [search, setSearch] = useState(filters.search ?? '');
  // An agent of no shop (or of none where they may see products) would only be refused.
  const noShop = can.agent && can.agentShops.length === 0;
  const severalShops = can.agentShops.length > 1;
  const query = useQuery({ ...productListQuery(filters), enabled: !noShop });
  const typeOptions = can.agent
    ? labels.productTypeOptions.filter((o) => o.value !== 'prestation')
    : labels.productTypeOptions;

  const update = (next: Partial<ProductListFilters>) =>
    setParams(paramsFromFilters({ ...filters, page: 0, ...next }), { replace: true });

  // The search box asks the server once typing pauses.
  const latest = useRef(filters);
  latest.current = filters;
  useEffect(() => {
    const typed = search.trim() || undefined;
    if (typed === latest.current.search) return;
    const timer = setTimeout(
      () => setParams(paramsFromFilters({ ...latest.current, page: 0, search: typed }), { replace: true }),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [search, setParams]);

  const rows = query.data?.products ?? [];
  const total = query.data?.total ?? 0;
  const filtered = Boolean(filters.search || filters.status || filters.productType || filters.shopId);
  const createButton = can.createProduct && (
    <Button
      component={RouterLink}
      to="/dashboard/products/add"
      state={returnState}
      variant="contained"
      startIcon={<Add />}
    >
      {t('list.create')}
    </Button>
  );

  return (
    <Box sx={{ maxWidth: 1400, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography variant="h1">{t('list.title')}</Typography>
          {query.data && (
            <Typography sx={{ color: 'text.secondary' }} data-testid="product-count">
              {t('list.count', { count: total })}
            </Typography>
          )}
          {can.agentShops.length === 1 && (
            <Typography sx={{ color: 'text.secondary' }} data-testid="product-list-shop">
              {t('list.shopOf', { name: can.agentShops[0]!.name })}
            </Typography>
          )}
        </Box>
        {can.seeAllPrice && (
          <Button component={RouterLink} to="/dashboard/tarifs" startIcon={<SellOutlined />}>
            {t('list.priceGrid')}
          </Button>
        )}
        {createButton}
      </Box>

      {can.agent && !noShop && <Alert severity="info">{t('list.agentNotice')}</Alert>}

      {noShop ? (
        <Card>
          <EmptyState icon={<StorefrontOutlined />} title={t('list.noShop')} text={t('list.noShopText')} />
        </Card>
      ) : (
        <>
          <Box
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: {
                xs: '1fr 1fr',
                md: severalShops ? 'minmax(240px, 1fr) 220px 180px 180px' : 'minmax(240px, 1fr) 200px 200px',
              },
            }}
          >
            <TextField
              size="small"
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder={t('list.search')}
              sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, bgcolor: 'background.paper' }}
              slotProps={{
                htmlInput: { 'aria-label': t('list.searchLabel'), maxLength: 100 },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <Search />
                    </InputAdornment>
                  ),
                },
              }}
            />
            {severalShops && (
              <ListSelect
                label={t('list.shop')}
                allLabel={t('list.allShops')}
                value={filters.shopId}
                options={can.agentShops.map((shop) => ({ value: shop.id, label: shop.name }))}
                onChange={(shopId) => update({ shopId })}
                wide
                testId="product-list-shop-select"
              />
            )}
            <ListSelect
              label={t('list.status')}
              allLabel={t('list.allStatuses')}
              value={filters.status}
              options={PRODUCT_STATUSES.map((s) => ({
                value: s,
                label: PRODUCT_STATUS_LABELS[s][labels.lang],
              }))}
              onChange={(status) => update({ status: status as ProductListFilters['status'] })}
            />
            <ListSelect
              label={t('list.productType')}
              allLabel={t('list.allTypes')}
              value={filters.productType}
              options={typeOptions}
              onChange={(productType) =>
                update({ productType: productType as ProductListFilters['productType'] })
              }
            />
          </Box>

          {query.isError && !query.data ? (
            <ListLoadError message={t('list.loadError')} onRetry={() => void query.refetch()} />
          ) : !query.isPending && rows.length === 0 ? (
            <Card>
              {filtered ? (
                <EmptyState
                  icon={<Search />}
                  title={t('list.noMatch')}
                  text={t('list.noMatchText')}
                  action={
                    <Button
                      onClick={() => {
                        setSearch('');
                        setParams({}, { replace: true });
                      }}
                    >
                      {t('list.clearFilters')}
                    </Button>
                  }
                />
              ) : (
                <EmptyState
                  icon={<Inventory2Outlined />}
                  title={t('list.empty')}
                  text={can.agent ? t('list.agentEmptyText') : t('list.emptyText')}
                  action={createButton}
                />
              )}
            </Card>
          ) : (
            <Card
              sx={{
                overflow: 'hidden',
                bgcolor: mobile ? 'transparent' : undefined,
                border: mobile ? 0 : undefined,
              }}
            >
              <Box sx={{ height: 4 }}>{query.isFetching && <LinearProgress aria-hidden />}</Box>
              {mobile ? (
                <ProductCards rows={rows} loading={query.isPending} showShop={severalShops} />
              ) : (
                <Box sx={{ overflowX: 'auto' }}>
                  <ProductTable rows={rows} loading={query.isPending} showShop={severalShops} />
                </Box>
              )}
              {total > 0 && (
                <TablePagination
                  component="div"
                  count={total}
                  page={Math.min(filters.page, Math.max(0, Math.ceil(total / PAGE_SIZE) - 1))}
                  rowsPerPage={PAGE_SIZE}
                  rowsPerPageOptions={[PAGE_SIZE]}
                  onPageChange={(_, page) => setParams(paramsFromFilters({ ...filters, page }))}
                  labelRowsPerPage={t('list.rowsPerPage')}
                  labelDisplayedRows={({ from, to, count }) => t('list.displayedRows', { from, to, count })}
                />
              )}
            </Card>
          )}
        </>
      )}
    </Box>
  );
}
