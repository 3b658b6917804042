import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type Control, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField, EurosField, SelectField, TextField } from '../../../../components/form/index.ts';
import { useCan } from '../../../../lib/use-can.ts';
import { extraStockLinesQuery } from '../../api/tourism.queries.ts';
import { type EventFormValues, newRate } from '../../logic/event-form.values.ts';
import { Section } from '../section.tsx';

/** The VAT rates a visit, a meal or a stay is sold at (percent), as the API takes them. */
const VAT_RATES = ['20', '10', '5.5', '0'] as const;
const VAT_KEYS = { '20': 'standard', '10': 'medium', '5.5': 'reduced', '0': 'none' } as const;

/**
 * Tarifs: one row per rate — a ticket (adult, child, reduced, group) or an optional extra (a
 * bottle, a meal) — its price with VAT, whether it takes a place (a child on a lap does not)
 * and, for a stay, whether it pays the tourist tax (a minor does not).
 */
export function RatesSection({ control }: { control: Control<EventFormValues> }) {
  const { t } = useTranslation('tourism');
  const { fields, append, remove } = useFieldArray({ control, name: 'rates' });
  const rates = useWatch({ control, name: 'rates' });
  const stay = useWatch({ control, name: 'kind' }) === 'stay';
  // An extra may draw on a stock line (a bottle) where the stock is readable (a 403 signs out).
  const canReadStock = useCan('stock.read');
  const hasExtra = rates?.some((r) => r.kind === 'optional') ?? false;
  const lines = useQuery({ ...extraStockLinesQuery(), enabled: canReadStock && hasExtra });
  const stockOptions = [
    { value: '', label: t('form.rates.stock.none') },
    ...(lines.data ?? []).map((l) => ({
      value: l.id,
      label: `${l.productName} · ${l.formatLabel}${l.vintage ? ` ${l.vintage}` : ''} · ${l.warehouseName} (${t('form.rates.stock.left', { n: l.available })})`,
    })),
  ];
  return (
    <Section
      title={t('form.sections.rates')}
      action={
        <Button startIcon={<Add />} onClick={() => append(newRate())} disabled={fields.length >= 20}>
          {t('form.rates.add')}
        </Button>
      }
    >
      {fields.length === 0 && (
        <Typography sx={{ color: 'text.secondary' }}>{t('form.rates.empty')}</Typography>
      )}
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
        {fields.map((field, i) => {
          const ticket = rates?.[i]?.kind !== 'optional';
          const label = rates?.[i]?.label || t('form.rates.row', { n: i + 1 });
          return (
            <Box
              component="li"
              key={field.id}
              aria-label={label}
              data-testid="rate-row"
              sx={{
                display: 'grid',
                gap: 1.5,
                alignItems: 'center',
                gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1fr 1fr 1fr auto' },
                pb: 2,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <TextField
                size="small"
                control={control}
                name={`rates.${i}.label`}
                label={t('form.rates.label')}
                sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
              />
              <EurosField
                size="small"
                control={control}
                name={`rates.${i}.priceCents`}
                label={t('form.rates.price')}
              />
              <SelectField
                size="small"
                control={control}
                name={`rates.${i}.vatRate`}
                label={t('form.rates.vat')}
                options={VAT_RATES.map((v) => ({ value: v, label: t(`form.vatRates.${VAT_KEYS[v]}`) }))}
              />
              <SelectField
                size="small"
                control={control}
                name={`rates.${i}.kind`}
                label={t('form.rates.kind')}
                options={[
                  { value: 'ticket', label: t('form.rates.ticket') },
                  { value: 'optional', label: t('form.rates.optional') },
                ]}
              />
              <IconButton
                aria-label={t('form.rates.remove', { label })}
                title={t('form.rates.remove', { label })}
                onClick={() => remove(i)}
                disabled={fields.length <= 1}
                sx={{ justifySelf: 'end' }}
              >
                <DeleteOutline />
              </IconButton>
              <Box sx={{ gridColumn: '1 / -1', display: 'flex', gap: 2, flexWrap: 'wrap' }}>
                {ticket && (
                  <CheckboxField
                    control={control}
                    name={`rates.${i}.counting`}
                    label={t('form.rates.counts')}
                  />
                )}
                {!ticket && canReadStock && (
                  <SelectField
                    size="small"
                    control={control}
                    name={`rates.${i}.stockLineId`}
                    label={t('form.rates.stock.label')}
                    options={stockOptions}
                    sx={{ minWidth: { xs: '100%', md: 420 } }}
                  />
                )}
                {ticket && stay && (
                  <CheckboxField
                    control={control}
                    name={`rates.${i}.touristTaxExempt`}
                    label={t('form.rates.taxExempt')}
                  />
                )}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Section>
  );
}
