import { DEFAULT_VAT_RATES, formatEuros, removeVat, unitPrice } from '@cuvee/domain';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DecimalField } from '../../../../components/form';
import { useUiLanguage } from '../../../../lib/i18n.ts';
import { parseEuros } from '../../logic/euros.ts';
import { typologiesInOrder } from '../../logic/lists.ts';
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
                <DecimalField
                  size="small"
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
