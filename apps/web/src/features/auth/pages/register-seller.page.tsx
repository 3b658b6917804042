import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField, FormTextField, PasswordField } from '../../../lib/form-fields.tsx';
import { authApi } from '../api/auth.api.ts';
import { SellerForm, sellerBody } from '../api/register.schemas.ts';
import { NameRow, RegisterLayout, useRegistration } from '../components/register-layout.tsx';
import '../auth-forms.i18n.ts';

const TYPES = ['wine', 'champaign', 'beer', 'spirit', 'cider', 'other'] as const;

/** /auth/register-wineriz/seller: creates the shop and its owner. */
export function RegisterSellerPage() {
  const { t } = useTranslation('authForms');
  const { busy, run } = useRegistration();
  const form = useForm<SellerForm>({
    resolver: zodResolver(SellerForm),
    defaultValues: {
      firstname: '',
      lastname: '',
      email: '',
      password: '',
      shopName: '',
      businessType: 'wine',
      acceptTerms: false,
    },
  });
  const submit = form.handleSubmit((values) => run(() => authApi.registerSeller(sellerBody(values))));
  return (
    <RegisterLayout
      id="register-seller-title"
      title={t('register.sellerTitle')}
      subtitle={t('register.sellerSubtitle')}
      busy={busy}
      onSubmit={submit}
      loginPath="/auth/login"
    >
      <FormTextField
        control={form.control}
        name="shopName"
        label={t('register.shopName')}
        autoComplete="organization"
      />
      <FormTextField control={form.control} name="businessType" label={t('register.businessType')} select>
        {TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {t(`register.businessTypes.${type}`)}
          </MenuItem>
        ))}
      </FormTextField>
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
      <CheckboxField control={form.control} name="acceptTerms" label={t('register.terms')} />
    </RegisterLayout>
  );
}
