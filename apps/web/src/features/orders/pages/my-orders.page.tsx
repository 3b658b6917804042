import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ListBody, PageHeader, ServerPager } from '../../../components/list/index.ts';
import { EmptyState } from '../../../components/shared/empty-state.tsx';
import { useUrlFilters } from '../../../lib/use-url-filters.ts';
import { ORDERS_PAGE_SIZE, type OrdersSide, ordersPageQuery } from '../api/orders.queries.ts';
import { OrderCards, OrderTable } from '../components/order-list.views.tsx';
import '../orders.i18n.ts';

/**
 * /dashboard/orders for a buyer: their orders, newest first, paged on the server; a table on a
 * desktop, cards on a phone; each opens its order.
 */
export function MyOrdersPage() {
  return <OrdersPage side="buyer" />;
}

/** /dashboard/orders for the shop's staff (seeAllOrder): the shop's orders with their client. */
export function ShopOrdersPage() {
  return <OrdersPage side="shop" />;
}

function OrdersPage({ side }: { side: OrdersSide }) {
  const { t } = useTranslation('orders');
  const { page, setPage } = useUrlFilters();
  const query = useQuery(ordersPageQuery(side, page));
  const shop = side === 'shop';
  const rows = query.data?.orders ?? [];
  const total = query.data?.total ?? 0;

  return (
    <Box sx={{ maxWidth: 1400, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PageHeader
        title={shop ? t('shop.title') : t('list.title')}
        subtitle={query.data && <span data-testid="order-count">{t('list.count', { count: total })}</span>}
      />
      <ListBody
        query={query}
        count={total}
        loadError={t('list.loadError')}
        empty={
          <EmptyState
            icon={<ShoppingBagOutlined />}
            title={shop ? t('shop.empty') : t('list.empty')}
            text={shop ? t('shop.emptyText') : t('list.emptyText')}
            action={
              shop ? undefined : (
                <Button component={RouterLink} to="/shops" variant="contained">
                  {t('list.shops')}
                </Button>
              )
            }
          />
        }
        cards={<OrderCards rows={rows} loading={query.isPending} />}
        table={<OrderTable rows={rows} loading={query.isPending} side={side} />}
        pager={<ServerPager total={total} page={page} pageSize={ORDERS_PAGE_SIZE} onPage={setPage} />}
      />
    </Box>
  );
}
