import type { DrmReturn } from '@cuvee/contracts';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { ApiError } from '../../../lib/api-client.ts';
import { formatLongDate } from '../../../lib/format.ts';
import { useCan } from '../../../lib/use-can.ts';
import { useDischarge, useDownloadDrm, useFileDrm } from '../api/drm.mutations.ts';
import { monthDays, monthLabel, parisDay } from '../logic/drm-months.ts';
import { paramsFromJournalFilters } from '../logic/stock-filters.ts';
import { DrmBalance, DrmNeant } from './drm-balance.tsx';
import { DrmChecks } from './drm-checks.tsx';
import { DrmCrd } from './drm-crd.tsx';
import { DrmDuties } from './drm-duties.tsx';
import { DrmFileDialog } from './drm-file-dialog.tsx';
import { STATE_COLOUR, useDrmTexts } from './drm-section.tsx';
import { DrmUndischarged } from './drm-undischarged.tsx';

/** The month's return: its state and deadline, its files, its checks, then what it declares. */
export function DrmReturnView({
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
