import type { ShopBilling } from '@cuvee/contracts';
import { legalMention } from '@cuvee/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EurosField, formResolver, SaveBar, TextField } from '../../../components/form';
import { shopBillingQuery, useSaveBilling } from '../api/settings.queries.ts';
import {
  BillingForm,
  type BillingFormInput,
  type BillingFormOutput,
  billingBody,
  billingDefaults,
} from '../logic/billing.schemas.ts';
import '../billing.i18n.ts';

function Block({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title}>
      <CardContent>
        <Typography component="h3" variant="h4">
          {title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {hint}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;
const wide = { gridColumn: { sm: '1 / -1' } } as const;
/** A typed text, or null when blank (the form holds what was typed). */
const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : null);

/** 'billing' (spec §2): how buyers pay the shop, and its invoices' legal mentions (issue 24). */
export function BillingSection() {
  const { t } = useTranslation('settingsBilling');
  const query = useQuery(shopBillingQuery());
  if (query.isPending)
    return (
      <Box sx={{ display: 'grid', gap: 2 }} aria-busy>
        <Skeleton variant="text" width={240} height={48} />
        <Skeleton variant="rounded" height={220} />
      </Box>
    );
  if (!query.data)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {t('loadError')}
      </Alert>
    );
  return <BillingFormView billing={query.data} />;
}

function BillingFormView({ billing }: { billing: ShopBilling }) {
  const { t } = useTranslation('settingsBilling');
  const save = useSaveBilling();
  const form = useForm<BillingFormInput, unknown, BillingFormOutput>({
    resolver: formResolver(BillingForm),
    defaultValues: billingDefaults(billing),
  });
  const c = form.control;
  const watched = useWatch({ control: c });

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(billingBody(values));
      form.reset(billingDefaults(saved));
    } catch {
      // The API's message is in the snackbar.
    }
  });

  const iban = text(watched.iban) ?? '';
  const capital = watched.shareCapitalCents;
  const mention = legalMention({
    legalForm: text(watched.legalForm),
    shareCapitalCents: typeof capital === 'number' && Number.isFinite(capital) ? capital : null,
    rcs: text(watched.rcs),
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}
      aria-labelledby="billing-title"
      data-testid="billing-section"
    >
      <div>
        <Typography id="billing-title" component="h2" variant="h2">
          {t('title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('subtitle')}</Typography>
      </div>
      <Block title={t('bank')} hint={t('bankHint')}>
        <Box sx={grid}>
          <TextField
            control={c}
            name="iban"
            label={t('iban')}
            helperText={t('ibanHelp')}
            autoComplete="off"
            sx={{ ...wide, '& input': { fontFamily: 'monospace', fontSize: { xs: '0.92rem', sm: '1rem' } } }}
            slotProps={{ htmlInput: { spellCheck: false } }}
          />
          <TextField control={c} name="bic" label={t('bic')} helperText={t('bicHelp')} autoComplete="off" />
          <TextField control={c} name="bankName" label={t('bankName')} />
          <TextField control={c} name="accountHolder" label={t('accountHolder')} sx={wide} />
        </Box>
        {!billing.iban && !iban.trim() && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {t('noIban')}
          </Alert>
        )}
      </Block>
      <Block title={t('cheque')} hint={t('chequeHint')}>
        <Box sx={grid}>
          <TextField control={c} name="chequePayee" label={t('chequePayee')} sx={wide} />
          <TextField
            control={c}
            name="chequeAddress"
            label={t('chequeAddress')}
            multiline
            minRows={2}
            sx={wide}
          />
        </Box>
      </Block>
      <Block title={t('legal')} hint={t('legalHint')}>
        <Box sx={grid}>
          <TextField control={c} name="legalForm" label={t('legalForm')} helperText={t('legalFormHelp')} />
          <EurosField control={c} name="shareCapitalCents" label={t('shareCapital')} />
          <TextField control={c} name="rcs" label={t('rcs')} helperText={t('rcsHelp')} sx={wide} />
          <TextField
            control={c}
            name="paymentTerms"
            label={t('paymentTerms')}
            helperText={t('paymentTermsHelp')}
            multiline
            minRows={2}
            sx={wide}
          />
        </Box>
        {mention && (
          <Box sx={{ mt: 2, p: 1.5, bgcolor: 'action.hover', borderRadius: 1 }} data-testid="billing-preview">
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {t('preview')}
            </Typography>
            <Typography variant="body2">{mention}</Typography>
          </Box>
        )}
      </Block>
      <SaveBar dirty={form.formState.isDirty} saving={save.isPending} onCancel={() => form.reset()} />
    </Box>
  );
}
