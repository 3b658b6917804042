import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ListLoadError, PageHeader } from '../../../components/list/index.ts';
import { openPopup } from '../../../components/popup/popup.store.ts';
import { SectionCard } from '../../../components/shared/section-card.tsx';
import { useCan } from '../../../lib/use-can.ts';
import { agentPageQuery, useAgentMove } from '../api/agents-team.queries.ts';
import { AgentClients, AgentCommissions, AgentOrders } from '../components/agent-activity.tsx';
import { AgentStatusChip, useDay } from '../components/agent-labels.tsx';
import { SectorEditor } from '../components/sector-editor.tsx';
import { AGENTS } from './agents.page.tsx';
import '../agents-team.i18n.ts';

/** /dashboard/agents/{id}: the agent's sector, clients, orders and commissions; suspend, remove. */
export function AgentPage() {
  const { t } = useTranslation('agentsTeam');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const canWrite = useCan('agents.team.write');
  const query = useQuery(agentPageQuery(id));
  const move = useAgentMove(id);
  const day = useDay();
  const back = (
    <Box>
      <Button component={RouterLink} to={AGENTS} startIcon={<ArrowBack />} size="small">
        {t('back')}
      </Button>
    </Box>
  );
  if (query.isPending) return <LinearProgress aria-label={t('title')} />;
  if (query.isError)
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {back}
        <ListLoadError message={t('page.loadError')} onRetry={() => void query.refetch()} />
      </Box>
    );
  const { agent: a, clients, orders, rules, statements } = query.data;
  const name = `${a.firstname} ${a.lastname}`.trim() || a.email;
  const remove = async () => {
    const ok = await openPopup({
      title: t('page.removeTitle', { name }),
      text: t('page.removeText'),
      size: 'small',
      validateLabel: t('page.confirm'),
    });
    if (!ok) return;
    if (await move.mutateAsync('remove').catch(() => null)) void navigate(AGENTS);
  };
  const movable = a.status === 'active' || a.status === 'suspended';
  const actions = canWrite && (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {movable && (
        <Button
          variant="outlined"
          disabled={move.isPending}
          onClick={() =>
            void move.mutateAsync(a.status === 'active' ? 'suspend' : 'reactivate').catch(() => null)
          }
        >
          {a.status === 'active' ? t('page.suspend') : t('page.reactivate')}
        </Button>
      )}
      <Button variant="outlined" color="error" disabled={move.isPending} onClick={() => void remove()}>
        {t('page.remove')}
      </Button>
    </Box>
  );
  return (
    <Box sx={{ maxWidth: 1100, display: 'flex', flexDirection: 'column', gap: 2 }}>
      {back}
      <PageHeader
        title={name}
        subtitle={
          <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <span>{a.email}</span>
            <AgentStatusChip status={a.status} />
          </Box>
        }
        actions={actions}
      />
      <Typography color="text.secondary">{t('page.since', { date: day(a.since) })}</Typography>
      {a.status === 'suspended' && <Alert severity="warning">{t('page.suspendedNotice')}</Alert>}
      {a.status === 'invited' && <Alert severity="info">{t('page.invitedNotice')}</Alert>}
      <SectionCard titleId="agent-sector" title={t('page.sector')}>
        <SectorEditor agent={a} canWrite={canWrite} />
      </SectionCard>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <SectionCard titleId="agent-clients" title={`${t('page.clients')} (${a.clientsCount})`}>
          <AgentClients clients={clients} />
        </SectionCard>
        <SectionCard titleId="agent-orders" title={t('page.orders')}>
          <AgentOrders orders={orders} />
        </SectionCard>
      </Box>
      <SectionCard titleId="agent-commissions" title={t('page.commissions')}>
        <AgentCommissions rules={rules} statements={statements} />
      </SectionCard>
    </Box>
  );
}
