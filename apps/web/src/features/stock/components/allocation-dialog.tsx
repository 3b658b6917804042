import type { AllocationInput } from '@cuvee/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { formResolver, NumberField, SelectField, TextField } from '../../../components/form/index.ts';
import { DateField } from '../../../components/form/picker-fields.tsx';
import type { ApiError } from '../../../lib/api-client.ts';
import { useCan } from '../../../lib/use-can.ts';
import { useAllocate } from '../api/stock.mutations.ts';
import { agentsQuery, stockListQuery } from '../api/stock.queries.ts';
import {
  type AllocationFormValues,
  allocationFormSchema,
  emptyAllocationForm,
} from '../logic/allocation-form.ts';
import { formatUnits } from '../logic/measures.ts';
import { FormDialog } from './form-dialog.tsx';
import { useStockLabels } from './labels.ts';
import { type PickedProduct, ProductPicker } from './product-picker.tsx';

/** Sets units of a line aside for a client, an agent or a channel until a day. */
export function AllocationDialog({ onClose }: { onClose(): void }) {
  const { t, lang } = useStockLabels();
  const allocate = useAllocate();
  const [product, setProduct] = useState<PickedProduct | null>(null);
  const lines = useQuery({
    ...stockListQuery({ productId: product?.id }, undefined),
    enabled: Boolean(product),
  });
  const agents = useQuery(agentsQuery(useCan('agents.read')));
  const form = useForm<AllocationFormValues, unknown, AllocationInput>({
    defaultValues: emptyAllocationForm(),
    resolver: formResolver(allocationFormSchema),
  });
  const { control } = form;
  const beneficiary = useWatch({ control, name: 'beneficiaryKind' });
  const submit = form.handleSubmit(async (body) => {
    const saved = await allocate.mutateAsync(body).catch(() => null);
    if (saved) onClose();
  });
  const refusal = allocate.error as ApiError | null;
  const lineOptions = (lines.data?.lines ?? []).map((l) => ({
    value: l.id,
    label: `${[l.formatLabel, l.vintage, l.lot].filter(Boolean).join(' · ')} — ${l.warehouseName} (${formatUnits(l.available, lang)} ${t('common.available').toLowerCase()})`,
  }));
  return (
    <FormDialog
      title={t('allocations.create')}
      onClose={onClose}
      onSubmit={submit}
      submitting={form.formState.isSubmitting}
      refusal={refusal?.message}
      columns={1}
    >
      <ProductPicker
        label={t('form.product')}
        value={product}
        onChange={(next) => {
          setProduct(next);
          form.setValue('lineId', '');
        }}
      />
      <SelectField
        control={control}
        name="lineId"
        label={t('allocations.line')}
        helperText={t('allocations.lineHelp')}
        options={lineOptions}
        disabled={!product}
      />
      <NumberField control={control} name="quantity" label={t('allocations.quantity')} />
      <SelectField
        control={control}
        name="beneficiaryKind"
        label={t('allocations.beneficiary')}
        options={(['client', 'agent', 'channel'] as const).map((k) => ({
          value: k,
          label: t(`allocations.beneficiaries.${k}`),
        }))}
      />
      {beneficiary === 'agent' ? (
        <SelectField
          control={control}
          name="agentId"
          label={t('allocations.agent')}
          options={(agents.data ?? []).map((a) => ({
            value: a.id,
            label: `${a.firstname} ${a.lastname}`.trim() || a.email,
          }))}
          helperText={agents.data?.length === 0 ? t('allocations.noAgent') : undefined}
        />
      ) : (
        <TextField control={control} name="label" label={t('allocations.label')} />
      )}
      <DateField control={control} name="expiresOn" label={t('allocations.expiresOn')} />
    </FormDialog>
  );
}
