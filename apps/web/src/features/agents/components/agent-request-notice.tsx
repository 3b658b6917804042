import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ownAgentRequestsQuery } from '../api/agents.queries.ts';
import { AgentInvitationActions } from './agent-invitation-actions.tsx';
import '../agents.i18n.ts';
import '../agents-team.i18n.ts';

/** An agent's requests still waiting (or refused) and shops' invitations, on their dashboard (decisions 0025, 0155). */
export function AgentRequestNotice() {
  const { t } = useTranslation('agents');
  const { t: tt } = useTranslation('agentsTeam');
  // A suspended membership says nothing here; the shop's staff tells the agent.
  const requests = (useQuery(ownAgentRequestsQuery()).data ?? []).filter((r) => r.status !== 'suspended');
  if (requests.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }} data-testid="agent-request-notice">
      {requests.map((r) =>
        r.status === 'invited' ? (
          <Alert key={r.shopId} severity="info" action={<AgentInvitationActions shopId={r.shopId} />}>
            {tt('invitation.notice', { shop: r.shopName })}
          </Alert>
        ) : r.status === 'pending' ? (
          <Alert key={r.shopId} severity="info">
            <AlertTitle>{t('pendingNotice', { shop: r.shopName })}</AlertTitle>
            {t('pendingHint')}
          </Alert>
        ) : (
          <Alert key={r.shopId} severity="warning">
            {t('refusedNotice', { shop: r.shopName })}
          </Alert>
        ),
      )}
    </Box>
  );
}
