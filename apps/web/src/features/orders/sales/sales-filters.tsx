import {
  ORDER_STATUSES,
  type OrderKind,
  QUOTE_OUTCOMES,
  type QuoteOutcome,
  STATUS_LABELS,
} from '@cuvee/domain';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { CommitField, ListSelect } from '../../../components/form/filter-fields.tsx';
import { DateRangeFilters } from '../../../components/list/index.ts';
import { useUiLanguage } from '../../../lib/i18n.ts';
import type { SalesFilters } from '../api/sales-orders.queries.ts';

/** The list's filters as the URL holds them (`?status=validated&q=Dupont&from=…&page=2`). */
export function salesFiltersOf(params: URLSearchParams, page: number): SalesFilters {
  const status = params.get('status') ?? '';
  const outcome = params.get('outcome') ?? '';
  return {
    status: (ORDER_STATUSES as readonly string[]).includes(status) ? (status as SalesFilters['status']) : '',
    outcome: (QUOTE_OUTCOMES as readonly string[]).includes(outcome) ? (outcome as QuoteOutcome) : '',
    q: params.get('q') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    page,
  };
}

/**
 * The filters of a sales list: reference or client, where it stands (a quote by its outcome
 * for the client, issue 24; the rest by status), and the period.
 */
export function SalesFiltersBar({
  kind,
  filters,
  onChange,
}: {
  kind: OrderKind;
  filters: SalesFilters;
  onChange(key: keyof SalesFilters, value: string | undefined): void;
}) {
  const { t } = useTranslation('orders');
  const lang = useUiLanguage();
  const standing =
    kind === 'quote'
      ? { key: 'outcome' as const, value: filters.outcome, list: QUOTE_OUTCOMES, labels: STATUS_LABELS.quote }
      : { key: 'status' as const, value: filters.status, list: ORDER_STATUSES, labels: STATUS_LABELS.order };
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1fr 1fr 1fr' } }}>
      <CommitField
        label={t('sales.filter.q')}
        value={filters.q || undefined}
        onCommit={(q) => onChange('q', q)}
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
      />
      <ListSelect
        label={t('sales.filter.status')}
        allLabel={t('sales.filter.all')}
        value={standing.value || undefined}
        options={(standing.list as readonly string[]).map((s) => ({
          value: s,
          label: (standing.labels as Record<string, Record<string, string> | undefined>)[s]?.[lang] ?? s,
        }))}
        onChange={(value) => onChange(standing.key, value)}
      />
      <DateRangeFilters
        from={filters.from || undefined}
        to={filters.to || undefined}
        fromLabel={t('sales.filter.from')}
        toLabel={t('sales.filter.to')}
        onChange={onChange}
      />
    </Box>
  );
}
