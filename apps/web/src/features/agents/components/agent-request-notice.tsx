import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ownAgentRequestsQuery } from '../api/agents.queries.ts';
import '../agents.i18n.ts';

/** An agent's requests still waiting (or refused), on their dashboard (decision 0025). */
export function AgentRequestNotice() {
  const { t } = useTranslation('agents');
  const requests = useQuery(ownAgentRequestsQuery()).data ?? [];
  if (requests.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }} data-testid="agent-request-notice">
      {requests.map((r) =>
        r.status === 'pending' ? (
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
