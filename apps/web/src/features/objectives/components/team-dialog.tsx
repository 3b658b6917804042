import type { SalesTeam, StructureMember } from '@cuvee/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../../components/form/index.ts';
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
  const form = useForm<{ name: string; leadId: string }>({
    defaultValues: { name: team?.name ?? '', leadId: team?.leadId ?? '' },
  });
  const [missing, setMissing] = useState(false);
  const failed = add.error ?? update.error;
  const submit = form.handleSubmit(({ name, leadId }) => {
    setMissing(!name.trim() || !leadId);
    if (!name.trim() || !leadId) return;
    const body = { name: name.trim(), leadId };
    if (team) update.mutate({ id: team.id, body }, { onSuccess: onClose });
    else add.mutate(body, { onSuccess: onClose });
  });
  return (
    <Dialog open onClose={onClose} fullScreen={mobile} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle>
          {team ? t('structure.editTeam', { name: team.name }) : t('structure.addTeam')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {(missing || failed) && (
              <Alert severity="error">{missing ? t('structure.missing') : failed?.message}</Alert>
            )}
            <TextField
              control={form.control}
              name="name"
              label={t('structure.teamName')}
              required
              autoFocus
            />
            <SelectField
              control={form.control}
              name="leadId"
              label={t('structure.lead')}
              required
              options={members.map((m) => ({ value: m.id, label: m.name }))}
            />
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
