import type { AgentDirectoryEntry } from '@cuvee/contracts';
import { AGENT_CLIENT_KIND_LABELS, AGENT_CLIENT_KINDS, FRENCH_DEPARTMENTS } from '@cuvee/domain';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CommitField, ListSelect } from '../../../components/form/filter-fields.tsx';
import { ListBody, NoMatch, PageHeader, ServerPager } from '../../../components/list/index.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useUrlFilters } from '../../../lib/use-url-filters.ts';
import { DIRECTORY_PAGE_SIZE, directoryQuery } from '../api/agents-team.queries.ts';
import { AgentStatusChip } from '../components/agent-labels.tsx';
import { InviteFoundDialog } from '../components/invite-found-dialog.tsx';
import { AGENTS } from './agents.page.tsx';
import '../agents-team.i18n.ts';

function AgentCard({ agent, onInvite }: { agent: AgentDirectoryEntry; onInvite(): void }) {
  const { t } = useTranslation('agentsTeam');
  const lang = currentLanguage();
  const name = `${agent.firstname} ${agent.lastname}`.trim();
  return (
    <Card variant="outlined" component="li" data-testid="directory-agent" aria-label={name}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            gap: 1,
            alignItems: 'center',
            flexWrap: 'wrap',
          }}
        >
          <Typography component="h2" variant="h3">
            {name}
          </Typography>
          {agent.status ? (
            <AgentStatusChip status={agent.status} />
          ) : (
            <Button
              variant="contained"
              size="small"
              onClick={onInvite}
              aria-label={t('directory.inviteTitle', { name })}
            >
              {t('directory.invite')}
            </Button>
          )}
        </Box>
        {agent.presentation && <Typography color="text.secondary">{agent.presentation}</Typography>}
        <Typography variant="body2">
          {t('departments')} : {agent.departments.join(', ') || '—'}
        </Typography>
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
          {agent.clientKinds.map((k) => (
            <Chip key={k} size="small" label={AGENT_CLIENT_KIND_LABELS[k][lang]} />
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

/** /dashboard/agents/find: agents on Cuvée by name, department and clients; invite one. */
export function AgentsFindPage() {
  const { t } = useTranslation('agentsTeam');
  const lang = currentLanguage();
  const { params, set, page, setPage, clear } = useUrlFilters();
  const search = params.get('search') ?? undefined;
  const department = params.get('department') ?? undefined;
  const clientKind = (params.get('clientKind') ?? undefined) as
    | AgentDirectoryEntry['clientKinds'][number]
    | undefined;
  const query = useQuery(
    directoryQuery({
      search,
      department,
      clientKind,
      limit: DIRECTORY_PAGE_SIZE,
      offset: page * DIRECTORY_PAGE_SIZE,
    }),
  );
  const [inviting, setInviting] = useState<AgentDirectoryEntry | null>(null);
  const total = query.data?.total ?? 0;
  const cards = (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: { xs: 0, sm: 2 },
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
      }}
    >
      {(query.data?.agents ?? []).map((a) => (
        <AgentCard key={a.id} agent={a} onInvite={() => setInviting(a)} />
      ))}
    </Box>
  );
  return (
    <Box sx={{ maxWidth: 1100, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box>
        <Button component={RouterLink} to={AGENTS} startIcon={<ArrowBack />} size="small">
          {t('back')}
        </Button>
      </Box>
      <PageHeader title={t('directory.title')} subtitle={t('directory.intro')} />
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' } }}>
        <CommitField
          label={t('directory.search')}
          type="search"
          value={search}
          onCommit={(v) => set('search', v)}
          pauseMs={400}
        />
        <ListSelect
          label={t('directory.department')}
          allLabel={t('directory.allDepartments')}
          value={department}
          options={FRENCH_DEPARTMENTS.map((d) => ({ value: d, label: d }))}
          onChange={(v) => set('department', v)}
        />
        <ListSelect
          label={t('directory.clientKind')}
          allLabel={t('directory.allKinds')}
          value={clientKind}
          options={AGENT_CLIENT_KINDS.map((k) => ({ value: k, label: AGENT_CLIENT_KIND_LABELS[k][lang] }))}
          onChange={(v) => set('clientKind', v)}
        />
      </Box>
      <ListBody
        query={query}
        count={total}
        loadError={t('directory.loadError')}
        empty={
          <NoMatch
            title={t('directory.empty')}
            text={t('directory.emptyText')}
            onClear={search || department || clientKind ? clear : undefined}
          />
        }
        table={cards}
        cards={cards}
        pager={<ServerPager total={total} page={page} pageSize={DIRECTORY_PAGE_SIZE} onPage={setPage} />}
      />
      {inviting && <InviteFoundDialog agent={inviting} onClose={() => setInviting(null)} />}
    </Box>
  );
}
