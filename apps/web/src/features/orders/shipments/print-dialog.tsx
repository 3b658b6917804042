import type { ShipmentDocumentKind } from '@cuvee/contracts/shipments';
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
import { useTranslation } from 'react-i18next';
import { downloadShipmentDocument, shipmentDocumentQuery } from '../api/shipments.queries.ts';
import './shipments.i18n.ts';

/*
 * One PDF for the selection (its delivery notes, or its picking list), made by a job: the dialog
 * follows it and offers the file once made (as the exports do, decision 0034's download).
 */

function Progress({ id, count }: { id: string; count: number }) {
  const { t } = useTranslation('shipments');
  const { data } = useQuery(shipmentDocumentQuery(id));
  if (!data || data.status === 'pending' || data.status === 'processing')
    return (
      <Stack spacing={1} role="status">
        <LinearProgress />
        <Typography variant="body2">{t('print.preparing', { count })}</Typography>
      </Stack>
    );
  if (data.status === 'error') return <Alert severity="error">{data.error ?? t('print.failed')}</Alert>;
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Alert severity="success" sx={{ width: '100%' }} role="status">
        {t('print.ready')}
      </Alert>
      <Button
        variant="contained"
        autoFocus
        startIcon={<FileDownloadOutlined />}
        onClick={() => void downloadShipmentDocument(data.id, data.fileName)}
        data-testid="shipment-document-download"
      >
        {t('print.download')}
      </Button>
      <Typography variant="caption" sx={{ color: 'text.secondary', wordBreak: 'break-word' }}>
        {data.fileName}
      </Typography>
    </Stack>
  );
}

export function PrintDialog(props: {
  job: { kind: ShipmentDocumentKind; id: string | null; count: number } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('shipments');
  const job = props.job;
  return (
    <Dialog open={job !== null} onClose={props.onClose} fullWidth maxWidth="xs">
      {job && <DialogTitle>{t(`print.title_${job.kind}`)}</DialogTitle>}
      <DialogContent>
        {job?.id ? (
          <Progress id={job.id} count={job.count} />
        ) : (
          <Stack spacing={1} role="status">
            <LinearProgress />
            <Typography variant="body2">{t('print.preparing', { count: job?.count ?? 0 })}</Typography>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('print.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
