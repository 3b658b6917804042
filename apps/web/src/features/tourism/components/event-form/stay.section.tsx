import { ACCOMMODATION_CATEGORIES } from '@cuvee/domain';
import Box from '@mui/material/Box';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EurosField, SelectField, SwitchField, TextField } from '../../../../components/form/index.ts';
import { NumberField } from '../../../../components/form/number-fields.tsx';
import type { EventFormValues } from '../../logic/event-form.values.ts';
import { grid, Section } from '../section.tsx';

/**
 * Séjour et taxe de séjour (a stay only): its nights, the accommodation's category, the
 * commune's rate per person and night from a day (dated data), the department's 10 %.
 */
export function StaySection({ control }: { control: Control<EventFormValues> }) {
  const { t } = useTranslation('tourism');
  return (
    <Section title={t('form.sections.stay')} testId="stay-section">
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Box sx={grid(2)}>
          <NumberField control={control} name="nights" label={t('form.nights')} />
          <SelectField
            control={control}
            name="accommodationCategory"
            label={t('form.category')}
            options={ACCOMMODATION_CATEGORIES.map((c) => ({ value: c, label: t(`categories.${c}`) }))}
          />
          <EurosField control={control} name="communeRateCents" label={t('form.communeRate')} />
          <TextField
            control={control}
            name="rateFrom"
            type="date"
            label={t('form.rateFrom')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Box>
        <SwitchField control={control} name="departmentSurcharge" label={t('form.departmentSurcharge')} />
      </Box>
    </Section>
  );
}
