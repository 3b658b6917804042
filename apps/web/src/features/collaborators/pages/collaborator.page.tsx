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
import { collaboratorQuery, useMemberMove } from '../api/collaborators.queries.ts';
import { MemberStatusChip, useMoment } from '../components/collaborator-labels.tsx';
import { RightsEditor } from '../components/rights-editor.tsx';
import { RightsHistory } from '../components/rights-history.tsx';
import { TEAM } from './collaborators.page.tsx';
import '../collaborators.i18n.ts';

/** /dashboard/collaborators/{id}: their rights, last sign-in, the history of their rights; suspend, remove. */
export function CollaboratorPage() {
  const { t } = useTranslation('collaborators');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const canWrite = useCan('collaborators.write');
  const query = useQuery(collaboratorQuery(id));
  const move = useMemberMove(id);
  const moment = useMoment();
  const back = (
    <Box>
      <Button component={RouterLink} to={TEAM} startIcon={<ArrowBack />} size="small">
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
  const { collaborator: c, history } = query.data;
  const name = `${c.firstname} ${c.lastname}`.trim() || c.email;
  const remove = async () => {
    const ok = await openPopup({
      title: t('page.removeTitle', { name }),
      text: t('page.removeText'),
      size: 'small',
      validateLabel: t('page.confirm'),
    });
    if (!ok) return;
    if (await move.mutateAsync('remove').catch(() => null)) void navigate(TEAM);
  };
  const actions = canWrite && (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button
        variant="outlined"
        disabled={move.isPending}
        onClick={() =>
          void move.mutateAsync(c.status === 'active' ? 'suspend' : 'reactivate').catch(() => null)
        }
      >
        {c.status === 'active' ? t('page.suspend') : t('page.reactivate')}
      </Button>
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
            <span>{c.email}</span>
            <MemberStatusChip status={c.status} />
          </Box>
        }
        actions={actions}
      />
      <Typography color="text.secondary" data-testid="last-sign-in">
        {t('page.since', { date: moment(c.since) })} ·{' '}
        {c.lastSignInAt ? t('page.lastSignIn', { date: moment(c.lastSignInAt) }) : t('page.neverSignedIn')}
      </Typography>
      {c.status === 'suspended' && <Alert severity="warning">{t('page.suspendedNotice')}</Alert>}
      <SectionCard titleId="member-rights" title={t('rights.title')} intro={t('rights.intro')}>
        <RightsEditor collaborator={c} canWrite={canWrite} />
      </SectionCard>
      <SectionCard titleId="member-history" title={t('history.title')} testId="rights-history">
        <RightsHistory history={history} />
      </SectionCard>
    </Box>
  );
}
