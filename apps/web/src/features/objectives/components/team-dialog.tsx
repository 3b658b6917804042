import type { SalesTeam, StructureMember } from '@cuvee/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../components/shared/use-is-mobile.ts';
import { useSaveTeam, useUpdateTeam } from '../api/objectives.mutations.ts';
import '../objectives.i18n.ts';

/** A team: its name and its lead (the team is the lead and everyone under them). */
export function TeamDialog({
  team,
  members,
  onClose,
}: {
  team: SalesTeam | null;
  members: readonly StructureMember[];
  onClose(): void;
}) {
  const { t } = useTranslation('objectives');
  const mobile = useIsMobile();
  const add = useSaveTeam();
  const update = useUpdateTeam();
  const [name, setName] = useState(team?.name ?? '');
  const [leadId, setLeadId] = useState(team?.leadId ?? '');
  const [touched, setTouched] = useState(false);
  const failed = add.error ?? update.error;
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!name.trim() || !leadId) return;
    const body = { name: name.trim(), leadId };
    if (team) update.mutate({ id: team.id, body }, { onSuccess: onClose });
    else add.mutate(body, { onSuccess: onClose });
  };
  return (
    <Dialog open onClose={onClose} fullScreen={mobile} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle>
          {team ? t('structure.editTeam', { name: team.name }) : t('structure.addTeam')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {failed && <Alert severity="error">{failed.message}</Alert>}
            <TextField
              label={t('structure.teamName')}
              value={name}
              onChange={(e) => setName(e.target.value)}
              required
              error={touched && !name.trim()}
              autoFocus
            />
            <TextField
              select
              label={t('structure.lead')}
              value={leadId}
              onChange={(e) => setLeadId(e.target.value)}
              required
              error={touched && !leadId}
            >
              {members.map((m) => (
                <MenuItem key={m.id} value={m.id}>
                  {m.name}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('structure.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={add.isPending || update.isPending}>
            {t('structure.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
