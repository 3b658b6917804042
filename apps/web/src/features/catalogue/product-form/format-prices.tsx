import { DEFAULT_VAT_RATES, formatEuros, removeVat, unitPrice } from '@cuvee/domain';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { NumberInput, SelectInput } from '../components/fields.tsx';
import { parseEuros } from '../logic/euros.ts';
import { typologiesInOrder } from '../logic/lists.ts';
import { emptyPromotion } from '../logic/product-form.values.ts';
import { SubHeading } from './form-section.tsx';
import { useFormShop, useProductForm } from './product-form.context.ts';
import './product-form.i18n.ts';

const locale = (lang: 'fr' | 'en') => (lang === 'fr' ? 'fr-FR' : 'en-GB');

/** The VAT rate of the product and whether the shop charges VAT. */
export function useProductVat() {
  const { control } = useProductForm();
  const shop = useFormShop();
  const vatType = useWatch({ control, name: 'vatType' });
  const hasTVA = shop?.settings.hasTVA !== false;
  return { rate: hasTVA ? (shop?.settings.vatRate ?? DEFAULT_VAT_RATES)[vatType] : 0, hasTVA };
}

/** 'Public price' helper: its amount without VAT. */
export function PublicPriceHint({ index }: { index: number }) {
  const { t } = useTranslation('productForm');
  const lang = useUiLanguage();
  const { control } = useProductForm();
  const { rate, hasTVA } = useProductVat();
  const price = parseEuros(useWatch({ control, name: `formats.${index}.price` }) ?? '');
  if (price === undefined || !hasTVA) return <>{t('formats.priceHint')}</>;
  return <>{t('formats.priceHt', { price: formatEuros(removeVat(price, rate), locale(lang)) })}</>;
}

/** Per shop typology: offered or not, and a price in the typology's basis (TTC or HT). */
export function TypologyPrices({ index }: { index: number }) {
  const { t } = useTranslation('productForm');
  const lang = useUiLanguage();
  const { control } = useProductForm();
  const shop = useFormShop();
  const { rate, hasTVA } = useProductVat();
  const publicPrice = parseEuros(useWatch({ control, name: `formats.${index}.price` }) ?? '');
  if (!shop) return null;
  const entries = typologiesInOrder(shop.typologies);
  return (
    <Box>
      <SubHeading hint={t('formats.typologiesHint')}>{t('formats.typologies')}</SubHeading>
      <Box sx={{ display: 'grid', gap: 1 }}>
        {entries.map(([key, typology]) => {
          const basis = typology.ttc ? t('formats.ttc') : t('formats.ht');
          // What applies without a typed price: the public price in this typology's basis.
          const fallback =
            publicPrice === undefined
              ? null
              : unitPrice({ price: publicPrice, discountPrice: {}, typologies: {} }, key, typology, rate, {
                  hasTVA,
                }).shown;
          return (
            <Box
              key={key}
              data-testid={`typology-${key}`}
              sx={{
                display: 'grid',
                gap: 1.5,
                alignItems: 'center',
                gridTemplateColumns: {
                  xs: 'minmax(0, 1fr) auto',
                  md: 'minmax(180px, 1.2fr) auto minmax(180px, 1fr)',
                },
                p: 1.25,
                borderRadius: 2,
                bgcolor: '#faf7f2',
                border: 1,
                borderColor: 'divider',
              }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>{typology.name}</Typography>
                <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mt: 0.25 }}>
                  <Chip
                    size="small"
                    label={basis}
                    variant="outlined"
                    color={typology.ttc ? 'primary' : 'default'}
                  />
                  {typology.public && (
                    <Chip size="small" label={t('formats.publicTypology')} variant="outlined" />
                  )}
                  {typology.globalDiscount ? (
                    <Chip
                      size="small"
                      label={t('formats.discount', { value: typology.globalDiscount })}
                      variant="outlined"
                    />
                  ) : null}
                </Box>
              </Box>
              <Controller
                control={control}
                name={`formats.${index}.typologies.${key}.visible`}
                render={({ field }) => (
                  <Box sx={{ display: 'flex', alignItems: 'center' }}>
                    <Switch
                      checked={field.value !== false}
                      onChange={(event) => field.onChange(event.target.checked)}
                      slotProps={{
                        input: { 'aria-label': t('formats.visibleLabel', { name: typology.name }) },
                      }}
                    />
                    <Typography variant="body2" sx={{ display: { xs: 'none', sm: 'block' } }}>
                      {t('formats.visible')}
                    </Typography>
                  </Box>
                )}
              />
              <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
                <NumberInput
                  control={control}
                  name={`formats.${index}.typologies.${key}.price`}
                  label={t('formats.typologyPrice', { name: typology.name })}
                  unit={`€ ${basis}`}
                  placeholder={
                    fallback === null ? undefined : formatEuros(fallback, locale(lang)).replace(/\s?€/, '')
                  }
                  helperText={
                    fallback === null
                      ? undefined
                      : t('formats.defaultPrice', {
                          price: `${formatEuros(fallback, locale(lang))} ${basis}`,
                        })
                  }
                  fullWidth
                />
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

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
              <NumberInput
                control={control}
                name={`formats.${index}.tiers.${j}.threshold`}
                label={t('formats.threshold')}
                unit={t('formats.units')}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
              <NumberInput
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
              <NumberInput
                control={control}
                name={`formats.${index}.freeItems.${j}.threshold`}
                label={t('formats.threshold')}
                unit={t('formats.units')}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
              <NumberInput
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
            <SelectInput
              control={control}
              name={`formats.${index}.promotions.${j}.type`}
              label={t('formats.promoType')}
              options={[
                { value: '%', label: '%' },
                { value: '€', label: '€' },
              ]}
            />
            <NumberInput
              control={control}
              name={`formats.${index}.promotions.${j}.amount`}
              label={t('formats.promoAmount')}
              unit={kinds[j]?.type === '€' ? '€' : '%'}
            />
            <NumberInput
              control={control}
              name={`formats.${index}.promotions.${j}.minProduct`}
              label={t('formats.minProduct')}
            />
            <NumberInput
              control={control}
              name={`formats.${index}.promotions.${j}.minPrice`}
              label={t('formats.minPrice')}
              unit="€"
            />
            <NumberInput
              control={control}
              name={`formats.${index}.promotions.${j}.minProductOrder`}
              label={t('formats.minProductOrder')}
            />
            <NumberInput
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
