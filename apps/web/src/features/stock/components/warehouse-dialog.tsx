import type { Warehouse, WarehouseInput } from '@cuvee/contracts';
import Box from '@mui/material/Box';
import { useForm, useWatch } from 'react-hook-form';
import { formResolver, SelectField, SwitchField, TextField } from '../../../components/form/index.ts';
import type { ApiError } from '../../../lib/api-client.ts';
import { useSaveWarehouse } from '../api/stock.mutations.ts';
import {
  type WarehouseFormValues,
  warehouseFormSchema,
  warehouseFormValues,
} from '../logic/warehouse-form.ts';
import { FormDialog } from './form-dialog.tsx';
import { useStockLabels } from './labels.ts';

/** Creates a warehouse (`warehouse` null) or edits one: name, kind, address, excise status, default. */
export function WarehouseDialog({ warehouse, onClose }: { warehouse: Warehouse | null; onClose(): void }) {
  const { t, warehouseKindOptions, exciseOptions } = useStockLabels();
  const save = useSaveWarehouse();
  const form = useForm<WarehouseFormValues, unknown, WarehouseInput>({
    defaultValues: warehouseFormValues(warehouse),
    resolver: formResolver(warehouseFormSchema),
  });
  const { control } = form;
  const excise = useWatch({ control, name: 'exciseStatus' });
  const submit = form.handleSubmit(async (body) => {
    const saved = await save.mutateAsync({ id: warehouse?.id ?? null, body }).catch(() => null);
    if (saved) onClose();
  });
  const refusal = save.error as ApiError | null;
  return (
    <FormDialog
      title={warehouse ? t('warehouses.editTitle') : t('warehouses.createTitle')}
      onClose={onClose}
      onSubmit={submit}
      submitting={form.formState.isSubmitting}
      refusal={refusal?.message}
    >
      <Box sx={{ gridColumn: '1 / -1' }}>
        <TextField control={control} name="name" label={t('warehouses.name')} fullWidth autoFocus />
      </Box>
      <SelectField
        control={control}
        name="kind"
        label={t('warehouses.kind')}
        options={warehouseKindOptions}
      />
      <SelectField
        control={control}
        name="exciseStatus"
        label={t('warehouses.excise')}
        options={exciseOptions}
      />
      {excise === 'suspended' && (
        <Box sx={{ gridColumn: '1 / -1' }}>
          <TextField
            control={control}
            name="exciseNumber"
            label={t('warehouses.exciseNumber')}
            helperText={t('warehouses.exciseNumberHelp')}
            fullWidth
          />
        </Box>
      )}
      <Box sx={{ gridColumn: '1 / -1' }}>
        <TextField control={control} name="address.street" label={t('warehouses.street')} fullWidth />
      </Box>
      <TextField control={control} name="address.zipcode" label={t('warehouses.zipcode')} />
      <TextField control={control} name="address.city" label={t('warehouses.city')} />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <SwitchField control={control} name="isDefault" label={t('warehouses.isDefault')} />
      </Box>
    </FormDialog>
  );
}
