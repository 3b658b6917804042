import type { ObjectiveRow, ObjectivesResponse } from '@cuvee/contracts';
import { periodLabel } from '@cuvee/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { centsToInput, parseEuros } from '../../../components/form/index.ts';
import { useIsMobile } from '../../../components/shared/use-is-mobile.ts';
import { useAddObjective, useUpdateObjective } from '../api/objectives.mutations.ts';
import '../objectives.i18n.ts';

type Fields = { amount: string; bottles: string; newClients: string };
const count = (text: string): number | null | undefined =>
  text.trim() === '' ? null : /^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : undefined;
const cents = (text: string): number | null | undefined => (text.trim() === '' ? null : parseEuros(text));

/** An objective for a person or a team over the board's period: amount HT, bottles, new clients. */
export function ObjectiveDialog({
  objective,
  period,
  structure,
  onClose,
}: {
  objective: ObjectiveRow | null;
  period: string;
  structure: Pick<ObjectivesResponse, 'members' | 'teams'>;
  onClose(): void;
}) {
  const { t } = useTranslation('objectives');
  const mobile = useIsMobile();
  const add = useAddObjective();
  const update = useUpdateObjective();
  const [who, setWho] = useState(objective ? `${objective.subject.kind}:${objective.subject.id}` : '');
  const [fields, setFields] = useState<Fields>({
    amount: centsToInput(objective?.targets.amountHtCents),
    bottles: objective?.targets.bottles?.toString() ?? '',
    newClients: objective?.targets.newClients?.toString() ?? '',
  });
  const [error, setError] = useState<string | null>(null);
  const values = {
    amountHtCents: cents(fields.amount),
    bottles: count(fields.bottles),
    newClients: count(fields.newClients),
  };
  const failed = add.error ?? update.error;
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!who) return setError(t('objectives.pickWho'));
    if (Object.values(values).some((v) => v === undefined)) return setError(t('objectives.badNumber'));
    const targets = values as {
      amountHtCents: number | null;
      bottles: number | null;
      newClients: number | null;
    };
    if (Object.values(targets).every((v) => v === null)) return setError(t('objectives.oneTarget'));
    setError(null);
    if (objective) update.mutate({ id: objective.id, body: targets }, { onSuccess: onClose });
    else {
      const [subjectKind, subjectId] = who.split(':') as ['member' | 'team', string];
      add.mutate({ subjectKind, subjectId, period, ...targets }, { onSuccess: onClose });
    }
  };
  const field = (key: keyof Fields, label: string, invalid: boolean, mode: 'decimal' | 'numeric') => (
    <TextField
      label={label}
      value={fields[key]}
      onChange={(e) => setFields((f) => ({ ...f, [key]: e.target.value }))}
      error={invalid}
      slotProps={{ htmlInput: { inputMode: mode } }}
    />
  );
  return (
    <Dialog open onClose={onClose} fullScreen={mobile} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle>
          {objective ? t('objectives.edit', { name: objective.subject.name }) : t('objectives.add')} —{' '}
          {periodLabel(period)}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {(error || failed) && <Alert severity="error">{error ?? failed?.message}</Alert>}
            <TextField
              select
              label={t('objectives.who')}
              value={who}
              onChange={(e) => setWho(e.target.value)}
              disabled={objective !== null}
              required
            >
              {structure.teams.length > 0 && <ListSubheader>{t('objectives.whoKind.team')}</ListSubheader>}
              {structure.teams.map((team) => (
                <MenuItem key={team.id} value={`team:${team.id}`}>
                  {team.name}
                </MenuItem>
              ))}
              <ListSubheader>{t('objectives.whoKind.member')}</ListSubheader>
              {structure.members.map((m) => (
                <MenuItem key={m.id} value={`member:${m.id}`}>
                  {m.name} ({t(`relation.${m.relation}`)})
                </MenuItem>
              ))}
            </TextField>
            {field('amount', t('objectives.amount'), values.amountHtCents === undefined, 'decimal')}
            {field('bottles', t('objectives.bottles'), values.bottles === undefined, 'numeric')}
            {field('newClients', t('objectives.newClients'), values.newClients === undefined, 'numeric')}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('objectives.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={add.isPending || update.isPending}>
            {t('objectives.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
