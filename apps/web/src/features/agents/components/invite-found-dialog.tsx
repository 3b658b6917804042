import { type AgentDirectoryEntry, AgentSectorInput } from '@cuvee/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formResolver } from '../../../components/form/index.ts';
import { useInviteFoundAgent } from '../api/agents-team.queries.ts';
import { SectorFields } from './sector-fields.tsx';
import '../agents-team.i18n.ts';

type Values = { departments: string[]; typologies: string[] };

/** Invites an agent found on Cuvée with their sector here (their profile's departments to start with). */
export function InviteFoundDialog({ agent, onClose }: { agent: AgentDirectoryEntry; onClose(): void }) {
  const { t } = useTranslation('agentsTeam');
  const invite = useInviteFoundAgent();
  const form = useForm<Values>({
    resolver: formResolver(AgentSectorInput) as never,
    defaultValues: { departments: agent.departments, typologies: [] },
  });
  const name = `${agent.firstname} ${agent.lastname}`.trim();
  const submit = form.handleSubmit(async (values) => {
    const answer = await invite.mutateAsync({ agentId: agent.id, ...values }).catch(() => null);
    if (answer) onClose();
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="invite-found-title">
      <form noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id="invite-found-title">{t('directory.inviteTitle', { name })}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <DialogContentText>{t('directory.inviteText')}</DialogContentText>
          <SectorFields control={form.control} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('directory.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={invite.isPending}>
            {t('directory.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
