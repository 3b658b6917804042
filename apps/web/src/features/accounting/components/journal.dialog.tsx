import { JournalBody, type JournalView } from '@cuvee/contracts';
import { JOURNAL_KINDS } from '@cuvee/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../../components/form/index.ts';
import { useSaveJournal } from '../api/accounting.mutations.ts';
import { CodesDialog } from './codes.dialog.tsx';

type Values = { code: string; label: string; kind: JournalView['kind'] };
const CODE = /^[A-Z0-9]{1,6}$/;

/** A journal's code, label and kind: a new one, or an existing one renamed (its code stays). */
export function JournalDialog(props: { journal: JournalView | null; onClose(): void }) {
  const { t } = useTranslation('accounting');
  const save = useSaveJournal();
  const existing = props.journal;
  const form = useForm<Values>({
    defaultValues: existing
      ? { code: existing.code, label: existing.label, kind: existing.kind }
      : { code: '', label: '', kind: 'bank' },
  });
  const submit = form.handleSubmit(async (values) => {
    const code = values.code.trim().toUpperCase();
    if (!CODE.test(code)) {
      form.setError('code', { message: t('codes.journals.codeInvalid') }, { shouldFocus: true });
      return;
    }
    const body = JournalBody.safeParse({ label: values.label, kind: values.kind });
    if (!body.success) {
      form.setError('label', { message: body.error.issues[0]?.message }, { shouldFocus: true });
      return;
    }
    await save.mutateAsync({ code, body: body.data }).then(props.onClose, () => undefined);
  });
  return (
    <CodesDialog
      title={existing ? t('codes.journals.edit', { code: existing.code }) : t('codes.journals.add')}
      maxWidth="xs"
      saving={save.isPending}
      onClose={props.onClose}
      onSubmit={submit}
    >
      <TextField
        control={form.control}
        name="code"
        label={t('codes.journals.code')}
        disabled={Boolean(existing)}
        slotProps={{ htmlInput: { maxLength: 6, style: { textTransform: 'uppercase' } } }}
      />
      <TextField control={form.control} name="label" label={t('codes.journals.label')} />
      <SelectField
        control={form.control}
        name="kind"
        label={t('codes.journals.kind')}
        disabled={Boolean(existing && existing.entries > 0)}
        options={JOURNAL_KINDS.map((k) => ({ value: k, label: t(`codes.journals.kinds.${k}`) }))}
      />
    </CodesDialog>
  );
}
