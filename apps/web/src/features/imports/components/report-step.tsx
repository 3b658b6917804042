import type { ClientImport } from '@cuvee/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { rejectsCsv } from '../logic/rejects-csv.ts';

/** Step 3: the progress bar, polled every second while the job runs. */
export function ProgressStep({ imp }: { imp: ClientImport }) {
  const { t } = useTranslation('imports');
  const value = imp.totalRows ? (imp.processedRows / imp.totalRows) * 100 : 0;
  return (
    <Box sx={{ display: 'grid', gap: 1.5, py: 2 }}>
      <LinearProgress
        variant="determinate"
        value={value}
        aria-label={t('steps.import')}
        sx={{ height: 10, borderRadius: 5 }}
      />
      <Typography data-testid="import-progress" sx={{ fontWeight: 600, textAlign: 'center' }}>
        {t('progress', { done: imp.processedRows, total: imp.totalRows })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
        {t('processing')}
      </Typography>
    </Box>
  );
}

function download(imp: ClientImport) {
  const url = URL.createObjectURL(new Blob([rejectsCsv(imp)], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `lignes-refusees-${imp.fileName.replace(/\.[^.]+$/, '')}.csv`;
  a.click();
  URL.revokeObjectURL(url);
}

/** Step 4: what was imported, the rejected lines with their reasons, their download, the undo. */
export function ReportStep({
  imp,
  onRevert,
  reverting,
}: {
  imp: ClientImport;
  onRevert: () => void;
  reverting: boolean;
}) {
  const { t } = useTranslation('imports');
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      {imp.status === 'error' && <Alert severity="error">{t('error', { message: imp.error ?? '' })}</Alert>}
      {imp.status === 'reverted' && <Alert severity="info">{t('reverted')}</Alert>}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Alert severity="success" sx={{ flex: '1 1 200px' }}>
          {t('imported', { count: imp.importedRows })}
        </Alert>
        <Alert severity={imp.rejectedRows ? 'warning' : 'success'} sx={{ flex: '1 1 200px' }}>
          {t('rejected', { count: imp.rejectedRows })}
        </Alert>
      </Box>
      {imp.rejects.length === 0 ? (
        <Typography color="text.secondary">{t('noReject')}</Typography>
      ) : (
        <>
          <Box sx={{ overflowX: 'auto', maxHeight: 360, border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <Table size="small" stickyHeader aria-label={t('rejected', { count: imp.rejectedRows })}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('line')}</TableCell>
                  <TableCell>{t('reasons')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {imp.rejects.map((r) => (
                  <TableRow key={r.line} data-testid="import-reject">
                    <TableCell>{r.line}</TableCell>
                    <TableCell>{r.reasons.join(' ; ')}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
          {imp.rejects.length < imp.rejectedRows && (
            <Typography variant="body2" color="text.secondary">
              {t('moreRejects', { shown: imp.rejects.length, count: imp.rejectedRows })}
            </Typography>
          )}
        </>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {imp.rejects.length > 0 && (
          <Button variant="outlined" onClick={() => download(imp)}>
            {t('download')}
          </Button>
        )}
        {(imp.status === 'completed' || imp.status === 'error') && imp.importedRows > 0 && (
          <Button
            color="error"
            disabled={reverting}
            onClick={() => {
              if (window.confirm(t('revertConfirm', { count: imp.importedRows }))) onRevert();
            }}
          >
            {t('revert')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
