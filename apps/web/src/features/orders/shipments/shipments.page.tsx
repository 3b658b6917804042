import type { ShipmentBulkResponse, ShipmentDocumentKind, ShipmentOrder } from '@cuvee/contracts/shipments';
import { SHIPMENT_QUEUE_STATUSES } from '@cuvee/contracts/shipments';
import { STATUS_LABELS } from '@cuvee/domain/orders/statuses';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/shared/empty-state.tsx';
import { useUiLanguage } from '../../../lib/i18n.ts';
import {
  SHIPMENTS_PAGE_SIZE,
  type ShipmentFilters,
  shipmentsQuery,
  usePrepareShipments,
  useRequestShipmentDocument,
} from '../api/shipments.queries.ts';
import { PrintDialog } from './print-dialog.tsx';
import { ShipDialog } from './ship-dialog.tsx';
import { ShipmentList } from './shipments.list.tsx';
import './shipments.i18n.ts';

/*
 * /dashboard/delivery, Sales › Shipments (issue 24, spec §2; manageDelivery): the queue of orders
 * to prepare and ship, filtered by delivery mode, state and dates in the URL, paged on the server.
 * Selected orders (kept across pages) get their delivery notes in one PDF, a picking list, are
 * put in preparation or shipped together. The delivery modes themselves are in the settings.
 */

const STATES = SHIPMENT_QUEUE_STATUSES as readonly string[];

function filtersOf(params: URLSearchParams): ShipmentFilters {
  const state = params.get('state') ?? '';
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    mode: params.get('mode') ?? '',
    deliveryStatus: STATES.includes(state) ? (state as ShipmentFilters['deliveryStatus']) : '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    q: params.get('q') ?? '',
    page: Number.isInteger(page) && page > 1 ? page - 1 : 0,
  };
}

