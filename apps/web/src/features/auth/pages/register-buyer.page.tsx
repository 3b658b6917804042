import { zodResolver } from '@hookform/resolvers/zod';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CheckboxField, FormTextField, PasswordField } from '../../../lib/form-fields.tsx';
import { authApi } from '../api/auth.api.ts';
import { BuyerForm, buyerBody } from '../api/register.schemas.ts';
import { useAuthOutlet } from '../components/auth-outlet.ts';
import { NameRow, RegisterLayout, useRegistration } from '../components/register-layout.tsx';
import { withShopId } from './login.page.tsx';
import '../auth-forms.i18n.ts';

/** /auth/register/buyer, with ?id: the buyer is attached to that shop. */
export function RegisterBuyerPage() {
  const { t } = useTranslation('authForms');
  const [params] = useSearchParams();
  const { shop } = useAuthOutlet();
  const shopId = params.get('id');
  const { busy, run } = useRegistration();
  const form = useForm<BuyerForm>({
    resolver: zodResolver(BuyerForm),
    defaultValues: { firstname: '', lastname: '', email: '', password: '', isPro: false, acceptTerms: false },
  });
  const isPro = form.watch('isPro');
  const submit = form.handleSubmit((values) =>
    run(() => authApi.registerBuyer(buyerBody(values, shop?.code ?? shopId))),
  );
  return (
    <RegisterLayout
      id="register-buyer-title"
      title={t('register.buyerTitle')}
      subtitle={shop ? t('register.buyerShopSubtitle', { name: shop.name }) : t('register.buyerSubtitle')}
      busy={busy}
      onSubmit={submit}
      loginPath={withShopId('/auth/login', shopId)}
    >
      <NameRow>
        <FormTextField
          control={form.control}
          name="firstname"
          label={t('register.firstname')}
          autoComplete="given-name"
        />
        <FormTextField
          control={form.control}
          name="lastname"
          label={t('register.lastname')}
          autoComplete="family-name"
        />
      </NameRow>
      <FormTextField
        control={form.control}
        name="email"
        label={t('register.email')}
        type="email"
        autoComplete="email"
      />
      <PasswordField
        control={form.control}
        name="password"
        label={t('register.password')}
        autoComplete="new-password"
        helperText={t('register.passwordHint')}
      />
      <Controller
        control={form.control}
        name="isPro"
        render={({ field }) => (
          <FormControlLabel
            control={
              <Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />
            }
            label={t('register.isPro')}
          />
        )}
      />
      <Collapse in={isPro} unmountOnExit>
        <Stack spacing={2}>
          <FormTextField
            control={form.control}
            name="businessName"
            label={t('register.businessName')}
            autoComplete="organization"
          />
          <FormTextField control={form.control} name="businessReason" label={t('register.businessReason')} />
        </Stack>
      </Collapse>
      <CheckboxField control={form.control} name="acceptTerms" label={t('register.terms')} />
    </RegisterLayout>
  );
}
