import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useFieldArray, useWatch } from 'react-hook-form';
import { SelectField, SwitchField, TextField } from '../../../components/form/index.ts';
import { emptyAddress } from '../logic/client-form.ts';
import { type FormControl, Section } from './client-form.identity.tsx';
import { useClientLabels } from './labels.ts';

/** Several delivery and billing addresses (§3 Address, with excise number and high-mountain flag). */
export function AddressesSection({ control }: { control: FormControl }) {
  const { t, countryOptions } = useClientLabels();
  const { fields, append, remove } = useFieldArray({ control, name: 'addresses' });
  const values = useWatch({ control, name: 'addresses' }) ?? [];
  const add = (kind: 'delivery' | 'billing') =>
    append(emptyAddress(kind, !values.some((a) => a.kind === kind)));
  return (
    <Section title={t('form.addresses')}>
      {fields.length === 0 && (
        <Typography sx={{ gridColumn: '1 / -1', color: 'text.secondary' }}>{t('form.noAddress')}</Typography>
      )}
      {fields.map((field, index) => (
        <Card
          key={field.id}
          variant="outlined"
          sx={{
            gridColumn: '1 / -1',
            p: 2,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          }}
          data-testid="client-address-form"
        >
          <Box sx={{ gridColumn: '1 / -1', display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography sx={{ fontWeight: 600, flex: 1 }}>
              {t(`form.addressKind.${values[index]?.kind ?? 'delivery'}`)}
            </Typography>
            <IconButton
              aria-label={t('form.removeAddress')}
              title={t('form.removeAddress')}
              onClick={() => remove(index)}
            >
              <DeleteOutlined />
            </IconButton>
          </Box>
          <TextField
            control={control}
            name={`addresses.${index}.address.firstname`}
            label={t('form.firstname')}
            required
          />
          <TextField
            control={control}
            name={`addresses.${index}.address.lastname`}
            label={t('form.lastname')}
            required
          />
          <TextField
            control={control}
            name={`addresses.${index}.address.street`}
            label={t('form.street')}
            required
          />
          <TextField
            control={control}
            name={`addresses.${index}.address.street2`}
            label={t('form.street2')}
          />
          <TextField
            control={control}
            name={`addresses.${index}.address.zipcode`}
            label={t('form.zipcode')}
            required
          />
          <TextField
            control={control}
            name={`addresses.${index}.address.city`}
            label={t('form.city')}
            required
          />
          <SelectField
            control={control}
            name={`addresses.${index}.address.country`}
            label={t('form.country')}
            options={countryOptions}
          />
          <TextField
            control={control}
            name={`addresses.${index}.address.exciseNumber`}
            label={t('form.exciseNumber')}
          />
          <SwitchField
            control={control}
            name={`addresses.${index}.address.highMountain`}
            label={t('form.highMountain')}
          />
          <SwitchField control={control} name={`addresses.${index}.isDefault`} label={t('form.isDefault')} />
        </Card>
      ))}
      <Box sx={{ gridColumn: '1 / -1', display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button startIcon={<Add />} onClick={() => add('delivery')}>
          {t('form.addDelivery')}
        </Button>
        <Button startIcon={<Add />} onClick={() => add('billing')}>
          {t('form.addBilling')}
        </Button>
      </Box>
    </Section>
  );
}
