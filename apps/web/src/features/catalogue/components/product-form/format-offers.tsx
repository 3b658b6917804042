import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DecimalField, SelectField } from '../../../../components/form';
import { emptyPromotion } from '../../logic/product-form.values.ts';
import { SubHeading } from './form-section.tsx';
import { useProductForm } from './product-form.context.ts';
import './product-form.i18n.ts';

// Quantity tiers, free items and promotions of a format (the product form's formats section).

/**
 * A titled list of editable rows (tiers, free items, promotions): each row its fields and a
 * remove button, then an add button.
 */
function RowList({
  title,
  hint,
  ids,
  testId,
  rowSx,
  removeSx,
  renderRow,
  onRemove,
  addLabel,
  onAdd,
}: {
  title: string;
  hint: string;
  ids: string[];
  testId: string;
  rowSx: SxProps<Theme>;
  removeSx: SxProps<Theme>;
  renderRow(index: number): ReactNode;
  onRemove(index: number): void;
  addLabel: string;
  onAdd(): void;
}) {
  const { t } = useTranslation('productForm');
  return (
    <Box>
      <SubHeading hint={hint}>{title}</SubHeading>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {ids.map((id, j) => (
          <Box key={id} sx={rowSx} data-testid={testId}>
            {renderRow(j)}
            <IconButton aria-label={t('formats.removeRow')} onClick={() => onRemove(j)} sx={removeSx}>
              <DeleteOutlined />
            </IconButton>
          </Box>
        ))}
      </Box>
      <Button startIcon={<Add />} size="small" sx={{ mt: 1 }} onClick={onAdd}>
        {addLabel}
      </Button>
    </Box>
  );
}

const THRESHOLD_ROW = {
  display: 'grid',
  gap: 1.5,
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr) minmax(0, 1.2fr) auto',
    sm: '140px minmax(140px, 220px) auto',
  },
  alignItems: 'start',
} as const;

const PROMOTION_ROW = {
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
} as const;

/** Quantity tiers (threshold → public unit price TTC) and free items (threshold → units offered). */
export function TiersAndFreeItems({ index }: { index: number }) {
  const { t } = useTranslation('productForm');
  const { control } = useProductForm();
  const tiers = useFieldArray({ control, name: `formats.${index}.tiers` });
  const free = useFieldArray({ control, name: `formats.${index}.freeItems` });
  const threshold = (name: `formats.${number}.${'tiers' | 'freeItems'}.${number}.threshold`) => (
    <DecimalField
      size="small"
      control={control}
      name={name}
      label={t('formats.threshold')}
      unit={t('formats.units')}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
    />
  );
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, columnGap: 4 }}>
      <RowList
        title={t('formats.tiers')}
        hint={t('formats.tiersHint')}
        ids={tiers.fields.map((f) => f.id)}
        testId="tier-row"
        rowSx={THRESHOLD_ROW}
        removeSx={{ mt: 0.25 }}
        renderRow={(j) => (
          <>
            {threshold(`formats.${index}.tiers.${j}.threshold`)}
            <DecimalField
              size="small"
              control={control}
              name={`formats.${index}.tiers.${j}.price`}
              label={t('formats.tierPrice')}
              unit={`€ ${t('formats.ttc')}`}
            />
          </>
        )}
        onRemove={tiers.remove}
        addLabel={t('formats.addTier')}
        onAdd={() => tiers.append({ threshold: '', price: '' })}
      />
      <RowList
        title={t('formats.freeItems')}
        hint={t('formats.freeItemsHint')}
        ids={free.fields.map((f) => f.id)}
        testId="free-row"
        rowSx={THRESHOLD_ROW}
        removeSx={{ mt: 0.25 }}
        renderRow={(j) => (
          <>
            {threshold(`formats.${index}.freeItems.${j}.threshold`)}
            <DecimalField
              size="small"
              control={control}
              name={`formats.${index}.freeItems.${j}.free`}
              label={t('formats.free')}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          </>
        )}
        onRemove={free.remove}
        addLabel={t('formats.addFreeItem')}
        onAdd={() => free.append({ threshold: '', free: '1' })}
      />
    </Box>
  );
}

/** Promotions: a percentage or an amount off, from minimums of this product or of the order. */
export function Promotions({ index }: { index: number }) {
  const { t } = useTranslation('productForm');
  const { control } = useProductForm();
  const promotions = useFieldArray({ control, name: `formats.${index}.promotions` });
  const kinds = useWatch({ control, name: `formats.${index}.promotions` });
  const field = (
    j: number,
    key: 'minProduct' | 'minPrice' | 'minProductOrder' | 'minPriceOrder',
    unit?: string,
  ) => (
    <DecimalField
      size="small"
      control={control}
      name={`formats.${index}.promotions.${j}.${key}`}
      label={t(`formats.${key}`)}
      unit={unit}
    />
  );
  return (
    <RowList
      title={t('formats.promotions')}
      hint={t('formats.promotionsHint')}
      ids={promotions.fields.map((f) => f.id)}
      testId="promotion-row"
      rowSx={PROMOTION_ROW}
      removeSx={{ justifySelf: 'start' }}
      renderRow={(j) => (
        <>
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
          {field(j, 'minProduct')}
          {field(j, 'minPrice', '€')}
          {field(j, 'minProductOrder')}
          {field(j, 'minPriceOrder', '€')}
        </>
      )}
      onRemove={promotions.remove}
      addLabel={t('formats.addPromotion')}
      onAdd={() => promotions.append(emptyPromotion())}
    />
  );
}
