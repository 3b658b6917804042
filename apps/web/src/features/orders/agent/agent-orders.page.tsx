import { AGENT_ORDERS_PAGE, type AgentOrder } from '@cuvee/contracts/agent-orders';
import { ORDER_STATUSES, type OrderStatus } from '@cuvee/domain';
import { STATUS_LABELS } from '@cuvee/domain/orders/statuses';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { CommitField, ListSelect } from '../../../components/form/filter-fields.tsx';
import {
  type Column,
  DataList,
  ListBody,
  NoMatch,
  PageHeader,
  ServerPager,
} from '../../../components/list/index.ts';
import { EmptyState } from '../../../components/shared/empty-state.tsx';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { useCan, useShopsWhereCan } from '../../../lib/use-can.ts';
import { useUrlFilters } from '../../../lib/use-url-filters.ts';
import { type AgentOrderFilters, agentOrdersQuery } from '../api/agent-orders.queries.ts';
import { OrderStatusChip } from '../components/order-status-chip.tsx';
import './agent-orders.i18n.ts';

/*
 * The agent's /dashboard/orders and /dashboard/orders/samples (spec §2, the agent's menu;
 * decision 0167): their orders or samples at every producer they work for (or the one chosen),
 * searched and filtered in the URL, paged on the server; a row opens the order, read only.
 */

export const AgentOrdersPage = () => <AgentList kind="order" />;
export const AgentSamplesPage = () => <AgentList kind="sample" />;

const euros = (cents: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100);

function filtersOf(
  kind: AgentOrderFilters['kind'],
  params: URLSearchParams,
  page: number,
): AgentOrderFilters {
  const status = params.get('status') ?? '';
  return {
    kind,
    shopId: params.get('shopId') ?? '',
    status: (ORDER_STATUSES as readonly string[]).includes(status) ? (status as OrderStatus) : '',
    q: params.get('q') ?? '',
    page,
  };
}

function AgentList({ kind }: { kind: AgentOrderFilters['kind'] }) {
  const { t } = useTranslation('agentOrders');
  const lang = useUiLanguage();
  const navigate = useNavigate();
  const url = useUrlFilters();
  const shops = useShopsWhereCan('orders.agent.read');
  // Entering one in the back office needs the session's shop (an agent of one producer).
  const canAdd = useCan('orders.write');
  const filters = filtersOf(kind, url.params, url.page);
  const query = useQuery({ ...agentOrdersQuery(filters), enabled: shops.length > 0 });
  const rows = query.data?.orders ?? [];
  const total = query.data?.total ?? 0;
  const filtered = Boolean(filters.shopId || filters.status || filters.q);
  const detail = (o: AgentOrder) => `/dashboard/orders/${o.id}`;
  if (shops.length === 0) return <Alert severity="info">{t('noShop')}</Alert>;

  const columns: Column<AgentOrder>[] = [
    {
      key: 'reference',
      label: t('reference'),
      render: (o) => (
        <Link component={RouterLink} to={detail(o)} sx={{ fontWeight: 600 }}>
          {o.reference ?? '—'}
        </Link>
      ),
    },
    { key: 'client', label: t('client'), render: (o) => o.client?.name ?? '—' },
    ...(shops.length > 1
      ? [{ key: 'shop', label: t('producer'), render: (o: AgentOrder) => o.shop.name }]
      : []),
    {
      key: 'date',
      label: t('date'),
      render: (o) => new Date(o.createdAt).toLocaleDateString(lang === 'en' ? 'en-GB' : 'fr-FR'),
    },
    { key: 'status', label: t('status'), render: (o) => <OrderStatusChip kind="order" status={o.status} /> },
    {
      key: 'amount',
      label: t(kind === 'sample' ? 'itemsColumn' : 'amount'),
      align: 'right',
      render: (o) => (kind === 'sample' ? t('items', { count: o.items }) : euros(o.totalTtcCents)),
    },
  ];

  return (
    <Box sx={{ maxWidth: 1400, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PageHeader
        title={t(`title.${kind}`)}
        actions={
          canAdd && (
            <Button
              variant="contained"
              component={RouterLink}
              to={kind === 'sample' ? '/dashboard/orders/add?kind=sample' : '/dashboard/orders/add'}
            >
              {t(`add.${kind}`)}
            </Button>
          )
        }
        subtitle={
          query.data ? (
            <span data-testid="agent-order-count">{t('count', { count: total })}</span>
          ) : (
            t('subtitle')
          )
        }
      />
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr 1fr', md: shops.length > 1 ? '2fr 1fr 1fr' : '2fr 1fr' },
        }}
      >
        <CommitField
          label={t('search')}
          value={filters.q || undefined}
          onCommit={(q) => url.set('q', q)}
          sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
        />
        {shops.length > 1 && (
          <ListSelect
            label={t('producer')}
            allLabel={t('allProducers')}
            value={filters.shopId || undefined}
            options={shops.map((s) => ({ value: s.id, label: s.name }))}
            onChange={(value) => url.set('shopId', value)}
          />
        )}
        <ListSelect
          label={t('status')}
          allLabel={t('allStatuses')}
          value={filters.status || undefined}
          options={ORDER_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS.order[s]?.[lang] ?? s }))}
          onChange={(value) => url.set('status', value)}
        />
      </Box>
      <ListBody
        query={query}
        count={total}
        loadError={t('loadError')}
        empty={
          filtered ? (
            <NoMatch title={t('noMatch')} onClear={url.clear} />
          ) : (
            <EmptyState icon={<ReceiptLongOutlined />} title={t(`empty.${kind}`)} text={t('emptyText')} />
          )
        }
        table={
          <DataList
            rows={rows}
            columns={columns}
            label={t(`title.${kind}`)}
            rowTestId="agent-order-row"
            openOf={(o) => () => navigate(detail(o))}
          />
        }
        pager={
          <ServerPager total={total} page={url.page} pageSize={AGENT_ORDERS_PAGE} onPage={url.setPage} />
        }
      />
    </Box>
  );
}
