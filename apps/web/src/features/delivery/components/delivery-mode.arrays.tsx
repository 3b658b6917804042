import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type Control, useFieldArray, useFormState, useWatch } from 'react-hook-form';
import {
  DecimalField,
  EurosField,
  SelectField,
  TextField,
  useErrorText,
} from '../../../components/form/index.ts';
import type { DeliveryFormValues } from '../logic/delivery-form.ts';
import { useDeliveryLabels } from './labels.ts';

type Props = { control: Control<DeliveryFormValues, unknown, unknown> };

/** An error the API's schema puts on a path no single field holds (zones, brackets, franco.value). */
export function PathError({ control, path }: Props & { path: string }) {
  const { errors } = useFormState({ control });
  const errorText = useErrorText();
  const found = path
    .split('.')
    .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], errors);
  const error = found as { message?: string } | undefined;
  const text = error && typeof error.message === 'string' ? errorText(error) : undefined;
  if (!text) return null;
  return (
    <Typography variant="body2" color="error" role="alert" sx={{ gridColumn: '1 / -1' }}>
      {text}
    </Typography>
  );
}

/** The price brackets: from a threshold (in the basis' unit) on, a price. */
export function BracketsFields({ control }: Props) {
  const { t } = useDeliveryLabels();
  const { fields, append, remove } = useFieldArray({ control, name: 'brackets' });
  const basis = useWatch({ control, name: 'basis' });
  const unit = basis === 'weight' ? 'kg' : basis === 'amount' ? t('form.eurosHT') : t('form.bottles');
  return (
    <Box sx={{ gridColumn: '1 / -1', display: 'grid', gap: 1.5 }}>
      {fields.map((field, index) => (
        <Box
          key={field.id}
          sx={{ display: 'grid', gap: 1, gridTemplateColumns: '1fr 1fr auto', alignItems: 'start' }}
        >
          <DecimalField
            control={control}
            name={`brackets.${index}.from`}
            label={t('form.from')}
            unit={unit}
          />
          <EurosField control={control} name={`brackets.${index}.priceCents`} label={t('form.price')} />
          <IconButton aria-label={t('form.removeBracket')} onClick={() => remove(index)} sx={{ mt: 1 }}>
            <DeleteOutlined />
          </IconButton>
        </Box>
      ))}
      <PathError control={control} path="brackets" />
      <Box>
        <Button
          size="small"
          startIcon={<Add />}
          onClick={() => append({ from: fields.length === 0 ? '0' : '', priceCents: null })}
        >
          {t('form.addBracket')}
        </Button>
      </Box>
    </Box>
  );
}

/** The collection points of a mode of that kind: name and address of each. */
export function PointsFields({ control }: Props) {
  const { t, allCountryOptions } = useDeliveryLabels();
  const { fields, append, remove } = useFieldArray({ control, name: 'collectionPoints' });
  return (
    <Box sx={{ gridColumn: '1 / -1', display: 'grid', gap: 2 }}>
      {fields.map((field, index) => (
        <Box
          key={field.id}
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            p: 1.5,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        >
          <Box sx={{ gridColumn: '1 / -1', display: 'flex', gap: 1, alignItems: 'start' }}>
            <TextField
              control={control}
              name={`collectionPoints.${index}.name`}
              label={t('form.pointName')}
              fullWidth
            />
            <IconButton aria-label={t('form.removePoint')} onClick={() => remove(index)}>
              <DeleteOutlined />
            </IconButton>
          </Box>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <TextField
              control={control}
              name={`collectionPoints.${index}.address.street`}
              label={t('form.street')}
              fullWidth
            />
          </Box>
          <TextField
            control={control}
            name={`collectionPoints.${index}.address.zipcode`}
            label={t('form.zipcode')}
          />
          <TextField
            control={control}
            name={`collectionPoints.${index}.address.city`}
            label={t('form.city')}
          />
          <SelectField
            control={control}
            name={`collectionPoints.${index}.address.country`}
            label={t('form.country')}
            options={allCountryOptions}
          />
        </Box>
      ))}
      <PathError control={control} path="collectionPoints" />
      <Box>
        <Button
          size="small"
          startIcon={<Add />}
          onClick={() => append({ name: '', address: { street: '', zipcode: '', city: '', country: 'FR' } })}
        >
          {t('form.addPoint')}
        </Button>
      </Box>
    </Box>
  );
}
