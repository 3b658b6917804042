import type { RightsChange } from '@cuvee/contracts';
import { PERMISSION_LABELS, type Permission } from '@cuvee/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { useMoment } from './collaborator-labels.tsx';
import '../collaborators.i18n.ts';

/** Every change of the collaborator's rights: what, when, by whom, the rights added and removed. */
export function RightsHistory({ history }: { history: readonly RightsChange[] }) {
  const { t } = useTranslation('collaborators');
  const lang = useUiLanguage() === 'fr' ? 'fr' : 'en';
  const moment = useMoment();
  const names = (rights: readonly Permission[]) => rights.map((r) => PERMISSION_LABELS[r][lang]).join(', ');
  if (history.length === 0) return <Typography color="text.secondary">{t('history.empty')}</Typography>;
  return (
    <Box
      component="ol"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      {history.map((h) => (
        <Box
          component="li"
          key={h.id}
          data-testid="rights-change"
          sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }}
        >
          <Typography variant="subtitle2">{t(`history.${h.kind}`)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('history.by', { date: moment(h.at), by: h.by })}
          </Typography>
          {h.kind === 'invited' && h.after && (
            <Typography variant="body2">
              {t('history.granted', { list: names(h.after.rights) || '—' })}
            </Typography>
          )}
          {h.kind === 'rights' && h.added.length > 0 && (
            <Typography variant="body2">{t('history.added', { list: names(h.added) })}</Typography>
          )}
          {h.kind === 'rights' && h.removed.length > 0 && (
            <Typography variant="body2">{t('history.removedRights', { list: names(h.removed) })}</Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}
