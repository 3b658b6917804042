import { parseDecimal } from '@cuvee/contracts';
import { ALLERGENS, energyPer100ml } from '@cuvee/domain';
import BoltOutlined from '@mui/icons-material/BoltOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DecimalField, TextField } from '../../../../components/form';
import { useUiLanguage } from '../../../../lib/i18n.ts';
import { numberToInput } from '../../logic/euros.ts';
import { NUTRIENTS, type Nutrient } from '../../logic/product-form.values.ts';
import { FormSection, SubHeading } from './form-section.tsx';
import { useProductForm } from './product-form.context.ts';
import './product-form.i18n.ts';

const UNIT: Record<Nutrient, string> = {
  energyKj: 'kJ',
  energyKcal: 'kcal',
  fat: 'g',
  saturatedFat: 'g',
  carbohydrates: 'g',
  sugars: 'g',
  proteins: 'g',
  salt: 'g',
};

/** The alcohol and carbohydrate the energy is computed from: the first vintage with a strength. */
function useEnergySource() {
  const { control } = useProductForm();
  const [vintages, carbs, sugars] = useWatch({
    control,
    name: ['vintages', 'nutrition.carbohydrates', 'nutrition.sugars'],
  });
  const alcohol = vintages.map((v) => parseDecimal(v.alcohol)).find((a) => a !== undefined && a > 0);
  // Sugars are part of the carbohydrates: they stand in when carbohydrates are not given.
  const carbohydrates = parseDecimal(carbs) ?? parseDecimal(sugars) ?? 0;
  return alcohol === undefined ? null : { alcohol, carbohydrates };
}

/** Composition et nutrition: ingredients, allergens and the nutrition declaration per 100 ml. */
export function CompositionSection() {
  const { t } = useTranslation('productForm');
  const lang = useUiLanguage();
  const { control, setValue } = useProductForm();
  const source = useEnergySource();
  const [computed, setComputed] = useState<{ kj: number; kcal: number } | null>(null);
  const n = (x: number) => x.toLocaleString(lang === 'fr' ? 'fr-FR' : 'en-GB');

  function compute() {
    if (!source) return;
    const energy = energyPer100ml(source.alcohol, source.carbohydrates);
    setValue('nutrition.energyKj', String(energy.kj), { shouldDirty: true, shouldValidate: false });
    setValue('nutrition.energyKcal', String(energy.kcal), { shouldDirty: true, shouldValidate: false });
    setComputed(energy);
  }

  return (
    <FormSection id="composition" title={t('sections.composition')}>
      <TextField
        size="small"
        control={control}
        name="ingredients"
        label={t('composition.ingredients')}
        helperText={t('composition.ingredientsHint')}
        multiline
        minRows={2}
      />
      <FormLabel
        component="p"
        sx={{ mt: 2.5, mb: 1, fontSize: '0.875rem', fontWeight: 600, color: 'text.primary' }}
        id="allergens-label"
      >
        {t('composition.allergens')}
      </FormLabel>
      <Controller
        control={control}
        name="allergens"
        render={({ field }) => (
          <Box
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}
            role="group"
            aria-labelledby="allergens-label"
          >
            {ALLERGENS.map((a) => {
              const on = field.value.includes(a.key);
              return (
                <Chip
                  key={a.key}
                  label={a[lang]}
                  color={on ? 'primary' : 'default'}
                  variant={on ? 'filled' : 'outlined'}
                  aria-pressed={on}
                  onClick={() =>
                    field.onChange(on ? field.value.filter((k) => k !== a.key) : [...field.value, a.key])
                  }
                />
              );
            })}
          </Box>
        )}
      />
      <SubHeading hint={t('composition.nutritionHint')}>{t('composition.nutrition')}</SubHeading>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
        {NUTRIENTS.map((k) => (
          <DecimalField
            size="small"
            key={k}
            control={control}
            name={`nutrition.${k}`}
            label={t(`composition.nutrients.${k}`)}
            unit={UNIT[k]}
            slotProps={{ htmlInput: { 'data-testid': `nutrition-${k}` } }}
          />
        ))}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mt: 2 }}>
        <Button variant="outlined" startIcon={<BoltOutlined />} onClick={compute} disabled={!source}>
          {t('composition.compute')}
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary', flex: 1, minWidth: 220 }}>
          {source
            ? t('composition.computeFrom', {
                alcohol: n(source.alcohol),
                carbs: numberToInput(source.carbohydrates),
              })
            : t('composition.computeMissing')}
        </Typography>
      </Box>
      {computed && (
        <Alert severity="info" sx={{ mt: 2 }} onClose={() => setComputed(null)}>
          {t('composition.computed', computed)}
        </Alert>
      )}
    </FormSection>
  );
}
