import '../imports.i18n.ts';
import UploadIcon from '@mui/icons-material/Upload';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCan } from '../../../lib/use-can.ts';
import { ClientImportDialog } from './client-import-dialog.tsx';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * 'Importer' for the client list, and the dialog it opens. The dialog lives in the URL
 * (`?import=1` to start one, `?import=<id>` for an import's progress or report, as the
 * newImportClients notification links), so that a reload or a shared link reopens it.
 */
export function ClientImportButton({ hideButton = false }: { hideButton?: boolean }) {
  const { t } = useTranslation('imports');
  const [params, setParams] = useSearchParams();
  const value = params.get('import');
  // Importing is the staff's (createClient): an agent's list shows no button and opens no dialog.
  const canImport = useCan('clients.import');
  const set = (next: string | null) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next) copy.set('import', next);
        else copy.delete('import');
        return copy;
      },
      { replace: true },
    );
  if (!canImport) return null;
  return (
    <>
      {!hideButton && (
        <Button variant="outlined" startIcon={<UploadIcon />} onClick={() => set('1')}>
          {t('button')}
        </Button>
      )}
      <ClientImportDialog
        open={value !== null}
        importId={value && UUID.test(value) ? value : null}
        onImportId={(id) => set(id ?? '1')}
        onClose={() => set(null)}
      />
    </>
  );
}
