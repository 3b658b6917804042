import type { Collaborator } from '@cuvee/contracts';
import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { type Column, DataList, ListLoadError, PageHeader } from '../../../components/list/index.ts';
import { EmptyState } from '../../../components/shared/empty-state.tsx';
import { TextLink } from '../../../lib/text-link.tsx';
import { useCan } from '../../../lib/use-can.ts';
import { collaboratorsQuery } from '../api/collaborators.queries.ts';
import { MemberStatusChip, useMoment, useRightsSummary } from '../components/collaborator-labels.tsx';
import '../collaborators.i18n.ts';

export const TEAM = '/dashboard/collaborators';

function useColumns(): Column<Collaborator>[] {
  const { t } = useTranslation('collaborators');
  const summary = useRightsSummary();
  const moment = useMoment();
  return [
    {
      key: 'name',
      label: t('columns.name'),
      render: (c) => (
        <TextLink to={`${TEAM}/${c.id}`}>{`${c.firstname} ${c.lastname}`.trim() || c.email}</TextLink>
      ),
    },
    { key: 'email', label: t('columns.email'), render: (c) => c.email },
    { key: 'preset', label: t('columns.preset'), render: summary },
    { key: 'status', label: t('columns.status'), render: (c) => <MemberStatusChip status={c.status} /> },
    { key: 'lastSignIn', label: t('columns.lastSignIn'), render: (c) => moment(c.lastSignInAt) },
  ];
}

/** /dashboard/collaborators: the shop's collaborators, their rights in a word, their last sign-in. */
export function CollaboratorsPage() {
  const { t } = useTranslation('collaborators');
  const navigate = useNavigate();
  const canInvite = useCan('collaborators.write');
  const query = useQuery(collaboratorsQuery());
  const columns = useColumns();
  const add = canInvite && (
    <Button component={RouterLink} to={`${TEAM}/add`} variant="contained" startIcon={<GroupAddOutlined />}>
      {t('add')}
    </Button>
  );
  const rows = query.data ?? [];
  return (
    <Box sx={{ maxWidth: 1400, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PageHeader title={t('title')} actions={add} />
      {query.isPending && <LinearProgress aria-label={t('title')} />}
      {query.isError && <ListLoadError message={t('loadError')} onRetry={() => void query.refetch()} />}
      {query.isSuccess && rows.length === 0 && (
        <EmptyState
          icon={<GroupAddOutlined />}
          title={t('empty')}
          text={t('emptyText')}
          action={add || undefined}
        />
      )}
      {rows.length > 0 && (
        <DataList
          rows={rows}
          columns={columns}
          label={t('title')}
          rowTestId="collaborator-row"
          openOf={(c) => () => void navigate(`${TEAM}/${c.id}`)}
        />
      )}
    </Box>
  );
}
