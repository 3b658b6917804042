import { type Client, ClientInput } from '@cuvee/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import { useForm } from 'react-hook-form';
import { formResolver } from '../../../components/form/index.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useSaveClient } from '../api/clients.mutations.ts';
import { AddressesSection } from './client-form.addresses.tsx';
import { CompanySection, type FormControl, IdentitySection } from './client-form.identity.tsx';
import { FollowUpSection, TermsSection } from './client-form.terms.tsx';
import type { ClientFormValues } from './client-form.types.ts';
import { useClientLabels } from './labels.ts';

/** Where a refusal of the API belongs: a duplicate names the e-mail or the SIRET. */
function fieldOfRefusal(message: string): 'email' | 'siret' | 'typology' | null {
  if (/siret/i.test(message)) return 'siret';
  if (/e-?mail/i.test(message)) return 'email';
  if (/typologie/i.test(message)) return 'typology';
  return null;
}

/**
 * The client form (create and edit): Identité, Entreprise, Conditions, Suivi, Adresses, checked
 * by the contract's ClientInput (French messages by code, decision 0019). A 409 duplicate or an
 * unknown typology is shown on its field.
 */
export function ClientForm({
  values,
  clientId,
  onSaved,
  onCancel,
}: {
  values: ClientFormValues;
  /** The record being edited (left out of its own duplicates); none when creating. */
  clientId?: string;
  onSaved(client: Client): void;
  onCancel(): void;
}) {
  const { t } = useClientLabels();
  const save = useSaveClient();
  const form = useForm<ClientFormValues, unknown, ClientInput>({
    defaultValues: values,
    resolver: formResolver(ClientInput),
  });
  const control = form.control as FormControl;
  const kind = form.watch('kind');
  const submit = form.handleSubmit(async (body) => {
    try {
      onSaved(await save.mutateAsync({ id: clientId ?? null, body }));
    } catch (error) {
      const field = error instanceof ApiError ? fieldOfRefusal(error.message) : null;
      if (field && error instanceof ApiError)
        form.setError(field, { message: error.message }, { shouldFocus: true });
    }
  });
  const refusal = save.error instanceof ApiError && !fieldOfRefusal(save.error.message) ? save.error : null;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={clientId ? t('form.editTitle') : t(`form.createTitle.${values.kind}`)}
      sx={{ display: 'grid', gap: 2 }}
    >
      <Card sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 4 }}>
        <IdentitySection control={control} exceptId={clientId} />
        {kind !== 'individual' && <CompanySection control={control} />}
        <TermsSection control={control} />
        <FollowUpSection control={control} />
        <AddressesSection control={control} />
        {kind === 'individual' && <CompanySection control={control} />}
      </Card>
      {refusal && (
        <Alert severity="error">
          {refusal.messages.length ? refusal.messages.join(' · ') : refusal.message}
        </Alert>
      )}
      <Box
        sx={{
          position: 'sticky',
          bottom: 0,
          zIndex: 2,
          py: 1.5,
          display: 'flex',
          gap: 1,
          justifyContent: 'flex-end',
          bgcolor: 'background.default',
        }}
      >
        <Button onClick={onCancel}>{t('form.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
          {t('form.save')}
        </Button>
      </Box>
    </Box>
  );
}
