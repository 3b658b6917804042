import type { Collaborator } from '@cuvee/contracts';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import '../collaborators.i18n.ts';

/** Active or suspended, as a chip. */
export function MemberStatusChip({ status }: { status: Collaborator['status'] }) {
  const { t } = useTranslation('collaborators');
  return (
    <Chip
      size="small"
      label={t(`status.${status}`)}
      color={status === 'active' ? 'success' : 'warning'}
      variant="outlined"
    />
  );
}

/** The rights in a word: the preset's name, every right, or how many. */
export function useRightsSummary(): (c: Pick<Collaborator, 'rights' | 'presetName'>) => string {
  const { t } = useTranslation('collaborators');
  return (c) =>
    c.rights === null
      ? t('allRights')
      : (c.presetName ?? `${t('custom')} · ${t('rightsCount', { count: c.rights.length })}`);
}

/** A moment in the UI's language, day and time. */
export function useMoment(): (iso: string | null) => string {
  const { t, i18n } = useTranslation('collaborators');
  const locale = i18n.language === 'en' ? 'en-GB' : 'fr-FR';
  return (iso) =>
    iso
      ? new Intl.DateTimeFormat(locale, {
          dateStyle: 'medium',
          timeStyle: 'short',
          timeZone: 'Europe/Paris',
        }).format(new Date(iso))
      : t('never');
}
