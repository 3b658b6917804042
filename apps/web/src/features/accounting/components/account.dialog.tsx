import { AccountBody, type ChartAccountView } from '@cuvee/contracts';
import { ACCOUNT_NUMBER } from '@cuvee/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form/index.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { useSaveAccount } from '../api/accounting.mutations.ts';
import { parisToday } from '../logic/periods.ts';
import { CodesDialog } from './codes.dialog.tsx';

type Values = { number: string; label: string; validFrom: string };

/**
 * 'Modifier le compte': a new number and label from a day on (a new dated version; the entries
 * already written keep theirs), checked as the API checks it, and the versions set so far.
 */
export function AccountDialog(props: { account: ChartAccountView; name: string; onClose(): void }) {
  const { t } = useTranslation('accounting');
  const lang = useUiLanguage();
  const { account } = props;
  const save = useSaveAccount();
  const form = useForm<Values>({
    defaultValues: { number: account.number, label: account.label, validFrom: parisToday() },
  });
  // The API's own schema checks the values; each refusal is said at its field in the UI language.
  const said: Record<keyof Values, string> = {
    number: t('codes.dialog.numberInvalid'),
    label: t('codes.dialog.labelRequired'),
    validFrom: t('codes.dialog.dateRequired'),
  };
  const submit = form.handleSubmit(async (values) => {
    const parsed = AccountBody.safeParse(values);
    const fields = new Set(
      parsed.success ? [] : parsed.error.issues.map((i) => String(i.path[0]) as keyof Values),
    );
    // The chart's rule (packages/domain), the one the API applies: three digits of the French chart first.
    if (!ACCOUNT_NUMBER.test(values.number.trim())) fields.add('number');
    if (!parsed.success || fields.size > 0) {
      for (const field of fields) form.setError(field, { message: said[field] });
      form.setFocus([...fields][0]!);
      return;
    }
    try {
      await save.mutateAsync({ key: account.key, body: parsed.data });
      props.onClose();
    } catch (error) {
      // The API's refusal of a number goes on its field.
      if (error instanceof ApiError && /numéro de compte/i.test(error.message))
        form.setError('number', { message: error.message }, { shouldFocus: true });
    }
  });
  const refusal =
    save.error instanceof ApiError && !/numéro de compte/i.test(save.error.message) ? save.error : null;
  return (
    <CodesDialog
      title={t('codes.editOf', { name: props.name })}
      label={t('codes.editOf', { name: props.name })}
      maxWidth="sm"
      saving={save.isPending}
      onClose={props.onClose}
      onSubmit={submit}
    >
      <TextField
        control={form.control}
        name="number"
        label={t('codes.dialog.number')}
        helperText={t('codes.dialog.numberHelp')}
        autoFocus
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 20 } }}
      />
      <TextField control={form.control} name="label" label={t('codes.dialog.label')} />
      <TextField
        control={form.control}
        name="validFrom"
        type="date"
        label={t('codes.dialog.validFrom')}
        helperText={t('codes.dialog.validFromHelp')}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      {refusal && <Alert severity="error">{refusal.message}</Alert>}
      <Box>
        <Typography component="h3" variant="subtitle2" sx={{ mb: 0.5 }}>
          {t('codes.history')}
        </Typography>
        {account.versions.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('codes.noHistory')}
          </Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }} data-testid="account-history">
            {account.versions.map((v) => (
              <li key={`${v.validFrom}-${v.number}`}>
                <Typography variant="body2">
                  {t('codes.since')} {formatDate(v.validFrom, lang)} : <strong>{v.number}</strong> {v.label}
                </Typography>
              </li>
            ))}
          </Box>
        )}
      </Box>
    </CodesDialog>
  );
}
