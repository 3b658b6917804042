import type { SalesTeam } from '@cuvee/contracts';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListLoadError } from '../../../components/list/index.ts';
import { EmptyState } from '../../../components/shared/empty-state.tsx';
import { notify } from '../../../lib/notify.ts';
import { useCan } from '../../../lib/use-can.ts';
import { useDeleteTeam, useMoveMember } from '../api/objectives.mutations.ts';
import { structureQuery } from '../api/objectives.queries.ts';
import { StructureTree } from '../components/structure-tree.tsx';
import { TeamDialog } from '../components/team-dialog.tsx';
import type { Move } from '../logic/structure-moves.ts';
import '../objectives.i18n.ts';

/**
 * /dashboard/collaborators/structure (issue 28 part 4): the shop's teams and its organisation
 * chart; whoever may change the collaborators (createCollaborator) moves people and sets teams.
 */
export function StructurePage() {
  const { t } = useTranslation('objectives');
  const structure = useQuery(structureQuery());
  const canWrite = useCan('structure.write');
  const move = useMoveMember();
  const remove = useDeleteTeam();
  const [editing, setEditing] = useState<SalesTeam | 'new' | null>(null);
  const data = structure.data;
  const nameOf = (id: string | null) => data?.members.find((m) => m.id === id)?.name ?? '';
  const onMove = (m: Move) =>
    move.mutate(m, {
      onSuccess: () =>
        notify({
          message: m.reportsTo
            ? t('structure.moved', { name: nameOf(m.memberId), target: nameOf(m.reportsTo) })
            : t('structure.movedTop', { name: nameOf(m.memberId) }),
          severity: 'success',
        }),
      onError: (e) => notify({ message: e.message, severity: 'error' }),
    });
  return (
    <Box sx={{ maxWidth: 960, display: 'grid', gap: 2 }}>
      <Box>
        <Typography variant="h1">{t('structure.title')}</Typography>
        <Typography color="text.secondary">{t('structure.subtitle')}</Typography>
      </Box>
      {(structure.isPending || move.isPending) && <LinearProgress aria-hidden />}
      {structure.isError && (
        <ListLoadError message={t('loadError')} onRetry={() => void structure.refetch()} />
      )}
      {data && data.members.length === 0 && (
        <EmptyState
          icon={<AccountTreeOutlined />}
          title={t('structure.empty')}
          text={t('structure.emptyText')}
        />
      )}
      {data && data.members.length > 0 && (
        <>
          <Box component="section" aria-labelledby="teams-title" sx={{ display: 'grid', gap: 1 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography id="teams-title" variant="h2" sx={{ flexGrow: 1 }}>
                {t('structure.teams')}
              </Typography>
              {canWrite && (
                <Button startIcon={<Add />} variant="outlined" onClick={() => setEditing('new')}>
                  {t('structure.addTeam')}
                </Button>
              )}
            </Box>
            {data.teams.length === 0 && (
              <Typography color="text.secondary">{t('structure.noTeam')}</Typography>
            )}
            <Box
              sx={{
                display: 'grid',
                gap: 1,
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(260px, 1fr))' },
              }}
            >
              {data.teams.map((team) => (
                <Card
                  key={team.id}
                  variant="outlined"
                  data-testid="sales-team"
                  sx={{ p: 1.5, display: 'flex', gap: 1, alignItems: 'center' }}
                >
                  <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600 }} noWrap>
                      {team.name}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t('structure.leadOf', { name: nameOf(team.leadId) })} ·{' '}
                      {t('structure.members', { count: team.memberIds.length })}
                    </Typography>
                  </Box>
                  {canWrite && (
                    <>
                      <IconButton
                        aria-label={t('structure.editTeam', { name: team.name })}
                        onClick={() => setEditing(team)}
                      >
                        <EditOutlined />
                      </IconButton>
                      <IconButton
                        aria-label={t('structure.deleteTeam', { name: team.name })}
                        onClick={() => {
                          if (window.confirm(t('structure.confirmDelete'))) remove.mutate(team.id);
                        }}
                      >
                        <DeleteOutlined />
                      </IconButton>
                    </>
                  )}
                </Card>
              ))}
            </Box>
          </Box>
          <Box component="section" aria-labelledby="tree-title" sx={{ display: 'grid', gap: 1 }}>
            <Typography id="tree-title" variant="h2">
              {t('structure.tree')}
            </Typography>
            <StructureTree members={data.members} canWrite={canWrite} onMove={onMove} />
          </Box>
        </>
      )}
      {editing && data && (
        <TeamDialog
          team={editing === 'new' ? null : editing}
          members={data.members}
          onClose={() => setEditing(null)}
        />
      )}
    </Box>
  );
}