export function ShipmentsPage() {
  const { t } = useTranslation('shipments');
  const lang = useUiLanguage();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const query = useQuery(shipmentsQuery(filters));
  const [selected, setSelected] = useState<Map<string, ShipmentOrder>>(new Map());
  const [printing, setPrinting] = useState<{
    kind: ShipmentDocumentKind;
    id: string | null;
    count: number;
  } | null>(null);
  const [shipping, setShipping] = useState<ShipmentOrder[] | null>(null);
  const [refused, setRefused] = useState<ShipmentBulkResponse['results']>([]);
  const prepare = usePrepareShipments();
  const requestDocument = useRequestShipmentDocument();
  const rows = query.data?.orders ?? [];
  const total = query.data?.total ?? 0;
  const filtered = Boolean(filters.mode || filters.deliveryStatus || filters.from || filters.to || filters.q);

  // Filters changed in a row before the page renders again (a mode, then both dates) all hold:
  // the router's functional update reads the URL of the last render, so the changes not yet
  // rendered are kept here until it catches up.
  const pending = useRef<{ base: string; next: URLSearchParams } | null>(null);
  const setFilter = (key: string, value: string) => {
    const base = params.toString();
    const next = new URLSearchParams(pending.current?.base === base ? pending.current.next : params);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete('page');
    pending.current = { base, next };
    setParams(next, { replace: true });
  };
  const toggle = (o: ShipmentOrder) =>
    setSelected((s) => {
      const next = new Map(s);
      if (next.has(o.id)) next.delete(o.id);
      else next.set(o.id, o);
      return next;
    });
  const togglePage = (select: boolean) =>
    setSelected((s) => {
      const next = new Map(s);
      for (const o of rows) {
        if (select) next.set(o.id, o);
        else next.delete(o.id);
      }
      return next;
    });
  const chosen = [...selected.values()];
  const ids = chosen.map((o) => o.id);
  const forget = (gone: string[]) =>
    setSelected((s) => {
      const next = new Map(s);
      for (const id of gone) next.delete(id);
      return next;
    });

  const print = (kind: ShipmentDocumentKind) => {
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
    forget(answer.results.filter((r) => r.ok).map((r) => r.id));
    setRefused(answer.results.filter((r) => !r.ok));
  };

  return (
    <Box sx={{ maxWidth: 1400, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 2 }}>
        <Box sx={{ flex: 1, minWidth: 220 }}>
          <Typography variant="h1">{t('title')}</Typography>
          <Typography sx={{ color: 'text.secondary' }} data-testid="shipment-count">
            {query.data ? t('count', { count: total }) : t('subtitle')}
          </Typography>
        </Box>
        <Button component={Link} to="/dashboard/settings?link=delivery" variant="outlined">
          {t('modes')}
        </Button>
      </Box>

      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 2fr 1.2fr 1fr 1fr' },
          '& > .wide': { gridColumn: { xs: '1 / -1', md: 'auto' } },
        }}
      >
        <TextField
          className="wide"
          label={t('filter.q')}
          defaultValue={filters.q}
          onKeyDown={(e) => {
            if (e.key === 'Enter') setFilter('q', (e.target as HTMLInputElement).value.trim());
          }}
          onBlur={(e) => setFilter('q', e.target.value.trim())}
        />
        <TextField
          className="wide"
          select
          label={t('filter.mode')}
          value={filters.mode}
          onChange={(e) => setFilter('mode', e.target.value)}
        >
          <MenuItem value="">{t('filter.allModes')}</MenuItem>
          {/* A mode filtered on stays offered even when its orders have all left. */}
          {[
            ...(query.data?.modes ?? []),
            ...(filters.mode && !query.data?.modes.some((m) => m.name === filters.mode)
              ? [{ name: filters.mode, count: 0 }]
              : []),
          ].map((m) => (
            <MenuItem key={m.name} value={m.name}>
              {m.name || '—'} ({m.count})
            </MenuItem>
          ))}
        </TextField>
        <TextField
          className="wide"
          select
          label={t('filter.state')}
          value={filters.deliveryStatus}
          onChange={(e) => setFilter('state', e.target.value)}
        >
          <MenuItem value="">{t('filter.allStates')}</MenuItem>
          {SHIPMENT_QUEUE_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {STATUS_LABELS.delivery[s]?.[lang] ?? s}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="date"
          label={t('filter.from')}
          value={filters.from}
          onChange={(e) => setFilter('from', e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          label={t('filter.to')}
          value={filters.to}
          onChange={(e) => setFilter('to', e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Box>

      {selected.size > 0 && (
        <Paper
          role="toolbar"
          aria-label={t('selection.label')}
          elevation={3}
          sx={{
            position: 'sticky',
            top: { xs: 60, sm: 72 },
            zIndex: 3,
            p: 1.5,
            display: 'flex',
            gap: 1,
            flexWrap: 'wrap',
            alignItems: 'center',
          }}
        >
          <Typography sx={{ fontWeight: 600, mr: 1 }} data-testid="selection-count">
            {t('selection.count', { count: selected.size })}
          </Typography>
          <Button variant="contained" onClick={() => setShipping(chosen)}>
            {t('selection.ship')}
          </Button>
          <Button variant="outlined" onClick={() => print('deliveryNotes')}>
            {t('selection.deliveryNotes')}
          </Button>
          <Button variant="outlined" onClick={() => print('pickingList')}>
            {t('selection.pickingList')}
          </Button>
          <Button
            variant="outlined"
            disabled={prepare.isPending}
            onClick={() =>
              prepare.mutate(ids, {
                onSuccess: (answer) => setRefused(answer.results.filter((r) => !r.ok)),
              })
            }
          >
            {t('selection.prepare')}
          </Button>
          <Button onClick={() => setSelected(new Map())}>{t('selection.clear')}</Button>
        </Paper>
      )}

      {refused.length > 0 && (
        <Alert severity="warning" onClose={() => setRefused([])} data-testid="shipment-refused">
          <strong>{t('ship.refused')}</strong>{' '}
          {refused.map((r) => `${r.reference ?? r.id} : ${r.message}`).join(' · ')}
        </Alert>
      )}

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
            icon={<LocalShippingOutlined />}
            title={t('list.empty')}
            text={filtered ? t('list.emptyFiltered') : t('list.emptyText')}
            action={
              filtered ? (
                <Button onClick={() => setParams(new URLSearchParams(), { replace: true })}>
                  {t('filter.reset')}
                </Button>
              ) : undefined
            }
          />
        </Card>
      ) : (
        <Card sx={{ overflow: 'hidden', bgcolor: { xs: 'transparent', sm: 'background.paper' } }}>
          <Box sx={{ height: 4 }}>{query.isFetching && <LinearProgress aria-hidden />}</Box>
          <Box sx={{ overflowX: 'auto' }}>
            <ShipmentList
              rows={rows}
              loading={query.isPending}
              selected={new Set(selected.keys())}
              onToggle={toggle}
              onTogglePage={togglePage}
            />
          </Box>
          {total > 0 && (
            <TablePagination
              component="div"
              count={total}
              page={Math.min(filters.page, Math.max(0, Math.ceil(total / SHIPMENTS_PAGE_SIZE) - 1))}
              rowsPerPage={SHIPMENTS_PAGE_SIZE}
              rowsPerPageOptions={[SHIPMENTS_PAGE_SIZE]}
              onPageChange={(_, next: number) => {
                const p = new URLSearchParams(params);
                if (next > 0) p.set('page', String(next + 1));
                else p.delete('page');
                setParams(p);
              }}
              labelRowsPerPage={t('list.rowsPerPage')}
              labelDisplayedRows={({ from, to, count }) => t('list.displayedRows', { from, to, count })}
            />
          )}
        </Card>
      )}
      <PrintDialog job={printing} onClose={() => setPrinting(null)} />
      <ShipDialog orders={shipping} onClose={() => setShipping(null)} onDone={shipped} />
    </Box>
  );
}
