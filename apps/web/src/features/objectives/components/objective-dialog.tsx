import type { ObjectiveRow, ObjectivesResponse } from '@cuvee/contracts';
import { periodLabel } from '@cuvee/domain';
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
import {
  centsToInput,
  DecimalField,
  NumberField,
  parseEuros,
  SelectField,
} from '../../../components/form/index.ts';
import { useIsMobile } from '../../../components/shared/use-is-mobile.ts';
import { useAddObjective, useUpdateObjective } from '../api/objectives.mutations.ts';
import '../objectives.i18n.ts';

type Fields = { who: string; amount: string; bottles: string; newClients: string };
type Targets = { amountHtCents: number | null; bottles: number | null; newClients: number | null };
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
  const form = useForm<Fields>({
    defaultValues: {
      who: objective ? `${objective.subject.kind}:${objective.subject.id}` : '',
      amount: centsToInput(objective?.targets.amountHtCents),
      bottles: objective?.targets.bottles?.toString() ?? '',
      newClients: objective?.targets.newClients?.toString() ?? '',
    },
  });
  const [error, setError] = useState<string | null>(null);
  const failed = add.error ?? update.error;
  const submit = form.handleSubmit(({ who, amount, bottles, newClients }) => {
    const values = { amountHtCents: cents(amount), bottles: count(bottles), newClients: count(newClients) };
    if (!who) return setError(t('objectives.pickWho'));
    const unreadable = (Object.keys(values) as (keyof Targets)[]).filter((k) => values[k] === undefined);
    for (const k of unreadable)
      form.setError(k === 'amountHtCents' ? 'amount' : k, { message: t('objectives.badNumber') });
    if (unreadable.length) return setError(t('objectives.badNumber'));
    const targets = values as Targets;
    if (Object.values(targets).every((v) => v === null)) return setError(t('objectives.oneTarget'));
    setError(null);
    if (objective) update.mutate({ id: objective.id, body: targets }, { onSuccess: onClose });
    else {
      const [subjectKind, subjectId] = who.split(':') as ['member' | 'team', string];
      add.mutate({ subjectKind, subjectId, period, ...targets }, { onSuccess: onClose });
    }
  });
  const options = [
    ...structure.teams.map((team) => ({
      value: `team:${team.id}`,
      label: `${team.name} (${t('objectives.whoKind.team')})`,
    })),
    ...structure.members.map((m) => ({
      value: `member:${m.id}`,
      label: `${m.name} (${t(`relation.${m.relation}`)})`,
    })),
  ];
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
            <SelectField
              control={form.control}
              name="who"
              label={t('objectives.who')}
              disabled={objective !== null}
              required
              options={options}
            />
            <DecimalField control={form.control} name="amount" label={t('objectives.amount')} />
            <NumberField control={form.control} name="bottles" label={t('objectives.bottles')} />
            <NumberField control={form.control} name="newClients" label={t('objectives.newClients')} />
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
