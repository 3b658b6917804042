import Box from '@mui/material/Box';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EurosField, TextField } from '../../../../components/form/index.ts';
import { NumberField } from '../../../../components/form/number-fields.tsx';
import type { EventFormValues } from '../../logic/event-form.values.ts';
import { grid, Section } from '../section.tsx';

/** Réservation: places per slot, persons per booking, the minimum amount, the mail's message, the terms. */
export function BookingSection({ control }: { control: Control<EventFormValues> }) {
  const { t } = useTranslation('tourism');
  return (
    <Section title={t('form.sections.booking')}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Box sx={grid(4)}>
          <NumberField control={control} name="capacity" label={t('form.capacity')} />
          <NumberField control={control} name="minPersons" label={t('form.minPersons')} />
          <NumberField control={control} name="maxPersons" label={t('form.maxPersons')} />
          <EurosField control={control} name="minAmountCents" label={t('form.minAmount')} />
        </Box>
        <TextField
          control={control}
          name="confirmationMessage"
          label={t('form.confirmation')}
          helperText={t('form.confirmationHelp')}
          multiline
          minRows={2}
        />
        <Box sx={{ ...grid(2), gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' } }}>
          <NumberField
            control={control}
            name="freeUntilHours"
            label={t('form.freeCancelHours')}
            helperText={t('form.freeCancelHelp')}
          />
          <TextField
            control={control}
            name="cancellationText"
            label={t('form.terms')}
            multiline
            minRows={2}
          />
        </Box>
      </Box>
    </Section>
  );
}
