import type { PromoCode, PromoCodeInput } from '@cuvee/contracts';
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
import { useTranslation } from 'react-i18next';
import {
  EurosField,
  formResolver,
  NumberField,
  SelectField,
  SwitchField,
  TextField,
} from '../../../components/form/index.ts';
import { DateField } from '../../../components/form/picker-fields.tsx';
import type { ApiError } from '../../../lib/api-client.ts';
import { useSavePromoCode } from '../api/promotions.queries.ts';
import {
  BENEFIT_KINDS,
  type PromoFormValues,
  promoFormSchema,
  promoFormValues,
} from '../logic/promo-form.ts';
import '../promotions.i18n.ts';

type FormControl = Control<PromoFormValues, unknown, unknown>;
const full = { gridColumn: '1 / -1' } as const;

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

function BenefitFields({ control }: { control: FormControl }) {
  const { t } = useTranslation('promotions');
  const kind = useWatch({ control, name: 'kind' });
  const kinds = kind === 'freeProduct' ? [...BENEFIT_KINDS, 'freeProduct' as const] : BENEFIT_KINDS;
  return (
    <>
      <SelectField
        control={control}
        name="kind"
        label={t('form.kind')}
        options={kinds.map((value) => ({ value, label: t(`form.kinds.${value}`) }))}
      />
      {kind === 'percent' && (
        <TextField control={control} name="percent" label={t('form.percent')} inputMode="decimal" />
      )}
      {kind === 'amount' && <EurosField control={control} name="amountCents" label={t('form.amount')} />}
    </>
  );
}

/** Creates a promo code (`code` null) or edits one, in a dialog (full screen on phones). */
export function PromoCodeDialog({ code, onClose }: { code: PromoCode | null; onClose(): void }) {
  const { t } = useTranslation('promotions');
  const fullScreen = useMediaQuery('(max-width:600px)');
  const save = useSavePromoCode();
  const form = useForm<PromoFormValues, unknown, PromoCodeInput>({
    defaultValues: promoFormValues(code),
    resolver: formResolver(promoFormSchema),
  });
  const control = form.control as FormControl;
  const submit = form.handleSubmit(async (body) => {
    const saved = await save.mutateAsync({ id: code?.id ?? null, body }).catch(() => null);
    if (saved) onClose();
  });
  const refusal = save.error as ApiError | null;
  const title = code ? t('editTitle') : t('createTitle');
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="md">
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        aria-label={title}
        // The form fills the dialog's paper: its content scrolls, the buttons stay in sight on a phone.
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' }}
      >
        <DialogTitle>{title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 3, pt: '8px !important' }}>
          <Section title={t('form.general')}>
            <TextField
              control={control}
              name="code"
              label={t('form.code')}
              autoFocus
              slotProps={{ htmlInput: { maxLength: 15, style: { textTransform: 'uppercase' } } }}
            />
            <TextField control={control} name="label" label={t('form.label')} />
            <BenefitFields control={control} />
            <Box sx={full}>
              <SwitchField control={control} name="active" label={t('form.activeSwitch')} />
            </Box>
          </Section>
          <Section title={t('form.conditions')}>
            <EurosField control={control} name="minAmountHt" label={t('form.minAmountHt')} />
            <NumberField control={control} name="minBottles" label={t('form.minBottles')} />
            <DateField control={control} name="validFrom" label={t('form.validFrom')} />
            <DateField control={control} name="validTo" label={t('form.validTo')} />
            <NumberField
              control={control}
              name="maxUses"
              label={t('form.maxUses')}
              helperText={t('form.empty')}
            />
            <NumberField
              control={control}
              name="maxUsesPerBuyer"
              label={t('form.maxUsesPerBuyer')}
              helperText={t('form.empty')}
            />
          </Section>
          <Section title={t('form.combine')}>
            <SwitchField control={control} name="combinesWithTiers" label={t('form.combinesWithTiers')} />
            <SwitchField
              control={control}
              name="combinesWithPromotions"
              label={t('form.combinesWithPromotions')}
            />
            <Typography variant="body2" sx={{ ...full, color: 'text.secondary' }}>
              {t('form.combineHint')}
            </Typography>
          </Section>
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
