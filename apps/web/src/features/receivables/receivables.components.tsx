import type { SalesExport, SalesExportBody } from '@cuvee/contracts';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../lib/use-can.ts';
import { downloadExport, useStartExport } from './api/receivables.mutations.ts';
import { salesExportQuery } from './api/receivables.queries.ts';
import './receivables.i18n.ts';

type Kind = SalesExport['kind'];
const day = (d: Date) => d.toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
const monthStart = () => `${day(new Date()).slice(0, 8)}01`;

function ExportProgress(props: { id: string }) {
  const { t } = useTranslation('receivables');
  const { data } = useQuery(salesExportQuery(props.id));
  if (!data || data.status === 'pending' || data.status === 'processing') {
    const value = data?.total ? Math.round((data.done / data.total) * 100) : 0;
    return (
      <Stack spacing={1} role="status">
        <LinearProgress variant={data?.total ? 'determinate' : 'indeterminate'} value={value} />
        <Typography variant="body2">
          {t('exports.preparing', { done: data?.done ?? 0, total: data?.total ?? 0 })}
        </Typography>
      </Stack>
    );
  }
  if (data.status !== 'completed') return <Alert severity="error">{data.error ?? t('exports.failed')}</Alert>;
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Alert severity="success" sx={{ width: '100%' }}>
        {t('exports.ready')}
      </Alert>
      <Button
        variant="contained"
        startIcon={<FileDownloadOutlined />}
        onClick={() => void downloadExport(data.id, data.fileName)}
        data-testid="export-download"
      >
        {t('exports.download')} {data.fileName}
      </Button>
    </Stack>
  );
}

/**
 * 'Exporter' for the orders, invoices or payments lists: the format and the dates, then the
 * job's progress bar and the download once it is done (sales.export).
 */
export function SalesExportButton(props: { kind: Kind; filters?: SalesExportBody['filters'] }) {
  const { t } = useTranslation('receivables');
  const allowed = useCan('sales.export');
  const [open, setOpen] = useState(false);
  const [format, setFormat] = useState<'csv' | 'xlsx'>('xlsx');
  const [from, setFrom] = useState(monthStart);
  const [to, setTo] = useState(() => day(new Date()));
  const [exportId, setExportId] = useState<string | null>(null);
  const start = useStartExport();
  if (!allowed) return null;
  const close = () => {
    setOpen(false);
    setExportId(null);
  };
  return (
    <>
      <Button variant="outlined" startIcon={<FileDownloadOutlined />} onClick={() => setOpen(true)}>
        {t('exports.button')}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="xs">
        <DialogTitle>{t(`exports.title_${props.kind}`)}</DialogTitle>
        <DialogContent>
          {exportId ? (
            <ExportProgress id={exportId} />
          ) : (
            <Stack spacing={2} sx={{ pt: 1 }}>
              <TextField
                select
                label={t('exports.format')}
                value={format}
                onChange={(e) => setFormat(e.target.value as 'csv' | 'xlsx')}
              >
                <MenuItem value="xlsx">XLSX (Excel)</MenuItem>
                <MenuItem value="csv">CSV</MenuItem>
              </TextField>
              <TextField
                type="date"
                label={t('exports.from')}
                value={from}
                onChange={(e) => setFrom(e.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                type="date"
                label={t('exports.to')}
                value={to}
                onChange={(e) => setTo(e.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('exports.close')}</Button>
          {!exportId && (
            <Button
              variant="contained"
              disabled={start.isPending || !from || !to}
              onClick={() =>
                start.mutate(
                  { kind: props.kind, format, from, to, filters: props.filters },
                  { onSuccess: (e) => setExportId(e.id) },
                )
              }
            >
              {t('exports.start')}
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}
