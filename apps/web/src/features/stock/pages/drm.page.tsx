import type { DrmReturn } from '@cuvee/contracts';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import WarehouseOutlined from '@mui/icons-material/WarehouseOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ListSelect } from '../../../components/form/filter-fields.tsx';
import { ListLoadError } from '../../../components/list/index.ts';
import { EmptyState } from '../../../components/shared/empty-state.tsx';
import type { ApiError } from '../../../lib/api-client.ts';
import { formatLongDate } from '../../../lib/format.ts';
import { useCan } from '../../../lib/use-can.ts';
import { useUrlFilters } from '../../../lib/use-url-filters.ts';
import { useDischarge, useDownloadDrm, useFileDrm } from '../api/drm.mutations.ts';
import { drmCatalogueQuery, drmMonthsQuery, drmReturnQuery, drmSettingsQuery } from '../api/drm.queries.ts';
import { warehousesQuery } from '../api/stock.queries.ts';
import { DrmFileDialog } from '../components/drm-file-dialog.tsx';
import { DrmSetup } from '../components/drm-setup.tsx';
import {
  DrmBalance,
  DrmChecks,
  DrmCrd,
  DrmDuties,
  DrmNeant,
  DrmSection,
  DrmUndischarged,
  useDrmTexts,
} from '../components/drm-views.tsx';
import { StockHeader } from '../components/stock-header.tsx';
import { monthDays, monthLabel, monthState, parisDay, shownMonth } from '../logic/drm-months.ts';
import { paramsFromJournalFilters } from '../logic/stock-filters.ts';

