import type { TeamAgent } from '@cuvee/contracts';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../../lib/auth.store.ts';
import '../agents-team.i18n.ts';

const COLORS = { active: 'success', pending: 'info', invited: 'info', suspended: 'warning' } as const;

/** Active, request waiting, invitation sent or suspended, as a chip. */
export function AgentStatusChip({ status }: { status: TeamAgent['status'] }) {
  const { t } = useTranslation('agentsTeam');
  return <Chip size="small" variant="outlined" color={COLORS[status]} label={t(`statuses.${status}`)} />;
}

/** A day in the UI's language ('12 nov. 2026'), or 'Jamais'. */
export function useDay(): (iso: string | null) => string {
  const { t, i18n } = useTranslation('agentsTeam');
  const locale = i18n.language === 'en' ? 'en-GB' : 'fr-FR';
  return (iso) =>
    iso
      ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Europe/Paris' }).format(
          new Date(iso),
        )
      : t('never');
}

/** The shop's typologies as options (key → its name), from the shop loaded at sign-in. */
export function useTypologyOptions(): { value: string; label: string }[] {
  const typologies = useAuthStore((s) => s.shop?.typologies);
  return Object.entries(typologies ?? {}).map(([value, t]) => ({ value, label: t.name }));
}

/** The sector in a line: '33, 24 · Caviste, Restaurateur'. */
export function useSectorSummary(): (a: Pick<TeamAgent, 'departments' | 'typologies'>) => string {
  const { t } = useTranslation('agentsTeam');
  const options = useTypologyOptions();
  const name = (key: string) => options.find((o) => o.value === key)?.label ?? key;
  return (a) => {
    const parts = [a.departments.join(', '), a.typologies.map(name).join(', ')].filter(Boolean);
    return parts.length ? parts.join(' · ') : t('noSector');
  };
}
