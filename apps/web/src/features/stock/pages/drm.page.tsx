import WarehouseOutlined from '@mui/icons-material/WarehouseOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ListSelect } from '../../../components/form/filter-fields.tsx';
import { ListLoadError } from '../../../components/list/index.ts';
import { EmptyState } from '../../../components/shared/empty-state.tsx';
import type { ApiError } from '../../../lib/api-client.ts';
import { useCan } from '../../../lib/use-can.ts';
import { useUrlFilters } from '../../../lib/use-url-filters.ts';
import { drmCatalogueQuery, drmMonthsQuery, drmReturnQuery, drmSettingsQuery } from '../api/drm.queries.ts';
import { warehousesQuery } from '../api/stock.queries.ts';
import { DrmHistory } from '../components/drm-history.tsx';
import { DrmReturnView } from '../components/drm-return-view.tsx';
import { useDrmTexts } from '../components/drm-section.tsx';
import { DrmSetup } from '../components/drm-setup.tsx';
import { StockHeader } from '../components/stock-header.tsx';
import { monthLabel, shownMonth } from '../logic/drm-months.ts';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * /dashboard/stocks/drm: the monthly customs return of a bonded warehouse, as the customs read
 * it — per fiscal product and regime the balance in hl, the duties, the CRD account, the e-AD
 * not discharged — with the checks before filing, its files (the interprofession's CSV, a PDF)
 * and 'Marquer comme déposée', which locks the month's movements. The warehouse and the month
 * are in the URL (?warehouse=…&month=AAAA-MM); the previous month by default.
 */
export function DrmPage() {
  const { t, lang } = useDrmTexts();
  const url = useUrlFilters();
  const warehouses = useQuery(warehousesQuery());
  const settings = useQuery(drmSettingsQuery());
  const catalogue = useQuery(drmCatalogueQuery());
  const bonded = (warehouses.data ?? []).filter((w) => w.exciseStatus === 'suspended' && !w.archived);
  const asked = url.params.get('warehouse');
  const warehouse = bonded.find((w) => w.id === asked) ?? bonded.find((w) => w.isDefault) ?? bonded[0];
  const warehouseId = warehouse?.id ?? '';
  const month = shownMonth(url.params.get('month'));
  const months = useQuery(drmMonthsQuery(warehouseId));
  const drm = useQuery(drmReturnQuery(warehouseId, month));
  const canEditSettings = useCan('drm.settings.write');

  const header = <StockHeader title={t('title')} subtitle={t('subtitle')} />;
  const framed = (body: ReactNode) => (
    <Box sx={{ maxWidth: 1280, display: 'grid', gap: 2 }}>
      {header}
      {body}
    </Box>
  );
  if (warehouses.isPending) return framed(<LinearProgress aria-hidden />);
  if (warehouses.isError)
    return framed(<ListLoadError message={t('loadError')} onRetry={() => void warehouses.refetch()} />);
  if (!warehouse)
    return framed(
      <Card>
        <EmptyState
          icon={<WarehouseOutlined />}
          title={t('noSuspended')}
          text={t('noSuspendedText')}
          action={
            <Button component={RouterLink} to="/dashboard/stocks/warehouses" variant="contained">
              {t('openWarehouses')}
            </Button>
          }
        />
      </Card>,
    );

  const monthOptions = (months.data?.months.map((m) => m.month) ?? [month]).map((m) => ({
    value: m,
    label: capitalised(monthLabel(m, lang)),
  }));
  if (!monthOptions.some((o) => o.value === month))
    monthOptions.unshift({ value: month, label: capitalised(monthLabel(month, lang)) });

  return (
    <Box sx={{ maxWidth: 1280, display: 'flex', flexDirection: 'column', gap: 2 }}>
      {header}
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(220px, 320px) minmax(180px, 240px)' },
        }}
      >
        <ListSelect
          label={t('warehouse')}
          value={warehouseId}
          options={bonded.map((w) => ({ value: w.id, label: w.name }))}
          onChange={(value) => url.set('warehouse', value)}
          testId="drm-warehouse"
        />
        <ListSelect
          label={t('month')}
          value={month}
          options={monthOptions}
          onChange={(value) => url.set('month', value)}
          testId="drm-month"
        />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) 300px' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          {drm.isPending ? (
            <>
              <Skeleton variant="rounded" height={120} />
              <Skeleton variant="rounded" height={260} />
            </>
          ) : drm.isError && !drm.data ? (
            <ListLoadError
              message={(drm.error as ApiError | null)?.message || t('loadError')}
              onRetry={() => void drm.refetch()}
            />
          ) : (
            <DrmReturnView drm={drm.data} catalogue={catalogue.data} loading={drm.isPlaceholderData} />
          )}
        </Box>
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <DrmHistory months={months} month={month} onSelect={(m) => url.set('month', m)} />
          {settings.data && (
            <DrmSetup
              settings={settings.data}
              canEdit={canEditSettings}
              exciseNumber={warehouse.exciseNumber}
            />
          )}
        </Box>
      </Box>
    </Box>
  );
}
