import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { CheckboxField, formResolver, SelectField, SwitchField, TextField } from '../../../components/form';
import { authApi, type RegisterAnswer, saveReturnPath } from '../api/auth.api.ts';
import {
  AgentForm,
  agentBody,
  BUSINESS_TYPES,
  BuyerForm,
  buyerBody,
  SellerForm,
  sellerBody,
} from '../logic/register.schemas.ts';
import { withShopId } from '../pages/login.page.tsx';
import { useAuthOutlet } from './auth-outlet.ts';
import '../auth-forms.i18n.ts';

/** The kinds of account a person can create (spec §2). */
export type AccountKind = 'buyer' | 'seller' | 'agent';

/** What the three registrations hold: the shared identity and each kind's own fields. */
type RegisterValues = {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  acceptTerms: boolean;
  isPro?: boolean;
  businessName?: string;
  businessReason?: string;
  shopName?: string;
  businessType?: (typeof BUSINESS_TYPES)[number];
  shopCode?: string;
};

const SCHEMAS = { buyer: BuyerForm, seller: SellerForm, agent: AgentForm } as const;

/** The API call of each kind; `shop` is the shop code of ?id or of the shop's page. */
function send(kind: AccountKind, values: RegisterValues, shop: string | null): Promise<RegisterAnswer> {
  if (kind === 'buyer') return authApi.registerBuyer(buyerBody(values as BuyerForm, shop));
  if (kind === 'seller') return authApi.registerSeller(sellerBody(values as SellerForm));
  return authApi.registerAgent(agentBody(values as AgentForm, null));
}

/**
 * The registration form of the three kinds of account (/auth/register/buyer,
 * /auth/register-wineriz/seller and …/agent): one form, configured by `kind`. The answer is the
 * same whether the address had an account or not (decision 0027): the form gives way to the
 * mailbox message; the mailed link signs the new user in (validate page). An API refusal is
 * already in a snackbar.
 */
export function RegisterForm({ kind }: { kind: AccountKind }) {
  const { t } = useTranslation('authForms');
  const [params] = useSearchParams();
  // After the answer: the mailbox message (with the agent's pending request, when a code was given).
  const [sent, setSent] = useState<{ request: boolean } | null>(null);
  const { shop } = useAuthOutlet();
  const shopId = params.get('id');
  // Where the person goes once signed in (the checkout): kept through the mailed link.
  const redirectLink = params.get('redirectLink');
  const [busy, setBusy] = useState(false);
  const form = useForm<RegisterValues>({
    resolver: formResolver(SCHEMAS[kind] as unknown as z.ZodType<RegisterValues, RegisterValues>),
    defaultValues: {
      firstname: '',
      lastname: '',
      email: '',
      password: '',
      acceptTerms: false,
      ...(kind === 'buyer' && { isPro: false, businessName: '', businessReason: '' }),
      ...(kind === 'seller' && { shopName: '', businessType: 'wine' }),
      ...(kind === 'agent' && { shopCode: shopId ?? '' }),
    },
  });
  const isPro = useWatch({ control: form.control, name: 'isPro' });
  const submit = form.handleSubmit(async (values) => {
    setBusy(true);
    try {
      await send(kind, values, shop?.code ?? shopId);
      saveReturnPath(redirectLink);
      setSent({ request: kind === 'agent' && Boolean(values.shopCode?.trim()) });
    } catch {
      // The API's message is already shown in a snackbar.
    } finally {
      setBusy(false);
    }
  });
  const c = form.control;
  const titleId = `register-${kind}-title`;
  if (sent !== null) {
    return (
      <Stack spacing={2} aria-labelledby={titleId}>
        <Typography id={titleId} variant="h1">
          {t('register.sentTitle')}
        </Typography>
        <Alert severity="success" role="status">
          {t('register.sent')}
        </Alert>
        {sent.request && <Typography>{t('register.shopCodeHint')}</Typography>}
        <Typography sx={{ color: 'text.secondary' }}>{t('register.sentHint')}</Typography>
        <Link
          component={RouterLink}
          to={withShopId('/auth/login', kind === 'buyer' ? shopId : null, redirectLink)}
          sx={{ textAlign: 'center' }}
        >
          {t('register.login')}
        </Link>
      </Stack>
    );
  }
  const subtitle =
    kind === 'buyer' && shop
      ? t('register.buyerShopSubtitle', { name: shop.name })
      : t(`register.${kind}Subtitle`);
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-labelledby={titleId}>
      <div>
        <Typography id={titleId} variant="h1" sx={{ mb: 0.5 }}>
          {t(`register.${kind}Title`)}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{subtitle}</Typography>
      </div>
      {kind === 'seller' && (
        <>
          <TextField control={c} name="shopName" label={t('register.shopName')} autoComplete="organization" />
          <SelectField
            control={c}
            name="businessType"
            label={t('register.businessType')}
            options={BUSINESS_TYPES.map((type) => ({
              value: type,
              label: t(`register.businessTypes.${type}`),
            }))}
          />
        </>
      )}
      {/* First name and last name side by side from 601 px. */}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField control={c} name="firstname" label={t('register.firstname')} autoComplete="given-name" />
        <TextField control={c} name="lastname" label={t('register.lastname')} autoComplete="family-name" />
      </Stack>
      <TextField control={c} name="email" label={t('register.email')} type="email" autoComplete="email" />
      <TextField
        control={c}
        name="password"
        label={t('register.password')}
        type="password"
        autoComplete="new-password"
        helperText={t('register.passwordHint')}
      />
      {kind === 'buyer' && (
        <>
          <SwitchField control={c} name="isPro" label={t('register.isPro')} />
          <Collapse in={isPro === true} unmountOnExit>
            <Stack spacing={2}>
              <TextField
                control={c}
                name="businessName"
                label={t('register.businessName')}
                autoComplete="organization"
              />
              <TextField control={c} name="businessReason" label={t('register.businessReason')} />
            </Stack>
          </Collapse>
        </>
      )}
      {kind === 'agent' && (
        <TextField
          control={c}
          name="shopCode"
          label={t('register.shopCode')}
          helperText={t('register.shopCodeHint')}
        />
      )}
      <CheckboxField control={c} name="acceptTerms" label={t('register.terms')} />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {t('register.submit')}
      </Button>
      <Typography sx={{ textAlign: 'center' }}>
        {t('register.haveAccount')}{' '}
        <Link
          component={RouterLink}
          to={withShopId('/auth/login', kind === 'buyer' ? shopId : null, redirectLink)}
        >
          {t('register.login')}
        </Link>
      </Typography>
    </Stack>
  );
}
