import type { CrdMovementInput } from '@cuvee/contracts';
import { useForm } from 'react-hook-form';
import { formResolver, NumberField, SelectField, TextField } from '../../../components/form/index.ts';
import { DateField } from '../../../components/form/picker-fields.tsx';
import type { ApiError } from '../../../lib/api-client.ts';
import { useRecordCrd } from '../api/stock.mutations.ts';
import { type CrdFormValues, crdFormSchema, emptyCrdForm } from '../logic/crd-form.ts';
import { FormDialog } from './form-dialog.tsx';
import { useStockLabels } from './labels.ts';

/** Records a CRD opening, entry, use or destruction for capsules of a colour, category and volume. */
export function CrdDialog({ onClose }: { onClose(): void }) {
  const { t, crdColourOptions, fiscalCategoryOptions, crdKindOptions } = useStockLabels();
  const record = useRecordCrd();
  const form = useForm<CrdFormValues, unknown, CrdMovementInput>({
    defaultValues: emptyCrdForm(),
    resolver: formResolver(crdFormSchema),
  });
  const { control } = form;
  const submit = form.handleSubmit(async (body) => {
    const saved = await record.mutateAsync(body).catch(() => null);
    if (saved) onClose();
  });
  const refusal = record.error as ApiError | null;
  return (
    <FormDialog
      title={t('crd.record')}
      onClose={onClose}
      onSubmit={submit}
      submitting={form.formState.isSubmitting}
      refusal={refusal?.message}
    >
      <SelectField control={control} name="kind" label={t('crd.kind')} options={crdKindOptions} />
      <SelectField control={control} name="colour" label={t('crd.colour')} options={crdColourOptions} />
      <SelectField
        control={control}
        name="fiscalCategory"
        label={t('crd.category')}
        options={fiscalCategoryOptions}
      />
      <NumberField control={control} name="volumeMl" label={t('crd.volume')} />
      <NumberField control={control} name="quantity" label={t('crd.quantity')} />
      <DateField control={control} name="date" label={t('crd.date')} />
      <TextField control={control} name="documentRef" label={t('crd.documentRef')} />
      <TextField control={control} name="reason" label={t('crd.reason')} />
    </FormDialog>
  );
}
