import '../imports.i18n.ts';
import { IMPORT_INTEGRATIONS } from '@cuvee/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n.ts';
import {
  clientImportQuery,
  useImportAction,
  useUpdateImportMapping,
  useUploadClientFile,
} from '../api/imports.queries.ts';
import { FileStep } from './file-step.tsx';
import { MappingStep } from './mapping-step.tsx';
import { ProgressStep, ReportStep } from './report-step.tsx';

const STEPS = ['file', 'columns', 'import', 'report'] as const;

/**
 * The client import, route-less (issue 15 item 8): Fichier → Colonnes → Import → Rapport. The
 * step follows the import's status, so reopening an import (a notification's link) lands on
 * its progress or its report.
 */
export function ClientImportDialog({
  open,
  importId,
  onImportId,
  onClose,
}: {
  open: boolean;
  importId: string | null;
  onImportId: (id: string | null) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('imports');
  const phone = useMediaQuery('(max-width:599.95px)');
  const upload = useUploadClientFile();
  const detail = useQuery({ ...clientImportQuery(importId ?? ''), enabled: Boolean(importId) });
  const imp = importId ? detail.data : undefined;
  const mapping = useUpdateImportMapping(importId ?? '');
  const start = useImportAction(importId ?? '', 'start');
  const revert = useImportAction(importId ?? '', 'revert');
  const step = !imp ? 0 : imp.status === 'pending' ? 1 : imp.status === 'processing' ? 2 : 3;
  const lang = currentLanguage();
  const integration = IMPORT_INTEGRATIONS.find((i) => i.key === imp?.integration)?.[lang];

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      maxWidth="lg"
      fullWidth
      aria-labelledby="client-import-title"
    >
      <DialogTitle id="client-import-title">{t('title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 3, alignContent: 'start' }}>
        <Stepper activeStep={step} alternativeLabel sx={{ pt: 1, minWidth: 0 }}>
          {STEPS.map((key) => (
            <Step key={key}>
              <StepLabel>{t(`steps.${key}`)}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {step === 0 && (
          <FileStep
            busy={upload.isPending}
            onFile={(file, chosen) =>
              upload.mutate({ file, integration: chosen }, { onSuccess: (created) => onImportId(created.id) })
            }
          />
        )}
        {importId && !imp && detail.isPending && <Alert severity="info">{t('reading')}</Alert>}
        {imp && step === 1 && (
          <>
            <Alert severity="info">
              {t('detected', { name: integration, count: imp.totalRows, file: imp.fileName })}
            </Alert>
            <MappingStep imp={imp} onMapping={(next) => mapping.mutate({ mapping: next })} />
          </>
        )}
        {imp && step === 2 && <ProgressStep imp={imp} />}
        {imp && step === 3 && (
          <ReportStep imp={imp} onRevert={() => revert.mutate()} reverting={revert.isPending} />
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {step === 1 && (
          <Button onClick={() => onImportId(null)} disabled={start.isPending}>
            {t('back')}
          </Button>
        )}
        <Button onClick={onClose}>{t('close')}</Button>
        {step === 1 && (
          <Button
            variant="contained"
            onClick={() => start.mutate()}
            disabled={start.isPending || mapping.isPending}
          >
            {t('start')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
