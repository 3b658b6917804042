import { DEFAULT_VAT_RATES, GRAPE_VARIETIES, LABELS, type ProductType, VAT_TYPES } from '@cuvee/domain';
import LocalBarOutlined from '@mui/icons-material/LocalBarOutlined';
import RedeemOutlined from '@mui/icons-material/RedeemOutlined';
import RoomServiceOutlined from '@mui/icons-material/RoomServiceOutlined';
import WineBarOutlined from '@mui/icons-material/WineBarOutlined';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChipsField, DecimalField, SelectField, SuggestField, TextField } from '../../../../components/form';
import { useReferenceLabels } from '../labels.ts';
import { FormSection, grid2, grid3, SubHeading } from './form-section.tsx';
import { useFormShop, useProductForm } from './product-form.context.ts';
import './product-form.i18n.ts';

const TYPE_ICONS: Record<ProductType, typeof WineBarOutlined> = {
  bottle: WineBarOutlined,
  accessory: LocalBarOutlined,
  prestation: RoomServiceOutlined,
  box: RedeemOutlined,
};
const GROWING_ZONES = ['A', 'B', 'CI', 'CII', 'CIII(a)', 'CIII(b)'] as const;

/** Général: type, names, classification, VAT, description, characteristics, packing. */
export function GeneralSection({ gammes }: { gammes: string[] }) {
  const { t } = useTranslation('productForm');
  const labels = useReferenceLabels();
  const { control } = useProductForm();
  const shop = useFormShop();
  const productType = useWatch({ control, name: 'productType' });
  const rates = shop?.settings.vatRate ?? DEFAULT_VAT_RATES;
  const drink = productType === 'bottle';
  const fmt = (rate: number) => rate.toLocaleString(labels.lang === 'fr' ? 'fr-FR' : 'en-GB');
  const gammeOptions =
    productType === 'accessory' ? [...new Set([...labels.accessoryTypeLabels, ...gammes])] : gammes;

  return (
    <FormSection id="general" title={t('sections.general')}>
      <Typography variant="subtitle2" component="p" sx={{ mb: 1 }} id="product-type-label">
        {t('general.productType')}
      </Typography>
      <Controller
        control={control}
        name="productType"
        render={({ field }) => (
          <ToggleButtonGroup
            exclusive
            value={field.value}
            onChange={(_, value: ProductType | null) => value && field.onChange(value)}
            aria-labelledby="product-type-label"
            sx={{
              mb: 3,
              display: 'grid',
              gap: 1,
              gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, max-content)' },
              '& .MuiToggleButton-root': {
                px: 2,
                gap: 1,
                textTransform: 'none',
                justifyContent: 'flex-start',
              },
              // Separate buttons (the group wraps on a phone): each keeps its own border.
              '& .MuiToggleButtonGroup-grouped, & .MuiToggleButtonGroup-grouped:not(:first-of-type)': {
                m: 0,
                border: 1,
                borderColor: 'divider',
                borderRadius: 2,
              },
              '& .MuiToggleButtonGroup-grouped.Mui-selected': { borderColor: 'primary.main' },
            }}
            size="small"
            color="primary"
          >
            {labels.productTypeOptions.map((o) => {
              const Icon = TYPE_ICONS[o.value];
              return (
                <ToggleButton key={o.value} value={o.value} data-testid={`type-${o.value}`}>
                  <Icon fontSize="small" />
                  {o.label}
                </ToggleButton>
              );
            })}
          </ToggleButtonGroup>
        )}
      />
      <Box sx={grid2}>
        <TextField size="small" control={control} name="name" label={t('general.name')} required />
        <TextField
          size="small"
          control={control}
          name="precision"
          label={t('general.precision')}
          helperText={t('general.precisionHint')}
        />
        {productType !== 'box' && (
          <SelectField
            size="small"
            control={control}
            name="type"
            label={t('general.type')}
            options={labels.drinkTypeOptions}
            emptyLabel={t('general.none')}
          />
        )}
        {drink && (
          <SelectField
            size="small"
            control={control}
            name="color"
            label={t('general.color')}
            options={labels.colorOptions}
            emptyLabel={t('general.none')}
          />
        )}
        <SuggestField
          control={control}
          name="gamme"
          label={t('general.gamme')}
          options={gammeOptions}
          helperText={t('general.gammeHint')}
        />
        <SelectField
          size="small"
          control={control}
          name="vatType"
          label={t('general.vatType')}
          options={VAT_TYPES.map((v) => ({
            value: v,
            label: t(`general.vat.${v}`, { rate: fmt(rates[v]) }),
          }))}
        />
        <TextField
          size="small"
          control={control}
          name="description"
          label={t('general.description')}
          multiline
          minRows={3}
          sx={{ gridColumn: '1 / -1' }}
        />
      </Box>

      {drink && (
        <>
          <SubHeading>{t('general.attributes')}</SubHeading>
          <Box sx={grid3}>
            <TextField
              size="small"
              control={control}
              name="attributes.appellation"
              label={t('general.appellation')}
            />
            <SelectField
              size="small"
              control={control}
              name="attributes.quality"
              label={t('general.quality')}
              options={labels.qualityOptions}
              emptyLabel={t('general.none')}
            />
            <SelectField
              size="small"
              control={control}
              name="attributes.category"
              label={t('general.category')}
              options={[1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: String(n) }))}
              emptyLabel={t('general.none')}
            />
            <Box sx={{ gridColumn: { sm: '1 / -1', md: 'span 2' } }}>
              <ChipsField
                control={control}
                name="attributes.grapeVarieties"
                label={t('general.grapeVarieties')}
                options={GRAPE_VARIETIES.map((g) => ({ value: g, label: g }))}
                free
                helperText={t('general.grapeHint')}
              />
            </Box>
            <SelectField
              size="small"
              control={control}
              name="attributes.growingZone"
              label={t('general.growingZone')}
              options={GROWING_ZONES.map((z) => ({ value: z, label: z }))}
              emptyLabel={t('general.none')}
            />
            <Box sx={{ gridColumn: '1 / -1' }}>
              <ChipsField
                control={control}
                name="attributes.labels"
                label={t('general.labels')}
                options={LABELS.map((l) => ({ value: l.id, label: l.name }))}
              />
            </Box>
            <TextField size="small" control={control} name="attributes.brand" label={t('general.brand')} />
            <TextField size="small" control={control} name="attributes.owner" label={t('general.owner')} />
            <TextField
              size="small"
              control={control}
              name="attributes.country"
              label={t('general.country')}
              slotProps={{ htmlInput: { maxLength: 2, style: { textTransform: 'uppercase' } } }}
            />
          </Box>
        </>
      )}

      {productType !== 'prestation' && (
        <>
          <SubHeading>{t('general.packing')}</SubHeading>
          <Box sx={grid3}>
            <SelectField
              size="small"
              control={control}
              name="packing.packing"
              label={t('general.packingType')}
              options={labels.packingOptions}
              emptyLabel={t('general.none')}
            />
            <DecimalField
              size="small"
              control={control}
              name="packing.packingQuantity"
              label={t('general.packingQuantity')}
            />
            <DecimalField
              size="small"
              control={control}
              name="packing.weight"
              label={t('general.packingWeight')}
              unit="kg"
            />
          </Box>
        </>
      )}
    </FormSection>
  );
}
