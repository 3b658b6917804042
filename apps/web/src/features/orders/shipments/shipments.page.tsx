import type { ShipmentBulkResponse, ShipmentDocumentKind, ShipmentOrder } from '@cuvee/contracts/shipments';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListBody, NoMatch, PageHeader, ServerPager } from '../../../components/list/index.ts';
import { EmptyState } from '../../../components/shared/empty-state.tsx';
import { useUrlFilters } from '../../../lib/use-url-filters.ts';
import { SHIPMENTS_PAGE_SIZE, shipmentsQuery, useRequestShipmentDocument } from '../api/shipments.queries.ts';
import { PrintDialog } from './print-dialog.tsx';
import { ShipDialog } from './ship-dialog.tsx';
import { isFilteredShipments, ShipmentFiltersBar, shipmentFiltersOf } from './shipment-filters.tsx';
import { SelectionToolbar, useShipmentSelection } from './shipment-selection.tsx';
import { ShipmentList } from './shipments.list.tsx';
import './shipments.i18n.ts';

/*
 * /dashboard/delivery, Sales › Shipments (issue 24, spec §2; manageDelivery): the queue of orders
 * to prepare and ship, filtered by delivery mode, state and dates in the URL, paged on the server.
 * Selected orders (kept across pages) get their delivery notes in one PDF, a picking list, are
 * put in preparation or shipped together. The delivery modes themselves are in the settings.
 */

export function ShipmentsPage() {
  const { t } = useTranslation('shipments');
  const url = useUrlFilters();
  const filters = shipmentFiltersOf(url.params, url.page);
  const query = useQuery(shipmentsQuery(filters));
  const rows = query.data?.orders ?? [];
  const total = query.data?.total ?? 0;
  const selection = useShipmentSelection(rows);
  const [printing, setPrinting] = useState<{
    kind: ShipmentDocumentKind;
    id: string | null;
    count: number;
  } | null>(null);
  const [shipping, setShipping] = useState<ShipmentOrder[] | null>(null);
  const [refused, setRefused] = useState<ShipmentBulkResponse['results']>([]);
  const requestDocument = useRequestShipmentDocument();

  const print = (kind: ShipmentDocumentKind) => {
    const ids = selection.chosen.map((o) => o.id);
    setPrinting({ kind, id: null, count: ids.length });
    requestDocument.mutate(
      { kind, orderIds: ids },
      {
        onSuccess: (doc) => setPrinting((p) => (p && p.kind === kind ? { ...p, id: doc.id } : p)),
        onError: () => setPrinting(null),
      },
    );
  };
  const shipped = (answer: ShipmentBulkResponse) => {
    setShipping(null);
    selection.forget(answer.results.filter((r) => r.ok).map((r) => r.id));
    setRefused(answer.results.filter((r) => !r.ok));
  };

  return (
    <Box sx={{ maxWidth: 1400, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PageHeader
        title={t('title')}
        subtitle={
          <span data-testid="shipment-count">
            {query.data ? t('count', { count: total }) : t('subtitle')}
          </span>
        }
        actions={
          <Button component={Link} to="/dashboard/settings?link=delivery" variant="outlined">
            {t('modes')}
          </Button>
        }
      />
      <ShipmentFiltersBar filters={filters} modes={query.data?.modes} onChange={url.set} />
      <SelectionToolbar
        chosen={selection.chosen}
        onShip={() => setShipping(selection.chosen)}
        onPrint={print}
        onRefused={setRefused}
        onClear={selection.clear}
      />
      {refused.length > 0 && (
        <Alert severity="warning" onClose={() => setRefused([])} data-testid="shipment-refused">
          <strong>{t('ship.refused')}</strong>{' '}
          {refused.map((r) => `${r.reference ?? r.id} : ${r.message}`).join(' · ')}
        </Alert>
      )}
      <ListBody
        query={query}
        count={total}
        loadError={t('list.loadError')}
        empty={
          isFilteredShipments(filters) ? (
            <NoMatch title={t('list.empty')} text={t('list.emptyFiltered')} onClear={url.clear} />
          ) : (
            <EmptyState icon={<LocalShippingOutlined />} title={t('list.empty')} text={t('list.emptyText')} />
          )
        }
        table={
          <ShipmentList
            rows={rows}
            loading={query.isPending}
            selected={new Set(selection.selected.keys())}
            onToggle={selection.toggle}
            onTogglePage={selection.togglePage}
          />
        }
        pager={
          <ServerPager total={total} page={url.page} pageSize={SHIPMENTS_PAGE_SIZE} onPage={url.setPage} />
        }
      />
      <PrintDialog job={printing} onClose={() => setPrinting(null)} />
      <ShipDialog orders={shipping} onClose={() => setShipping(null)} onDone={shipped} />
    </Box>
  );
}
