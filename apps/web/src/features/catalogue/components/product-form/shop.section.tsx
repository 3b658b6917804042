import { PRODUCT_STATUSES } from '@cuvee/domain';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DecimalField, EurosField, SelectField, SwitchField } from '../../../../components/form';
import { ProductStatusChip } from '../status-chip.tsx';
import { FormSection, grid2, SubHeading } from './form-section.tsx';
import { useFormShop, useProductForm } from './product-form.context.ts';
import './product-form.i18n.ts';

/** Boutique: status, storefront tabs, position and gift wrapping. */
export function ShopSection() {
  const { t } = useTranslation('productForm');
  const { control } = useProductForm();
  const shop = useFormShop();
  const isWrapped = useWatch({ control, name: 'isWrapped' });
  const tabs = shop?.tabs ?? [];
  return (
    <FormSection id="shop" title={t('sections.shop')}>
      <Box sx={grid2}>
        <SelectField
          size="small"
          control={control}
          name="status"
          label={t('shop.status')}
          helperText={t('shop.statusHint')}
          options={PRODUCT_STATUSES.map((s) => ({
            value: s,
            label: <ProductStatusChip status={s} />,
          }))}
          slotProps={{ htmlInput: { 'data-testid': 'status-select' } }}
        />
        <DecimalField
          size="small"
          control={control}
          name="position"
          label={t('shop.position')}
          helperText={t('shop.positionHint')}
        />
      </Box>

      <SubHeading hint={tabs.length ? t('shop.tabsHint') : undefined}>{t('shop.tabs')}</SubHeading>
      {tabs.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('shop.noTabs')}
        </Typography>
      ) : (
        <Controller
          control={control}
          name="tabIds"
          render={({ field }) => {
            const toggle = (id: string, on: boolean) =>
              field.onChange(on ? [...field.value, id] : field.value.filter((x) => x !== id));
            return (
              <Box
                sx={{
                  display: 'grid',
                  gap: 1,
                  gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(220px, 1fr))' },
                }}
              >
                {tabs.map((tab) => (
                  <FormGroup
                    key={tab.id}
                    sx={{ border: 1, borderColor: 'divider', borderRadius: 2, px: 1.5, py: 0.5 }}
                  >
                    <FormControlLabel
                      control={
                        <Checkbox
                          checked={field.value.includes(tab.id)}
                          onChange={(e) => toggle(tab.id, e.target.checked)}
                        />
                      }
                      label={<Typography sx={{ fontWeight: 600 }}>{tab.name}</Typography>}
                    />
                    {tab.children.map((child) => (
                      <FormControlLabel
                        key={child.id}
                        sx={{ ml: 2.5 }}
                        control={
                          <Checkbox
                            size="small"
                            checked={field.value.includes(child.id)}
                            onChange={(e) => toggle(child.id, e.target.checked)}
                          />
                        }
                        label={child.name}
                      />
                    ))}
                  </FormGroup>
                ))}
              </Box>
            );
          }}
        />
      )}

      <Box sx={{ ...grid2, mt: 2, alignItems: 'center' }}>
        <SwitchField control={control} name="isWrapped" label={t('shop.isWrapped')} />
        {isWrapped && (
          <EurosField
            size="small"
            control={control}
            name="wrappingPrice"
            label={t('shop.wrappingPrice')}
            unit="€ TTC"
          />
        )}
      </Box>
    </FormSection>
  );
}
