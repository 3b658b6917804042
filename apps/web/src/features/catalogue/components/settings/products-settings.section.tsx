import { optional, type Shop, ShopSettingsInput } from '@cuvee/contracts';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DecimalField, formResolver, SaveBar, SwitchField, TextField } from '../../../../components/form';
import { useCurrentShop } from '../../../../lib/auth.store.ts';
import { useCan } from '../../../../lib/use-can.ts';
import { useSaveShop } from '../../api/catalogue.queries.ts';
import { numberToInput } from '../../logic/euros.ts';
import '../../catalogue.i18n.ts';

const VAT_RATES = ['standard', 'medium', 'reduced'] as const;

// The contracts' settings rules: VAT rates by the §5 VAT rule ('5,5' accepted; above 0 and
// below 100, 'La TVA doit être comprise entre 0 et 100').
const ProductSettingsForm = z.object({
  titleProducts: optional(ShopSettingsInput.shape.titleProducts.unwrap()),
  pricesForMembersOnly: z.boolean(),
  allRulesInEq75: z.boolean(),
  hasTVA: z.boolean(),
  vatRate: ShopSettingsInput.shape.vatRate,
});
type FormInput = z.input<typeof ProductSettingsForm>;
type FormOutput = z.output<typeof ProductSettingsForm>;

function defaults(shop: Shop): FormInput {
  const s = shop.settings;
  return {
    titleProducts: s.titleProducts ?? '',
    pricesForMembersOnly: s.pricesForMembersOnly === true,
    allRulesInEq75: s.allRulesInEq75 === true,
    hasTVA: s.hasTVA !== false,
    vatRate: {
      standard: numberToInput(s.vatRate.standard),
      medium: numberToInput(s.vatRate.medium),
      reduced: numberToInput(s.vatRate.reduced),
    },
  };
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card component="section">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography component="h3" variant="h4">
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** Settings › 'products': what the shop shows, prices for members only, VAT and its rates. */
export function ProductsSettingsSection() {
  const { t } = useTranslation('catalogue');
  const shop = useCurrentShop();
  const can = { editShop: useCan('shop.settings.write') };
  const save = useSaveShop();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: formResolver(ProductSettingsForm),
    defaultValues: shop ? defaults(shop) : undefined,
  });
  const hasTVA = useWatch({ control: form.control, name: 'hasTVA' });
  if (!shop) return null;
  const c = form.control;

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({
        settings: {
          // A cleared title is sent empty only to erase one: the shop then shows its default title.
          ...(values.titleProducts !== undefined || shop.settings.titleProducts
            ? { titleProducts: values.titleProducts ?? '' }
            : {}),
          pricesForMembersOnly: values.pricesForMembersOnly,
          allRulesInEq75: values.allRulesInEq75,
          hasTVA: values.hasTVA,
          vatRate: values.vatRate,
        },
      });
      form.reset(defaults(saved));
    } catch {
      // The API's message is in the snackbar.
    }
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
      data-testid="products-settings"
    >
      <Box>
        <Typography component="h2" variant="h2" sx={{ mb: 0.5 }}>
          {t('productSettings.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('productSettings.intro')}</Typography>
      </Box>
      <Box
        component="fieldset"
        disabled={!can.editShop}
        sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        <Block title={t('productSettings.display')}>
          <TextField
            size="small"
            control={c}
            name="titleProducts"
            label={t('productSettings.titleProducts')}
            helperText={t('productSettings.titleProductsHint')}
          />
          <Box>
            <SwitchField
              control={c}
              name="pricesForMembersOnly"
              label={t('productSettings.pricesForMembersOnly')}
            />
            <FormHelperText sx={{ mt: -0.5, ml: 6 }}>
              {t('productSettings.pricesForMembersOnlyHint')}
            </FormHelperText>
          </Box>
          <SwitchField control={c} name="allRulesInEq75" label={t('productSettings.allRulesInEq75')} />
        </Block>
        <Block title={t('productSettings.vat')}>
          <Box>
            <SwitchField control={c} name="hasTVA" label={t('productSettings.hasTVA')} />
            <FormHelperText sx={{ mt: -0.5, ml: 6 }}>{t('productSettings.hasTVAHint')}</FormHelperText>
          </Box>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
              opacity: hasTVA ? 1 : 0.6,
            }}
          >
            {VAT_RATES.map((rate) => (
              <DecimalField
                key={rate}
                size="small"
                control={c}
                name={`vatRate.${rate}`}
                label={t(`productSettings.${rate}`)}
                unit="%"
              />
            ))}
          </Box>
        </Block>
      </Box>
      {can.editShop && (
        <SaveBar dirty={form.formState.isDirty} saving={save.isPending} onCancel={() => form.reset()} />
      )}
    </Box>
  );
}
