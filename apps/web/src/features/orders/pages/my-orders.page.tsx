import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/shared/empty-state.tsx';
import { useIsMobile } from '../../../components/shared/use-is-mobile.ts';
import { ORDERS_PAGE_SIZE, type OrdersSide, ordersPageQuery } from '../api/orders.queries.ts';
import { OrderCards, OrderTable } from '../components/order-list.views.tsx';
import '../orders.i18n.ts';

/** The list's page from the URL (?page=2 is the second), 0 for anything else. */
export function pageFromParams(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? Math.min(page, 50_000) - 1 : 0;
}

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
  const mobile = useIsMobile();
  const [params, setParams] = useSearchParams();
  const page = pageFromParams(params);
  const query = useQuery(ordersPageQuery(side, page));
  const shop = side === 'shop';
  const rows = query.data?.orders ?? [];
  const total = query.data?.total ?? 0;

  return (
    <Box sx={{ maxWidth: 1400, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box>
        <Typography variant="h1">{shop ? t('shop.title') : t('list.title')}</Typography>
        {query.data && (
          <Typography sx={{ color: 'text.secondary' }} data-testid="order-count">
            {t('list.count', { count: total })}
          </Typography>
        )}
      </Box>
      {query.isError && !query.data ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void query.refetch()}>
              {t('list.retry')}
            </Button>
          }
        >
          {t('list.loadError')}
        </Alert>
      ) : !query.isPending && total === 0 ? (
        <Card>
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
            <OrderCards rows={rows} loading={query.isPending} />
          ) : (
            <Box sx={{ overflowX: 'auto' }}>
              <OrderTable rows={rows} loading={query.isPending} side={side} />
            </Box>
          )}
          {total > 0 && (
            <TablePagination
              component="div"
              count={total}
              page={Math.min(page, Math.max(0, Math.ceil(total / ORDERS_PAGE_SIZE) - 1))}
              rowsPerPage={ORDERS_PAGE_SIZE}
              rowsPerPageOptions={[ORDERS_PAGE_SIZE]}
              onPageChange={(_, next: number) => setParams(next > 0 ? { page: String(next + 1) } : {})}
              labelRowsPerPage={t('list.rowsPerPage')}
              labelDisplayedRows={({ from, to, count }) => t('list.displayedRows', { from, to, count })}
            />
          )}
        </Card>
      )}
    </Box>
  );
}
