import type { DeliveryMode, DeliveryModeInput } from '@cuvee/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { type Control, useForm, useWatch } from 'react-hook-form';
import {
  ChipsField,
  EurosField,
  formResolver,
  NumberField,
  SelectField,
  SwitchField,
  TextField,
} from '../../../components/form/index.ts';
import type { ApiError } from '../../../lib/api-client.ts';
import { useSaveDeliveryMode } from '../api/delivery.queries.ts';
import {
  type DeliveryFormValues,
  deliveryFormSchema,
  deliveryFormValues,
  FRANCE_COVERAGES,
  FRANCO_CHOICES,
} from '../logic/delivery-form.ts';
import { BracketsFields, PathError, PointsFields } from './delivery-mode.arrays.tsx';
import { useDeliveryLabels } from './labels.ts';

type FormControl = Control<DeliveryFormValues, unknown, unknown>;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      component="fieldset"
      sx={{
        border: 0,
        p: 0,
        m: 0,
        minWidth: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
      }}
    >
      <Typography component="legend" variant="h4" sx={{ gridColumn: '1 / -1', mb: 1, fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const full = { gridColumn: '1 / -1' } as const;

function ZonesSection({ control }: { control: FormControl }) {
  const { t, countryOptions, departmentOptions } = useDeliveryLabels();
  const france = useWatch({ control, name: 'france' });
  return (
    <Section title={t('form.zones')}>
      <SelectField
        control={control}
        name="france"
        label={t('form.france')}
        options={FRANCE_COVERAGES.map((value) => ({ value, label: t(`form.franceOptions.${value}`) }))}
      />
      <ChipsField control={control} name="countries" label={t('form.countries')} options={countryOptions} />
      {france === 'departments' && (
        <Box sx={full}>
          <ChipsField
            control={control}
            name="departments"
            label={t('form.departments')}
            options={departmentOptions}
          />
        </Box>
      )}
      <PathError control={control} path="zones" />
    </Section>
  );
}

function PricingSection({ control }: { control: FormControl }) {
  const { t, basisOptions } = useDeliveryLabels();
  const kind = useWatch({ control, name: 'kind' });
  const francoKind = useWatch({ control, name: 'francoKind' });
  return (
    <Section title={t('form.pricing')}>
      <SelectField control={control} name="basis" label={t('form.basis')} options={basisOptions} />
      <SelectField
        control={control}
        name="francoKind"
        label={t('form.francoKind')}
        options={FRANCO_CHOICES.map((value) => ({ value, label: t(`form.francoOptions.${value}`) }))}
      />
      <BracketsFields control={control} />
      {francoKind === 'products' && (
        <NumberField control={control} name="francoProducts" label={t('form.francoProducts')} />
      )}
      {francoKind === 'amount' && (
        <EurosField control={control} name="francoAmountCents" label={t('form.francoAmount')} />
      )}
      <PathError control={control} path="franco.value" />
      {kind !== 'pickup' && (
        <Typography variant="body2" sx={{ ...full, color: 'text.secondary' }}>
          {t('form.parcels')}
        </Typography>
      )}
    </Section>
  );
}

function RulesSection({ control }: { control: FormControl }) {
  const { t } = useDeliveryLabels();
  return (
    <Section title={t('form.rules')}>
      <EurosField control={control} name="minAmountCents" label={t('form.minAmount')} />
      <NumberField control={control} name="multipleOf" label={t('form.multipleOf')} />
      <NumberField control={control} name="minProducts" label={t('form.minProducts')} />
      <NumberField control={control} name="maxProducts" label={t('form.maxProducts')} />
    </Section>
  );
}

/** Creates a delivery mode (`mode` null) or edits one, in a dialog (full screen on phones). */
export function DeliveryModeDialog({ mode, onClose }: { mode: DeliveryMode | null; onClose(): void }) {
  const { t, kindOptions } = useDeliveryLabels();
  const fullScreen = useMediaQuery('(max-width:600px)');
  const save = useSaveDeliveryMode();
  const form = useForm<DeliveryFormValues, unknown, DeliveryModeInput>({
    defaultValues: deliveryFormValues(mode),
    resolver: formResolver(deliveryFormSchema),
  });
  const control = form.control as FormControl;
  const kind = useWatch({ control, name: 'kind' });
  const submit = form.handleSubmit(async (body) => {
    const saved = await save.mutateAsync({ id: mode?.id ?? null, body }).catch(() => null);
    if (saved) onClose();
  });
  const refusal = save.error as ApiError | null;
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="md">
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        aria-label={mode ? t('editTitle') : t('createTitle')}
      >
        <DialogTitle>{mode ? t('editTitle') : t('createTitle')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 3, pt: '8px !important' }}>
          <Section title={t('form.general')}>
            <SelectField control={control} name="kind" label={t('form.kind')} options={kindOptions} />
            <TextField control={control} name="name" label={t('form.name')} autoFocus />
            {kind !== 'pickup' && <TextField control={control} name="carrier" label={t('form.carrier')} />}
            <Box sx={kind !== 'pickup' ? undefined : full}>
              <SwitchField control={control} name="active" label={t('activeSwitch')} />
            </Box>
            <Box sx={full}>
              <TextField
                control={control}
                name="instructions"
                label={t('form.instructions')}
                multiline
                minRows={2}
                fullWidth
              />
            </Box>
          </Section>
          <ZonesSection control={control} />
          <PricingSection control={control} />
          <RulesSection control={control} />
          {kind === 'collectionPoint' && (
            <Section title={t('form.points')}>
              <PointsFields control={control} />
            </Section>
          )}
          {refusal?.message && <Alert severity="error">{refusal.message}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            {t('save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
