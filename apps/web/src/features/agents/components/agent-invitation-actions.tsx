import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ownAgentRequestsQuery } from '../api/agents.queries.ts';
import { useAnswerInvitation } from '../api/agents-team.queries.ts';
import '../agents.i18n.ts';
import '../agents-team.i18n.ts';

/**
 * 'Accepter' / 'Décliner' for a shop's invitation (decision 0155), under the agent's notification
 * and on their dashboard; once answered, the outcome. The agent's own rows say where it stands.
 */
export function AgentInvitationActions({ shopId }: { shopId: string }) {
  const { t } = useTranslation('agentsTeam');
  const mine = useQuery(ownAgentRequestsQuery());
  const answer = useAnswerInvitation(shopId);
  if (!mine.data) return null;
  const row = mine.data.find((r) => r.shopId === shopId);
  if (row?.status !== 'invited') {
    const outcome = answer.variables ?? (row ? 'decline' : 'accept');
    return (
      <Chip
        size="small"
        color={outcome === 'accept' ? 'success' : 'default'}
        label={t(outcome === 'accept' ? 'statuses.active' : 'invitation.decline')}
        data-testid="agent-invitation-outcome"
      />
    );
  }
  return (
    <Box role="group" aria-label={t('invitation.group')} sx={{ display: 'flex', gap: 1 }}>
      <Button
        size="small"
        variant="contained"
        disabled={answer.isPending}
        onClick={() => answer.mutate('accept')}
      >
        {t('invitation.accept')}
      </Button>
      <Button
        size="small"
        variant="outlined"
        disabled={answer.isPending}
        onClick={() => answer.mutate('decline')}
      >
        {t('invitation.decline')}
      </Button>
    </Box>
  );
}
