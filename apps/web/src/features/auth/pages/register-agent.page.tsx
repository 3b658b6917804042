import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CheckboxField, FormTextField, PasswordField } from '../../../lib/form-fields.tsx';
import { authApi } from '../api/auth.api.ts';
import { AgentForm, agentBody } from '../api/register.schemas.ts';
import { NameRow, RegisterLayout, useRegistration } from '../components/register-layout.tsx';
import '../auth-forms.i18n.ts';

/** /auth/register-wineriz/agent: a sales agent, optionally attached to a producer by its code. */
export function RegisterAgentPage() {
  const { t } = useTranslation('authForms');
  const [params] = useSearchParams();
  const { busy, run } = useRegistration();
  const form = useForm<AgentForm>({
    resolver: zodResolver(AgentForm),
    defaultValues: {
      firstname: '',
      lastname: '',
      email: '',
      password: '',
      shopCode: params.get('id') ?? '',
      acceptTerms: false,
    },
  });
  const submit = form.handleSubmit((values) => run(() => authApi.registerAgent(agentBody(values, null))));
  return (
    <RegisterLayout
      id="register-agent-title"
      title={t('register.agentTitle')}
      subtitle={t('register.agentSubtitle')}
      busy={busy}
      onSubmit={submit}
      loginPath="/auth/login"
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
      <FormTextField control={form.control} name="shopCode" label={t('register.shopCode')} />
      <CheckboxField control={form.control} name="acceptTerms" label={t('register.terms')} />
    </RegisterLayout>
  );
}
