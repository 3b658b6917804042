import { formatEuros } from '@cuvee/domain';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../../components/form/index.ts';
import { useIsMobile } from '../../../components/shared/use-is-mobile.ts';
import { formatDate } from '../../../lib/format.ts';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { downloadFec, downloadFecDescription, downloadPreEntries } from '../api/accounting.mutations.ts';
import { fecCheckQuery } from '../api/accounting.queries.ts';
import { fiscalYears, monthRange, parisToday } from '../logic/periods.ts';

type Values = { year: string; from: string; to: string; format: 'csv' | 'xlsx' };

/** A download's button: busy while the file comes, a French line if it failed. */
function useDownload() {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const run = (file: () => Promise<unknown>) => {
    setBusy(true);
    setFailed(false);
    void file()
      .catch(() => setFailed(true))
      .finally(() => setBusy(false));
  };
  return { busy, failed, run };
}

/** The FEC's check, shown before its download: blocking errors, warnings, or all clear. */
function FecCheckReport(props: { year: number }) {
  const { t } = useTranslation('accounting');
  const lang = useUiLanguage();
  const check = useQuery(fecCheckQuery(props.year));
  const download = useDownload();
  if (check.isPending)
    return (
      <Stack spacing={1} role="status">
        <LinearProgress />
        <Typography variant="body2">{t('journals.exports.checking')}</Typography>
      </Stack>
    );
  if (check.isError) return <Alert severity="error">{check.error.message}</Alert>;
  const report = check.data;
  const blocked = report.errors.length > 0;
  return (
    <Stack spacing={1.5} data-testid="fec-check">
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('journals.exports.period', {
          from: formatDate(report.from, lang),
          to: formatDate(report.to, lang),
          fields: report.fields,
        })}
      </Typography>
      {blocked && (
        <Alert severity="error" data-testid="fec-errors">
          <AlertTitle>{t('journals.exports.errors')}</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {report.errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </Box>
        </Alert>
      )}
      {report.warnings.length > 0 && (
        <Alert severity="warning" data-testid="fec-warnings">
          <AlertTitle>{t('journals.exports.warnings')}</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {report.warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </Box>
        </Alert>
      )}
      {!blocked && (
        <Alert severity="success" data-testid="fec-ok">
          {t('journals.exports.checkOk')}{' '}
          {t('journals.exports.lines', { count: report.lines, total: formatEuros(report.totals.debit) })}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          startIcon={<FileDownloadOutlined />}
          disabled={blocked || download.busy}
          onClick={() => download.run(() => downloadFec(props.year))}
          data-testid="fec-download"
        >
          {t('journals.exports.downloadFec')} {report.fileName}
        </Button>
        <Button
          variant="outlined"
          startIcon={<FileDownloadOutlined />}
          disabled={download.busy}
          onClick={() => download.run(() => downloadFecDescription(props.year))}
        >
          {t('journals.exports.description')}
        </Button>
      </Box>
      {download.failed && <Alert severity="error">{t('journals.exports.failed')}</Alert>}
    </Stack>
  );
}

/**
 * 'Exporter': the FEC of a fiscal year (the product's check first, its download offered only
 * when nothing blocks) with its description file, and the pre-entries of a period as CSV or
 * XLSX for the accountant. Files come through the client with the session's headers.
 */
export function ExportsDialog(props: { onClose(): void; month?: string }) {
  const { t } = useTranslation('accounting');
  const mobile = useIsMobile();
  const today = parisToday();
  const period = props.month ? monthRange(props.month) : { from: `${today.slice(0, 7)}-01`, to: today };
  const form = useForm<Values>({
    defaultValues: { year: String(fiscalYears(today)[0]), ...period, format: 'xlsx' },
  });
  const [checked, setChecked] = useState<number | null>(null);
  const { year, from, to, format } = form.watch();
  const pre = useDownload();
  return (
    <Dialog open onClose={props.onClose} fullScreen={mobile} fullWidth maxWidth="sm">
      <DialogTitle>{t('journals.exports.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography component="h3" variant="h3">
            {t('journals.exports.fec')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('journals.exports.fecHelp')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
            <SelectField
              control={form.control}
              name="year"
              label={t('journals.exports.year')}
              sx={{ minWidth: 160 }}
              options={fiscalYears(today).map((y) => ({ value: String(y), label: String(y) }))}
            />
            <Button variant="outlined" sx={{ mt: 1 }} onClick={() => setChecked(Number(year))}>
              {t('journals.exports.check')}
            </Button>
          </Box>
          {checked !== null && checked === Number(year) && <FecCheckReport year={checked} />}
          <Divider />
          <Typography component="h3" variant="h3">
            {t('journals.exports.preEntries')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('journals.exports.preEntriesHelp')}
          </Typography>
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr 1fr 1fr' } }}>
            <TextField
              control={form.control}
              name="from"
              type="date"
              label={t('journals.exports.from')}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              control={form.control}
              name="to"
              type="date"
              label={t('journals.exports.to')}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <SelectField
              control={form.control}
              name="format"
              label={t('journals.exports.format')}
              options={[
                { value: 'xlsx', label: 'XLSX (Excel)' },
                { value: 'csv', label: 'CSV' },
              ]}
            />
          </Box>
          <div>
            <Button
              variant="outlined"
              startIcon={<FileDownloadOutlined />}
              disabled={!from || !to || from > to || pre.busy}
              onClick={() => pre.run(() => downloadPreEntries({ from, to, format }))}
            >
              {t('journals.exports.downloadPre')}
            </Button>
          </div>
          {pre.failed && <Alert severity="error">{t('journals.exports.failed')}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('journals.exports.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
