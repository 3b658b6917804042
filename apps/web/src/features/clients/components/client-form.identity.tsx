import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { type Control, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { SelectField, TextField } from '../../../components/form/index.ts';
import { clientDuplicatesQuery } from '../api/clients.queries.ts';
import { siretParts } from '../logic/client-form.ts';
import type { ClientFormValues } from './client-form.types.ts';
import { useClientLabels } from './labels.ts';

export type FormControl = Control<ClientFormValues, unknown, unknown>;

/** A titled group of fields, two columns from tablet width. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      component="fieldset"
      sx={{
        border: 0,
        p: 0,
        m: 0,
        minWidth: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
      }}
    >
      <Typography component="legend" variant="h4" sx={{ gridColumn: '1 / -1', mb: 1, fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export const full = { gridColumn: '1 / -1' } as const;

/** The value once typing pauses (the duplicates check asks the server then). */
function useSettled(value: string, ms = 400): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** Records that already hold the typed e-mail or SIRET, linked, while the form is filled. */
function DuplicateWarning({ control, exceptId }: { control: FormControl; exceptId?: string }) {
  const { t } = useClientLabels();
  const email = useSettled((useWatch({ control, name: 'email' }) as string | undefined)?.trim() ?? '');
  const siret = useSettled(
    (useWatch({ control, name: 'siret' }) as string | undefined)?.replace(/\s/g, '') ?? '',
  );
  const validEmail = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email : '';
  const validSiret = /^\d{14}$/.test(siret) ? siret : '';
  const query = useQuery(clientDuplicatesQuery(validEmail, validSiret, exceptId));
  const duplicates = query.data ?? [];
  if (duplicates.length === 0) return null;
  return (
    <Alert severity="warning" sx={full} data-testid="client-duplicates">
      {t('form.duplicates')}
      {duplicates.map((d, index) => (
        <span key={d.id}>
          {index > 0 && ', '}
          <Link component={RouterLink} to={`/dashboard/clients/${d.id}`}>
            {d.displayName}
          </Link>{' '}
          ({t(`form.duplicateOn.${d.matchedOn}`)})
        </span>
      ))}
    </Alert>
  );
}

export function IdentitySection({ control, exceptId }: { control: FormControl; exceptId?: string }) {
  const { t, civilityOptions, kindOptions } = useClientLabels();
  return (
    <Section title={t('form.identity')}>
      <SelectField control={control} name="kind" label={t('form.kind')} options={kindOptions} />
      <SelectField
        control={control}
        name="civility"
        label={t('form.civility')}
        options={civilityOptions}
        emptyLabel={t('form.none')}
      />
      <TextField control={control} name="firstname" label={t('form.firstname')} autoComplete="off" />
      <TextField control={control} name="lastname" label={t('form.lastname')} required autoComplete="off" />
      <TextField control={control} name="email" label={t('form.email')} type="email" autoComplete="off" />
      <TextField control={control} name="phone" label={t('form.phone')} type="tel" autoComplete="off" />
      <DuplicateWarning control={control} exceptId={exceptId} />
    </Section>
  );
}

/** SIREN and NIC under the SIRET field, as soon as it has its 14 digits. */
function SiretField({ control }: { control: FormControl }) {
  const { t } = useClientLabels();
  const siret = useWatch({ control, name: 'siret' }) as string | undefined;
  const parts = siretParts(siret);
  return (
    <TextField
      control={control}
      name="siret"
      label={t('form.siret')}
      helperText={parts ? t('form.sirenNic', parts) : t('form.siretHelp')}
      slotProps={{
        htmlInput: { inputMode: 'numeric', maxLength: 20 },
        formHelperText: { 'data-testid': 'siret-split' } as object,
      }}
    />
  );
}

export function CompanySection({ control }: { control: FormControl }) {
  const { t, companyTypeOptions, recipientTypeOptions } = useClientLabels();
  const kind = useWatch({ control, name: 'kind' });
  return (
    <Section title={t('form.company')}>
      <TextField
        control={control}
        name="company"
        label={t('form.companyName')}
        required={kind === 'professional'}
      />
      <TextField control={control} name="businessName" label={t('form.businessName')} />
      <SelectField
        control={control}
        name="companyType"
        label={t('form.companyType')}
        options={companyTypeOptions}
        emptyLabel={t('form.none')}
      />
      <SiretField control={control} />
      <TextField control={control} name="vatNumber" label={t('form.vatNumber')} />
      <TextField control={control} name="registrationNumber" label={t('form.registrationNumber')} />
      <TextField control={control} name="siteName" label={t('form.siteName')} />
      <SelectField
        control={control}
        name="recipientType"
        label={t('form.recipientType')}
        options={recipientTypeOptions}
        emptyLabel={t('form.none')}
      />
    </Section>
  );
}
