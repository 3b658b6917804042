import type { StockLine } from '@cuvee/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useForm } from 'react-hook-form';
import { formResolver, NumberField } from '../../../components/form/index.ts';
import { useSetThreshold } from '../api/stock.mutations.ts';
import { type ThresholdFormValues, thresholdFormSchema, thresholdText } from '../logic/threshold.ts';
import { useStockLabels } from './labels.ts';

/** A line's alert threshold, changed in place (empty removes it). */
export function ThresholdForm({ line, disabled }: { line: StockLine; disabled: boolean }) {
  const { t } = useStockLabels();
  const save = useSetThreshold(line.id);
  const form = useForm<ThresholdFormValues, unknown, { threshold: number | null }>({
    defaultValues: { threshold: thresholdText(line.alertThreshold) },
    resolver: formResolver(thresholdFormSchema),
  });
  const submit = form.handleSubmit(async ({ threshold }) => {
    const saved = await save.mutateAsync(threshold).catch(() => null);
    if (saved) form.reset({ threshold: thresholdText(saved.alertThreshold) });
  });
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
    >
      <Box sx={{ flex: '0 1 420px' }}>
        <NumberField
          control={form.control}
          name="threshold"
          label={t('line.threshold')}
          helperText={t('line.thresholdHelp')}
          disabled={disabled}
          fullWidth
          size="small"
        />
      </Box>
      {!disabled && (
        <Button type="submit" variant="outlined" disabled={!form.formState.isDirty || save.isPending}>
          {t('line.thresholdSave')}
        </Button>
      )}
    </Box>
  );
}
