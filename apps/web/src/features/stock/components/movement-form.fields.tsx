import type { Warehouse } from '@cuvee/contracts';
import { formatLabel } from '@cuvee/domain';
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { NumberField, SelectField, SuggestField, TextField } from '../../../components/form/index.ts';
import { DateField } from '../../../components/form/picker-fields.tsx';
import { useErrorText } from '../../../components/form/use-form-field.ts';
import { productFormatsQuery } from '../api/stock.queries.ts';
import {
  fieldsFor,
  KIND_GROUPS,
  type MovementFormValues,
  type MovementRequest,
} from '../logic/movement-form.ts';
import { useStockLabels } from './labels.ts';
import { type PickedProduct, ProductPicker } from './product-picker.tsx';

/** The movement form's fields; which show depends on the kind (a transfer's target, a sale's destination). */
export function MovementFields({
  form,
  warehouses,
  initialProduct,
}: {
  form: UseFormReturn<MovementFormValues, unknown, MovementRequest>;
  warehouses: Warehouse[];
  initialProduct: PickedProduct | null;
}) {
  const { t, movementKind } = useStockLabels();
  const errorText = useErrorText();
  const { control, setValue } = form;
  const [kind, productId] = useWatch({ control, name: ['kind', 'productId'] });
  const shown = fieldsFor(kind);
  const [picked, setPicked] = useState<PickedProduct | null>(initialProduct);
  const product = useQuery({ ...productFormatsQuery(productId), enabled: Boolean(productId) });
  const kindOptions = KIND_GROUPS.flatMap(({ group, kinds }) =>
    kinds.map((k) => ({
      value: k,
      label: `${t(`form.groups.${group}`)} — ${k === 'transfer' || k === 'adjustment' ? t(`form.${k}`) : movementKind(k)}`,
    })),
  );
  const warehouseOptions = warehouses.filter((w) => !w.archived).map((w) => ({ value: w.id, label: w.name }));
  const formatOptions = (product.data?.formats ?? []).map((f) => ({ value: f.id, label: formatLabel(f) }));
  const vintageOptions = (product.data?.vintages ?? []).map((v) => v.name);
  const wide = { gridColumn: '1 / -1' } as const;

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <SelectField control={control} name="kind" label={t('form.kind')} options={kindOptions} sx={wide} />
      <Box sx={wide}>
        <Controller
          control={control}
          name="productId"
          render={({ field, fieldState }) => (
            <ProductPicker
              label={t('form.product')}
              helperText={t('form.productHelp')}
              value={picked}
              inputRef={field.ref}
              error={errorText(fieldState.error)}
              onChange={(next) => {
                setPicked(next);
                field.onChange(next?.id ?? '');
                setValue('formatId', '');
              }}
              testId="movement-product"
            />
          )}
        />
      </Box>
      <SelectField
        control={control}
        name="formatId"
        label={t('form.format')}
        options={formatOptions}
        disabled={!productId}
      />
      <SelectField
        control={control}
        name="warehouseId"
        label={shown.target ? t('form.fromWarehouse') : t('form.warehouse')}
        options={warehouseOptions}
      />
      <SuggestField
        control={control}
        name="vintage"
        label={t('form.vintage')}
        helperText={t('form.vintageHelp')}
        options={vintageOptions}
      />
      <TextField
        control={control}
        name="lot"
        label={t('form.lot')}
        helperText={t('form.lotHelp')}
        size="small"
      />
      {shown.target && (
        <SelectField
          control={control}
          name="toWarehouseId"
          label={t('form.toWarehouse')}
          options={warehouseOptions}
          sx={wide}
        />
      )}
      {shown.destination && (
        <SelectField
          control={control}
          name="destination"
          label={t('form.destination')}
          options={(['france', 'export', 'eu'] as const).map((d) => ({
            value: d,
            label: t(`form.destinations.${d}`),
          }))}
          sx={wide}
        />
      )}
      <NumberField
        control={control}
        name="quantity"
        label={kind === 'adjustment' ? t('form.counted') : t('form.quantity')}
        helperText={kind === 'adjustment' ? t('form.countedHelp') : undefined}
      />
      <DateField control={control} name="date" label={t('form.date')} />
      <TextField
        control={control}
        name="documentRef"
        label={t('form.documentRef')}
        helperText={t('form.documentRefHelp')}
      />
      <TextField
        control={control}
        name="reason"
        label={shown.reasonRequired ? t('form.reason') : t('form.reasonOptional')}
        multiline
        minRows={2}
        sx={wide}
      />
    </Box>
  );
}
