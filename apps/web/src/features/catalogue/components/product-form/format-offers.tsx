import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DecimalField, SelectField } from '../../../../components/form';
import { emptyPromotion } from '../../logic/product-form.values.ts';
import { SubHeading } from './form-section.tsx';
import { useProductForm } from './product-form.context.ts';
import './product-form.i18n.ts';

// Quantity tiers, free items and promotions of a format (the product form's formats section).

/** Quantity tiers (threshold → public unit price TTC) and free items (threshold → units offered). */
export function TiersAndFreeItems({ index }: { index: number }) {
  const { t } = useTranslation('productForm');
  const { control } = useProductForm();
  const tiers = useFieldArray({ control, name: `formats.${index}.tiers` });
  const free = useFieldArray({ control, name: `formats.${index}.freeItems` });
  const row = {
    display: 'grid',
    gap: 1.5,
    gridTemplateColumns: {
      xs: 'minmax(0, 1fr) minmax(0, 1.2fr) auto',
      sm: '140px minmax(140px, 220px) auto',
    },
    alignItems: 'start',
  } as const;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, columnGap: 4 }}>
      <Box>
        <SubHeading hint={t('formats.tiersHint')}>{t('formats.tiers')}</SubHeading>
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {tiers.fields.map((field, j) => (
            <Box key={field.id} sx={row} data-testid="tier-row">
              <DecimalField
                size="small"
                control={control}
                name={`formats.${index}.tiers.${j}.threshold`}
                label={t('formats.threshold')}
                unit={t('formats.units')}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
              <DecimalField
                size="small"
                control={control}
                name={`formats.${index}.tiers.${j}.price`}
                label={t('formats.tierPrice')}
                unit={`€ ${t('formats.ttc')}`}
              />
              <IconButton
                aria-label={t('formats.removeRow')}
                onClick={() => tiers.remove(j)}
                sx={{ mt: 0.25 }}
              >
                <DeleteOutlined />
              </IconButton>
            </Box>
          ))}
        </Box>
        <Button
          startIcon={<Add />}
          size="small"
          sx={{ mt: 1 }}
          onClick={() => tiers.append({ threshold: '', price: '' })}
        >
          {t('formats.addTier')}
        </Button>
      </Box>
      <Box>
        <SubHeading hint={t('formats.freeItemsHint')}>{t('formats.freeItems')}</SubHeading>
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {free.fields.map((field, j) => (
            <Box key={field.id} sx={row} data-testid="free-row">
              <DecimalField
                size="small"
                control={control}
                name={`formats.${index}.freeItems.${j}.threshold`}
                label={t('formats.threshold')}
                unit={t('formats.units')}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
              <DecimalField
                size="small"
                control={control}
                name={`formats.${index}.freeItems.${j}.free`}
                label={t('formats.free')}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
              <IconButton
                aria-label={t('formats.removeRow')}
                onClick={() => free.remove(j)}
                sx={{ mt: 0.25 }}
              >
                <DeleteOutlined />
              </IconButton>
            </Box>
          ))}
        </Box>
        <Button
          startIcon={<Add />}
          size="small"
          sx={{ mt: 1 }}
          onClick={() => free.append({ threshold: '', free: '1' })}
        >
          {t('formats.addFreeItem')}
        </Button>
      </Box>
    </Box>
  );
}

/** Promotions: a percentage or an amount off, from minimums of this product or of the order. */
export function Promotions({ index }: { index: number }) {
  const { t } = useTranslation('productForm');
  const { control } = useProductForm();
  const promotions = useFieldArray({ control, name: `formats.${index}.promotions` });
  const kinds = useWatch({ control, name: `formats.${index}.promotions` });
  return (
    <Box>
      <SubHeading hint={t('formats.promotionsHint')}>{t('formats.promotions')}</SubHeading>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {promotions.fields.map((field, j) => (
          <Box
            key={field.id}
            data-testid="promotion-row"
            sx={{
              display: 'grid',
              gap: 1.5,
              alignItems: 'start',
              gridTemplateColumns: {
                xs: 'minmax(0, 1fr) minmax(0, 1fr)',
                md: '90px 130px repeat(4, minmax(110px, 1fr)) auto',
              },
              p: 1.25,
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
            }}
          >
            <SelectField
              size="small"
              control={control}
              name={`formats.${index}.promotions.${j}.type`}
              label={t('formats.promoType')}
              options={[
                { value: '%', label: '%' },
                { value: '€', label: '€' },
              ]}
            />
            <DecimalField
              size="small"
              control={control}
              name={`formats.${index}.promotions.${j}.amount`}
              label={t('formats.promoAmount')}
              unit={kinds[j]?.type === '€' ? '€' : '%'}
            />
            <DecimalField
              size="small"
              control={control}
              name={`formats.${index}.promotions.${j}.minProduct`}
              label={t('formats.minProduct')}
            />
            <DecimalField
              size="small"
              control={control}
              name={`formats.${index}.promotions.${j}.minPrice`}
              label={t('formats.minPrice')}
              unit="€"
            />
            <DecimalField
              size="small"
              control={control}
              name={`formats.${index}.promotions.${j}.minProductOrder`}
              label={t('formats.minProductOrder')}
            />
            <DecimalField
              size="small"
              control={control}
              name={`formats.${index}.promotions.${j}.minPriceOrder`}
              label={t('formats.minPriceOrder')}
              unit="€"
            />
            <IconButton
              aria-label={t('formats.removeRow')}
              onClick={() => promotions.remove(j)}
              sx={{ justifySelf: 'start' }}
            >
              <DeleteOutlined />
            </IconButton>
          </Box>
        ))}
      </Box>
      <Button
        startIcon={<Add />}
        size="small"
        sx={{ mt: 1 }}
        onClick={() => promotions.append(emptyPromotion())}
      >
        {t('formats.addPromotion')}
      </Button>
    </Box>
  );
}
