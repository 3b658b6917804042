import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { bannerKey, type MaintenanceState } from '../logic/maintenance.logic.ts';

const DISMISSED_KEY = 'cuvee.maintenanceDismissed';

/** Spec §4: banner mode shows a dismissible notice with the date. */
export function MaintenanceBanner({ state }: { state: MaintenanceState | undefined }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const key = bannerKey(state);
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(DISMISSED_KEY));
  if (!key || !state?.startDate || !state.endDate || dismissed === key || state.page) return null;
  const close = () => {
    sessionStorage.setItem(DISMISSED_KEY, key);
    setDismissed(key);
  };
  return (
    <Alert
      severity="warning"
      role="status"
      aria-label={t('maintenance.bannerAria')}
      onClose={close}
      slotProps={{ closeButton: { title: t('maintenance.dismiss'), 'aria-label': t('maintenance.dismiss') } }}
      sx={{ borderRadius: 0, justifyContent: 'center' }}
    >
      {t('maintenance.banner', {
        start: formatDateTime(state.startDate, language),
        end: formatDateTime(state.endDate, language),
      })}
      {state.message ? ` ${state.message}` : ''}
    </Alert>
  );
}
