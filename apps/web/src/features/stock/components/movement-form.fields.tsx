import type { Warehouse } from '@cuvee/contracts';
import { formatLabel, regimeOf } from '@cuvee/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { NumberField, SelectField, SuggestField, TextField } from '../../../components/form/index.ts';
import { DateField } from '../../../components/form/picker-fields.tsx';
import { useErrorText } from '../../../components/form/use-form-field.ts';
import { drmCatalogueQuery } from '../api/drm.queries.ts';
import { productFormatsQuery } from '../api/stock.queries.ts';
import { drmNeeds, drmTypeOptions, presetDrmType, unitOf } from '../logic/movement-drm.ts';
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
  const { t, lang, movementKind } = useStockLabels();
  const errorText = useErrorText();
  const { control, setValue } = form;
  const [kind, productId, formatId, warehouseId, destination, drmType] = useWatch({
    control,
    name: ['kind', 'productId', 'formatId', 'warehouseId', 'destination', 'drmType'],
  });
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

  // The DRM type: the catalogue's types for the warehouse's regime, preset from the kind until
  // the user picks one (the API derives the same when it is left empty).
  const catalogue = useQuery(drmCatalogueQuery());
  const warehouse = warehouses.find((w) => w.id === warehouseId);
  const regime = regimeOf(warehouse?.exciseStatus ?? 'dutyPaid');
  const unit = unitOf(product.data?.formats.find((f) => f.id === formatId));
  const types = catalogue.data?.types ?? [];
  const preset = catalogue.data
    ? presetDrmType(catalogue.data.interprofession, { kind, regime, destination, ...unit })
    : '';
  useEffect(() => {
    if (!form.getFieldState('drmType').isDirty) setValue('drmType', preset);
  }, [preset, form, setValue]);
  const needs = drmNeeds(types, drmType, kind, regime);

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
      {catalogue.data && (
        <Box sx={{ ...wide, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <Typography component="h2" variant="subtitle2" sx={{ ...wide, mb: -1 }}>
            {t('form.drm', { name: catalogue.data.name })}
          </Typography>
          <SelectField
            control={control}
            name="drmType"
            label={t('form.drmType')}
            helperText={t('form.drmTypeHelp')}
            emptyLabel={t('form.drmTypeAuto')}
            options={drmTypeOptions(types, kind, regime, lang, t('form.drmNoLine'))}
            sx={wide}
          />
          {needs.document && (
            <TextField
              control={control}
              name="documentNumber"
              label={t('form.documentNumber')}
              helperText={t('form.documentNumberHelp')}
            />
          )}
          {needs.country && (
            <TextField
              control={control}
              name="country"
              label={t('form.country')}
              helperText={t('form.countryHelp')}
            />
          )}
          {needs.document && (
            <TextField
              control={control}
              name="consigneeExciseNumber"
              label={t('form.consigneeExciseNumber')}
              helperText={t('form.consigneeExciseNumberHelp')}
            />
          )}
          {needs.contract && (
            <TextField control={control} name="contractNumber" label={t('form.contractNumber')} />
          )}
        </Box>
      )}
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
