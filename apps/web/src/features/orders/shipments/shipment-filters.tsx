import { SHIPMENT_QUEUE_STATUSES } from '@cuvee/contracts/shipments';
import { STATUS_LABELS } from '@cuvee/domain/orders/statuses';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { CommitField, ListSelect } from '../../../components/form/filter-fields.tsx';
import { DateRangeFilters } from '../../../components/list/index.ts';
import { useUiLanguage } from '../../../lib/i18n.ts';
import type { ShipmentFilters } from '../api/shipments.queries.ts';
import './shipments.i18n.ts';

const STATES = SHIPMENT_QUEUE_STATUSES as readonly string[];

/** The desk's filters as the URL holds them (`?mode=…&state=preparing&from=…&to=…&q=…&page=2`). */
export function shipmentFiltersOf(params: URLSearchParams, page: number): ShipmentFilters {
  const state = params.get('state') ?? '';
  return {
    mode: params.get('mode') ?? '',
    deliveryStatus: STATES.includes(state) ? (state as ShipmentFilters['deliveryStatus']) : '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    q: params.get('q') ?? '',
    page,
  };
}

export const isFilteredShipments = (f: ShipmentFilters) =>
  Boolean(f.mode || f.deliveryStatus || f.from || f.to || f.q);

/** The desk's filters: reference or client, delivery mode (with its count), state, order dates. */
export function ShipmentFiltersBar({
  filters,
  modes,
  onChange,
}: {
  filters: ShipmentFilters;
  /** The modes of the orders in the desk, each with its count. */
  modes: readonly { name: string; count: number }[] | undefined;
  /** A key of the URL ('q', 'mode', 'state', 'from', 'to') and its value. */
  onChange(key: string, value: string | undefined): void;
}) {
  const { t } = useTranslation('shipments');
  const lang = useUiLanguage();
  // A mode filtered on stays offered even when its orders have all left.
  const offered = [
    ...(modes ?? []),
    ...(filters.mode && !modes?.some((m) => m.name === filters.mode)
      ? [{ name: filters.mode, count: 0 }]
      : []),
  ];
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 2fr 1.2fr 1fr 1fr' },
        '& > .wide': { gridColumn: { xs: '1 / -1', md: 'auto' } },
      }}
    >
      <CommitField
        className="wide"
        label={t('filter.q')}
        value={filters.q || undefined}
        onCommit={(q) => onChange('q', q)}
      />
      <ListSelect
        wide
        label={t('filter.mode')}
        allLabel={t('filter.allModes')}
        value={filters.mode || undefined}
        options={offered.map((m) => ({ value: m.name, label: `${m.name || '—'} (${m.count})` }))}
        onChange={(mode) => onChange('mode', mode)}
      />
      <ListSelect
        wide
        label={t('filter.state')}
        allLabel={t('filter.allStates')}
        value={filters.deliveryStatus || undefined}
        options={SHIPMENT_QUEUE_STATUSES.map((s) => ({
          value: s,
          label: STATUS_LABELS.delivery[s]?.[lang] ?? s,
        }))}
        onChange={(state) => onChange('state', state)}
      />
      <DateRangeFilters
        from={filters.from || undefined}
        to={filters.to || undefined}
        fromLabel={t('filter.from')}
        toLabel={t('filter.to')}
        onChange={onChange}
      />
    </Box>
  );
}
