import type { Opportunity, OpportunityValues } from '@cuvee/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type Control, useForm } from 'react-hook-form';
import {
  EurosField,
  formResolver,
  NumberField,
  SelectField,
  TextField,
} from '../../../components/form/index.ts';
import { DateField } from '../../../components/form/picker-fields.tsx';
import { openPopup } from '../../../components/popup/popup.store.ts';
import type { ApiError } from '../../../lib/api-client.ts';
import { useDeleteOpportunity, useSaveOpportunity } from '../api/opportunities.queries.ts';
import {
  type OpportunityFormValues,
  opportunityFormSchema,
  opportunityFormValues,
} from '../logic/opportunity-form.ts';
import { ClientPicker } from './client-picker.tsx';
import { useOpportunityLabels } from './labels.ts';

type FormControl = Control<OpportunityFormValues, unknown, unknown>;

/** Creates an opportunity (`opportunity` null) or edits one, in a dialog (full screen on phones). */
export function OpportunityDialog({
  opportunity,
  onClose,
}: {
  opportunity: Opportunity | null;
  onClose(): void;
}) {
  const { t, stageOptions } = useOpportunityLabels();
  const fullScreen = useMediaQuery('(max-width:600px)');
  const save = useSaveOpportunity();
  const remove = useDeleteOpportunity();
  const form = useForm<OpportunityFormValues, unknown, OpportunityValues>({
    defaultValues: opportunityFormValues(opportunity),
    resolver: formResolver(opportunityFormSchema),
  });
  const control = form.control as FormControl;
  const submit = form.handleSubmit(async () => {
    // The built app's answer lost clientId, a key that is no field's name (seen in e2e, cause not
    // yet found): it is set from the picked client, which the resolver has just required.
    const values = form.getValues();
    const body = { ...opportunityFormSchema.parse(values), clientId: values.client?.id ?? '' };
    const saved = await save.mutateAsync({ id: opportunity?.id ?? null, body }).catch(() => null);
    // The API's own message ('L'opportunité a été créée') is the snackbar the app shows.
    if (saved) onClose();
  });
  const confirmRemove = async () => {
    if (!opportunity) return;
    const confirmed = await openPopup({
      title: t('remove'),
      text: t('confirmRemove', { title: opportunity.title }),
      size: 'small',
    });
    if (!confirmed) return;
    const done = await remove.mutateAsync(opportunity.id).catch(() => null);
    if (done) onClose();
  };
  const refusal = (save.error ?? remove.error) as ApiError | null;
  const title = opportunity ? t('editTitle') : t('createTitle');
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm">
      <Box component="form" noValidate onSubmit={submit} aria-label={title}>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent
          sx={{
            display: 'grid',
            gap: 2,
            pt: '8px !important',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          }}
        >
          <Box sx={{ gridColumn: '1 / -1' }}>
            <ClientPicker control={control} />
          </Box>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <TextField control={control} name="title" label={t('form.title')} required fullWidth autoFocus />
          </Box>
          <SelectField control={control} name="stage" label={t('form.stage')} options={stageOptions} />
          <EurosField control={control} name="amountCents" label={t('form.amount')} />
          <NumberField control={control} name="probability" label={t('form.probability')} />
          <DateField control={control} name="expectedOn" label={t('form.expectedOn')} />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <TextField
              control={control}
              name="notes"
              label={t('form.notes')}
              multiline
              minRows={2}
              fullWidth
            />
          </Box>
          {refusal?.message && (
            <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
              {refusal.message}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          {opportunity && (
            <Button color="error" onClick={() => void confirmRemove()} sx={{ mr: 'auto' }}>
              {t('remove')}
            </Button>
          )}
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            {t('save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
