import type { AccountingSettings } from '@cuvee/contracts';
import { CLIENT_ACCOUNT_MODES } from '@cuvee/domain';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField, SwitchField } from '../../../components/form/index.ts';
import { useSaveAccountingSettings } from '../api/accounting.mutations.ts';

/**
 * How the books are kept: the client accounts (a collective 411 with an auxiliary account per
 * client, or an account per client) and cash accounting (the FEC's 21 fields).
 */
export function BooksSettingsCard(props: { settings: AccountingSettings; canWrite: boolean }) {
  const { t } = useTranslation('accounting');
  const save = useSaveAccountingSettings();
  const form = useForm<AccountingSettings>({ values: props.settings });
  const mode = form.watch('clientAccounts');
  const submit = form.handleSubmit((body) => save.mutate(body));
  return (
    <Card variant="outlined" component="section" aria-labelledby="books-settings-title">
      <CardContent>
        <form onSubmit={submit} noValidate data-testid="books-settings">
          <Stack spacing={2}>
            <Typography id="books-settings-title" component="h2" variant="h3">
              {t('codes.clients.title')}
            </Typography>
            <SelectField
              control={form.control}
              name="clientAccounts"
              label={t('codes.clients.mode')}
              disabled={!props.canWrite}
              helperText={t(`codes.clients.${mode}Help`)}
              options={CLIENT_ACCOUNT_MODES.map((m) => ({ value: m, label: t(`codes.clients.${m}`) }))}
            />
            <Typography component="h2" variant="h3">
              {t('codes.cash.title')}
            </Typography>
            <SwitchField
              control={form.control}
              name="cashAccounting"
              label={t('codes.cash.label')}
              helperText={t('codes.cash.help')}
              disabled={!props.canWrite}
            />
            <SelectField
              control={form.control}
              name="fecSeparator"
              label={t('codes.cash.separator')}
              disabled={!props.canWrite}
              sx={{ maxWidth: 360 }}
              options={[
                { value: '|', label: t('codes.cash.pipe') },
                { value: 'tab', label: t('codes.cash.tab') },
              ]}
            />
            {props.canWrite && (
              <div>
                <Button
                  type="submit"
                  variant="contained"
                  disabled={save.isPending || !form.formState.isDirty}
                >
                  {t('codes.dialog.save')}
                </Button>
              </div>
            )}
          </Stack>
        </form>
      </CardContent>
    </Card>
  );
}
