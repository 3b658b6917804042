import { TEAM_AGENT_STATUSES, type TeamAgent } from '@cuvee/contracts';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { CommitField, ListSelect } from '../../../components/form/filter-fields.tsx';
import {
  type Column,
  DataList,
  ListBody,
  NoMatch,
  PageHeader,
  ServerPager,
} from '../../../components/list/index.ts';
import { EmptyState } from '../../../components/shared/empty-state.tsx';
import { useAuthStore } from '../../../lib/auth.store.ts';
import { TextLink } from '../../../lib/text-link.tsx';
import { currentShopOf, useCan } from '../../../lib/use-can.ts';
import { useUrlFilters } from '../../../lib/use-url-filters.ts';
import { AGENTS_PAGE_SIZE, teamAgentsQuery } from '../api/agents-team.queries.ts';
import { AgentStatusChip, useDay, useSectorSummary } from '../components/agent-labels.tsx';
import { AgentRequestActions } from '../components/agent-request-actions.tsx';
import '../agents-team.i18n.ts';

export const AGENTS = '/dashboard/agents';

function useColumns(shopId: string | null): Column<TeamAgent>[] {
  const { t } = useTranslation('agentsTeam');
  const sector = useSectorSummary();
  const day = useDay();
  return [
    {
      key: 'name',
      label: t('columns.name'),
      render: (a) => (
        <TextLink to={`${AGENTS}/${a.id}`}>{`${a.firstname} ${a.lastname}`.trim() || a.email}</TextLink>
      ),
    },
    { key: 'sector', label: t('columns.sector'), render: sector },
    { key: 'clients', label: t('columns.clients'), render: (a) => a.clientsCount, align: 'right' },
    { key: 'lastOrder', label: t('columns.lastOrder'), render: (a) => day(a.lastOrderAt) },
    {
      key: 'status',
      label: t('columns.status'),
      render: (a) =>
        a.status === 'pending' && shopId ? (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, alignItems: 'flex-start' }}>
            <AgentStatusChip status={a.status} />
            <AgentRequestActions shopId={shopId} agentId={a.id} />
          </Box>
        ) : (
          <AgentStatusChip status={a.status} />
        ),
    },
  ];
}

/** /dashboard/agents: the shop's agents and the requests waiting (decision 0025), searchable, a page at a time. */
export function AgentsPage() {
  const { t } = useTranslation('agentsTeam');
  const navigate = useNavigate();
  const shopId = useAuthStore((s) => currentShopOf(s)?.id ?? null);
  const canInvite = useCan('agents.team.write');
  const { params, set, page, setPage, clear } = useUrlFilters();
  const search = params.get('search') ?? undefined;
  const status = (params.get('status') ?? undefined) as TeamAgent['status'] | undefined;
  const filtered = Boolean(search || status);
  const query = useQuery(
    teamAgentsQuery({ search, status, limit: AGENTS_PAGE_SIZE, offset: page * AGENTS_PAGE_SIZE }),
  );
  const columns = useColumns(shopId);
  const total = query.data?.total ?? 0;
  const actions = canInvite && (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button
        component={RouterLink}
        to={`${AGENTS}/find`}
        variant="outlined"
        startIcon={<PersonSearchOutlined />}
      >
        {t('find')}
      </Button>
      <Button
        component={RouterLink}
        to={`${AGENTS}/add`}
        variant="contained"
        startIcon={<SupportAgentOutlined />}
      >
        {t('add')}
      </Button>
    </Box>
  );
  const list = (
    <DataList
      rows={query.data?.agents ?? []}
      columns={columns}
      label={t('title')}
      rowTestId="agent-row"
      openOf={(a) => () => void navigate(`${AGENTS}/${a.id}`)}
    />
  );
  return (
    <Box sx={{ maxWidth: 1400, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PageHeader
        title={t('title')}
        subtitle={query.data && <span data-testid="agent-count">{t('count', { count: total })}</span>}
        actions={actions}
      />
      <Box
        sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' }, maxWidth: 720 }}
      >
        <CommitField
          label={t('search')}
          type="search"
          value={search}
          onCommit={(v) => set('search', v)}
          pauseMs={400}
        />
        <ListSelect
          label={t('status')}
          allLabel={t('allStatuses')}
          value={status}
          options={TEAM_AGENT_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
          onChange={(v) => set('status', v)}
        />
      </Box>
      <ListBody
        query={query}
        count={total}
        loadError={t('loadError')}
        empty={
          filtered ? (
            <NoMatch title={t('noMatch')} onClear={clear} />
          ) : (
            <EmptyState
              icon={<SupportAgentOutlined />}
              title={t('empty')}
              text={t('emptyText')}
              action={actions || undefined}
            />
          )
        }
        table={list}
        cards={list}
        pager={<ServerPager total={total} page={page} pageSize={AGENTS_PAGE_SIZE} onPage={setPage} />}
      />
    </Box>
  );
}
