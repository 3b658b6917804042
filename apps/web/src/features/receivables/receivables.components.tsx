import type { SalesExport, SalesExportBody } from '@cuvee/contracts';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../components/form/index.ts';
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
  const form = useForm<{ format: 'csv' | 'xlsx'; from: string; to: string }>({
    defaultValues: { format: 'xlsx', from: monthStart(), to: day(new Date()) },
  });
  const { format, from, to } = form.watch();
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
              <SelectField
                control={form.control}
                name="format"
                label={t('exports.format')}
                options={[
                  { value: 'xlsx', label: 'XLSX (Excel)' },
                  { value: 'csv', label: 'CSV' },
                ]}
              />
              <TextField
                control={form.control}
                name="from"
                type="date"
                label={t('exports.from')}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                control={form.control}
                name="to"
                type="date"
                label={t('exports.to')}
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
