import { COMMISSION_BASES } from '@cuvee/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DecimalField, SelectField, TextField } from '../../../components/form/index.ts';
import { useIsMobile } from '../../../components/shared/use-is-mobile.ts';
import { useAddRule } from '../api/commissions.mutations.ts';
import '../commissions.i18n.ts';

type Values = { validFrom: string; rate: string; basis: string; typology: string; family: string };

const FAMILIES = ['product', 'box', 'marchandise', 'prestation'] as const;

/** '10' or '12,5' → basis points; null when it is not a rate of 0–100 to the hundredth. */
export function rateBpOf(text: string): number | null {
  const n = Number(text.trim().replace(',', '.'));
  if (!text.trim() || !Number.isFinite(n) || n < 0 || n > 100) return null;
  const bp = Math.round(n * 100);
  return Math.abs(bp - n * 100) < 1e-6 ? bp : null;
}

/** A rate of the agent's contract from a day on: general, or for a typology or a product family. */
export function RuleDialog(props: {
  agent: { id: string; name: string };
  basis: string | null;
  onClose(): void;
}) {
  const { t } = useTranslation('commissions');
  const mobile = useIsMobile();
  const add = useAddRule();
  const form = useForm<Values>({
    defaultValues: {
      validFrom: new Date().toISOString().slice(0, 10),
      rate: '',
      basis: props.basis ?? 'invoicesPaid',
      typology: '',
      family: '',
    },
  });
  const submit = form.handleSubmit((v) => {
    const rateBp = rateBpOf(v.rate);
    if (rateBp === null) {
      form.setError('rate', { message: t('rateInvalid') });
      return;
    }
    add.mutate(
      {
        agentId: props.agent.id,
        rule: {
          validFrom: v.validFrom,
          basis: v.basis as (typeof COMMISSION_BASES)[number],
          rateBp,
          typology: v.typology.trim() || null,
          family: v.family || null,
        },
      },
      { onSuccess: props.onClose },
    );
  });
  return (
    <Dialog open onClose={props.onClose} fullScreen={mobile} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{t('ruleTitle', { agent: props.agent.name })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField control={form.control} name="validFrom" type="date" label={t('validFrom')} required />
            <DecimalField control={form.control} name="rate" label={t('ratePercent')} required />
            <SelectField
              control={form.control}
              name="basis"
              label={t('basisLabel')}
              options={COMMISSION_BASES.map((b) => ({ value: b, label: t(`basis.${b}`) }))}
            />
            <TextField control={form.control} name="typology" label={t('typology')} />
            <SelectField
              control={form.control}
              name="family"
              label={t('family')}
              emptyLabel={t('anyTypology')}
              options={FAMILIES.map((f) => ({ value: f, label: t(`families.${f}`) }))}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" disabled={add.isPending}>
            {t('save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
