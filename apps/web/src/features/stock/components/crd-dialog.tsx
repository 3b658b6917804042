import type { CrdMovementInput } from '@cuvee/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useForm } from 'react-hook-form';
import { formResolver, NumberField, SelectField, TextField } from '../../../components/form/index.ts';
import { DateField } from '../../../components/form/picker-fields.tsx';
import type { ApiError } from '../../../lib/api-client.ts';
import { useRecordCrd } from '../api/stock.mutations.ts';
import { type CrdFormValues, crdFormSchema, emptyCrdForm } from '../logic/crd-form.ts';
import { useStockLabels } from './labels.ts';

/** Records a CRD opening, entry, use or destruction for capsules of a colour, category and volume. */
export function CrdDialog({ onClose }: { onClose(): void }) {
  const { t, crdColourOptions, fiscalCategoryOptions, crdKindOptions } = useStockLabels();
  const fullScreen = useMediaQuery('(max-width:600px)');
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
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle>{t('crd.record')}</DialogTitle>
        <DialogContent
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            pt: '8px !important',
          }}
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
          {refusal && (
            <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
              {refusal.message}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            {t('common.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
