import { COUNTRY_LABELS, DELIVERY_COUNTRIES } from '@cuvee/domain';
import Box from '@mui/material/Box';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../../components/form/index.ts';
import { useUiLanguage } from '../../../lib/i18n.ts';
import type { AddressFormValues } from '../logic/addresses.logic.ts';
import '../addresses.i18n.ts';

type Field = keyof Pick<
  AddressFormValues,
  'firstname' | 'lastname' | 'street' | 'street2' | 'zipcode' | 'city' | 'phone'
>;
const FIELDS: { name: Field; span: number; autoComplete: string }[] = [
  { name: 'firstname', span: 6, autoComplete: 'given-name' },
  { name: 'lastname', span: 6, autoComplete: 'family-name' },
  { name: 'street', span: 12, autoComplete: 'address-line1' },
  { name: 'street2', span: 12, autoComplete: 'address-line2' },
  { name: 'zipcode', span: 4, autoComplete: 'postal-code' },
  { name: 'city', span: 8, autoComplete: 'address-level2' },
];

/**
 * The §3 address fields of a form, under `prefix` (`deliveryAddress`, `address`…): first and
 * last name, street and complement, zipcode and city, country (the 28 of spec §3), phone. The
 * §5 messages come from the form's schema. `section` prefixes the browser's autofill tokens
 * ('shipping', 'billing') so that two addresses on one page fill apart.
 */
export function AddressFields<T extends FieldValues>({
  control,
  prefix,
  section,
}: {
  control: Control<T, unknown, unknown>;
  prefix: string;
  section?: 'shipping' | 'billing';
}) {
  const { t } = useTranslation('addresses');
  const language = useUiLanguage();
  const name = (field: string) => `${prefix}.${field}` as FieldPath<T>;
  const auto = (token: string) => (section ? `${section} ${token}` : token);
  const cell = (span: number) => ({ gridColumn: { xs: 'span 12', sm: `span ${span}` } });
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(12, 1fr)', gap: 2 }}>
      {FIELDS.map((f) => (
        <Box key={f.name} sx={cell(f.span)}>
          <TextField
            control={control}
            name={name(f.name)}
            label={t(f.name)}
            fullWidth
            autoComplete={auto(f.autoComplete)}
          />
        </Box>
      ))}
      <Box sx={cell(6)}>
        <SelectField
          control={control}
          name={name('country')}
          label={t('country')}
          options={DELIVERY_COUNTRIES.map((c) => ({ value: c, label: COUNTRY_LABELS[c][language] }))}
          fullWidth
          autoComplete={auto('country')}
        />
      </Box>
      <Box sx={cell(6)}>
        <TextField
          control={control}
          name={name('phone')}
          label={t('phone')}
          type="tel"
          fullWidth
          autoComplete={auto('tel')}
        />
      </Box>
    </Box>
  );
}
