import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useShopsWhereCan } from '../../../lib/use-can.ts';
import { agentRequestQuery, useDecideAgentRequest } from '../api/agents.queries.ts';
import '../agents.i18n.ts';

/**
 * 'Accepter' / 'Refuser' under an agent's request notification, then its outcome (decision
 * 0025). Shown only to a member who may decide for that shop: a refused call signs out.
 */
const DECISIONS = [
  { decision: 'accept', variant: 'contained' },
  { decision: 'refuse', variant: 'outlined' },
] as const;

export function AgentRequestActions({ shopId, agentId }: { shopId: string; agentId: string }) {
  const allowed = useShopsWhereCan('agents.requests.decide').some((s) => s.id === shopId);
  if (!allowed) return null;
  return <Decision shopId={shopId} agentId={agentId} />;
}

function Decision({ shopId, agentId }: { shopId: string; agentId: string }) {
  const { t } = useTranslation('agents');
  const request = useQuery(agentRequestQuery(shopId, agentId));
  const decide = useDecideAgentRequest(shopId, agentId);
  const status = request.data?.status;
  if (!status) return null;
  if (status !== 'pending') {
    const accepted = status === 'active';
    return (
      <Chip
        size="small"
        color={accepted ? 'success' : 'default'}
        label={t(accepted ? 'accepted' : 'refused')}
        data-testid="agent-request-outcome"
      />
    );
  }
  return (
    <Box role="group" aria-label={t('actions')} sx={{ display: 'flex', gap: 1 }}>
      {DECISIONS.map(({ decision, variant }) => (
        <Button
          key={decision}
          size="small"
          variant={variant}
          disabled={decide.isPending}
          onClick={() => decide.mutate(decision)}
        >
          {t(decision)}
        </Button>
      ))}
    </Box>
  );
}