const STATE_COLOUR = { filed: 'success', toFile: 'warning', late: 'error' } as const;
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
  if (warehouses.isPending)
    return (
      <Box sx={{ maxWidth: 1280, display: 'grid', gap: 2 }}>
        {header}
        <LinearProgress aria-hidden />
      </Box>
    );
  if (warehouses.isError)
    return (
      <Box sx={{ maxWidth: 1280, display: 'grid', gap: 2 }}>
        {header}
        <ListLoadError message={t('loadError')} onRetry={() => void warehouses.refetch()} />
      </Box>
    );
  if (!warehouse)
    return (
      <Box sx={{ maxWidth: 1280, display: 'grid', gap: 2 }}>
        {header}
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
        </Card>
      </Box>
    );

  const shortDay = (day: string) =>
    new Date(day.length === 10 ? `${day}T12:00:00Z` : day).toLocaleDateString(
      lang === 'fr' ? 'fr-FR' : 'en-GB',
      {
        timeZone: 'Europe/Paris',
      },
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
          <DrmSection title={t('history.title')} testId="drm-history">
            {months.isPending ? (
              <Skeleton variant="rounded" height={160} />
            ) : months.isError ? (
              <ListLoadError message={t('loadError')} onRetry={() => void months.refetch()} />
            ) : (
              <List dense disablePadding sx={{ maxHeight: { lg: 420 }, overflowY: 'auto' }}>
                {months.data.months.map((m) => {
                  const state = monthState(m);
                  return (
                    <ListItemButton
                      key={m.month}
                      selected={m.month === month}
                      onClick={() => url.set('month', m.month)}
                      data-testid="drm-history-month"
                      sx={{ borderRadius: 1, gap: 1 }}
                    >
                      <ListItemText
                        primary={monthLabel(m.month, lang)}
                        secondary={
                          m.filing
                            ? t('filedOn', { date: shortDay(m.filing.filedAt) })
                            : t('history.due', { date: shortDay(m.deadline) })
                        }
                        slotProps={{ primary: { sx: { textTransform: 'capitalize' } } }}
                      />
                      <Chip
                        size="small"
                        color={STATE_COLOUR[state]}
                        variant="outlined"
                        label={t(`state.${state}`)}
                      />
                    </ListItemButton>
                  );
                })}
              </List>
            )}
          </DrmSection>
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

/** The month's return: its state and deadline, its files, its checks, then what it declares. */
function DrmReturnView({
  drm,
  catalogue,
  loading,
}: {
  drm: DrmReturn;
  catalogue: Parameters<typeof DrmBalance>[0]['catalogue'];
  loading: boolean;
}) {
  const { t, lang } = useDrmTexts();
  const canFile = useCan('drm.file');
  const canDischarge = useCan('stock.write');
  const download = useDownloadDrm();
  const file = useFileDrm();
  const discharge = useDischarge();
  const [confirming, setConfirming] = useState(false);
  const name = monthLabel(drm.month, lang);
  const late = !drm.filing && parisDay() > drm.deadline;
  const state = drm.filing ? 'filed' : late ? 'late' : 'toFile';
  const downloadButton = (format: 'csv' | 'pdf') => (
    <Button
      variant="outlined"
      startIcon={format === 'csv' ? <FileDownloadOutlined /> : <PictureAsPdfOutlined />}
      disabled={download.isPending}
      onClick={() => download.mutate({ warehouseId: drm.warehouseId, month: drm.month, format })}
      data-testid={`drm-download-${format}`}
    >
      {download.isPending && download.variables?.format === format
        ? t('download.busy')
        : t(`download.${format}`)}
    </Button>
  );
  const journal = `/dashboard/stocks/movements?${new URLSearchParams(paramsFromJournalFilters({ warehouseId: drm.warehouseId, ...monthDays(drm.month) }))}`;

  return (
    <>
      {loading && <LinearProgress aria-hidden sx={{ mb: -2 }} />}
      <Card sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 1.5 }} data-testid="drm-status">
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography component="h2" variant="h2" sx={{ flex: 1, minWidth: 200, fontSize: '1.35rem' }}>
            {t('title')} — <span style={{ textTransform: 'capitalize' }}>{name}</span>
            <Typography
              component="span"
              sx={{ color: 'text.secondary', display: 'block', fontSize: '0.95rem' }}
            >
              {drm.warehouseName}
              {drm.exciseNumber ? ` · ${drm.exciseNumber}` : ''}
            </Typography>
          </Typography>
          <Chip color={STATE_COLOUR[state]} label={t(`state.${state}`)} data-testid="drm-state" />
        </Box>
        {drm.filing ? (
          <Alert severity="success" icon={<LockOutlined />} data-testid="drm-filed">
            <strong>
              {drm.filing.filedBy
                ? t('filedBy', { date: formatLongDate(drm.filing.filedAt, lang), name: drm.filing.filedBy })
                : t('filedOn', { date: formatLongDate(drm.filing.filedAt, lang) })}
            </strong>
            <br />
            {t('filedLocked')}
          </Alert>
        ) : (
          <Typography
            sx={{ color: late ? 'error.main' : 'text.primary', fontWeight: 600 }}
            data-testid="drm-deadline"
          >
            {t(late ? 'deadlineLate' : 'deadline', { date: formatLongDate(drm.deadline, lang) })}
          </Typography>
        )}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          {downloadButton('csv')}
          {downloadButton('pdf')}
          {!drm.filing && canFile && (
            <Button
              variant="contained"
              startIcon={<GavelOutlined />}
              disabled={!drm.canFile}
              onClick={() => {
                file.reset();
                setConfirming(true);
              }}
              data-testid="drm-file"
            >
              {t('file.action')}
            </Button>
          )}
          {!drm.filing && canFile && !drm.canFile && (
            <Typography variant="body2" sx={{ color: 'error.main' }}>
              {t('file.blocked')}
            </Typography>
          )}
        </Box>
      </Card>
      {drm.neant && <DrmNeant />}
      <DrmChecks
        checks={drm.checks}
        journalLink={
          <Button component={RouterLink} to={journal} color="inherit" size="small">
            {t('checks.openJournal')}
          </Button>
        }
      />
      {drm.products.length > 0 && <DrmBalance drm={drm} catalogue={catalogue} />}
      <DrmDuties drm={drm} />
      <DrmCrd crd={drm.crd} />
      <DrmUndischarged
        items={drm.undischarged}
        busyId={discharge.isPending ? discharge.variables?.movementId : null}
        onDischarge={
          canDischarge ? (movementId) => discharge.mutate({ movementId, date: parisDay() }) : undefined
        }
      />
      {confirming && (
        <DrmFileDialog
          monthName={name}
          busy={file.isPending}
          refusal={(file.error as ApiError | null)?.message}
          onClose={() => setConfirming(false)}
          onConfirm={() =>
            file.mutate(
              { warehouseId: drm.warehouseId, month: drm.month },
              { onSuccess: () => setConfirming(false) },
            )
          }
        />
      )}
    </>
  );
}
