import { AGE_REFUSED_QUERY, AGE_REFUSED_VALUE } from '@cuvee/domain/age-gate';
import { AGE_THRESHOLD } from '@cuvee/domain/constants';
import { authPath, sanitizeReturnPath } from '@cuvee/domain/permissions/return-path';
import { homePathFor } from '@cuvee/domain/permissions/route-guard';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LightTextField } from '../../../components/form/light-field.tsx';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { startSession, switchAccount } from '../../../lib/session.ts';
import { TextLink } from '../../../lib/text-link.tsx';
import { authApi } from '../api/auth.api.ts';
import '../auth.i18n.ts';
import { useAuthOutlet } from '../components/auth-outlet.ts';

/**
 * Keeps ?id (the shop) and ?redirectLink (where to go after, when it is a safe path) on the links
 * between auth pages: 'Créer un compte' from the checkout's sign-in returns to the checkout too.
 */
export function withShopId(path: string, shopId: string | null, redirectLink?: string | null): string {
  return authPath(path, { id: shopId, redirectLink });
}

type Errors = { identifier?: string; password?: string };

/**
 * /auth/login (and /auth): sign in, then the safe return path or home (spec §2, §4).
 * Two required fields, checked with the §5 message; a plain form keeps the login page
 * light (the form kit's light variant: no form library, no schema library; 200 KB budget,
 * decision 0019).
 */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const language = useUiLanguage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { shop } = useAuthOutlet();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const shopId = params.get('id');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const login = identifier.trim();
    if (!login || !password) {
      // The §5 message by its code, loaded only when needed (the login page's bundle budget).
      const { renderMessage } = await import('@cuvee/contracts/validation/messages');
      const required = renderMessage({ code: 'required' }, language);
      setErrors({ identifier: login ? undefined : required, password: password ? undefined : required });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const credentials = login.includes('@') ? { email: login, password } : { username: login, password };
      const answer = await authApi.login(credentials);
      let user = await startSession(answer);
      if (!user && answer.masterAccount) {
        const { chooseAccount } = await import('../../../lib/account-chooser.ts');
        const userId = await chooseAccount(answer.masterAccount);
        if (!userId) return;
        user = await switchAccount(userId);
      }
      if (user)
        navigate(sanitizeReturnPath(params.get('redirectLink'), homePathFor(user.role)), { replace: true });
    } catch {
      // The API's message is already shown in a snackbar.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-labelledby="login-title"
      sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}
    >
      <div>
        <Typography id="login-title" variant="h1" sx={{ mb: 0.5 }}>
          {t('login.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          {shop ? t('login.shopSubtitle', { name: shop.name }) : t('login.subtitle')}
        </Typography>
      </div>
      {params.get(AGE_REFUSED_QUERY) === AGE_REFUSED_VALUE && (
        <Typography
          role="status"
          data-testid="age-refused"
          sx={{ p: 2, borderRadius: 2, border: 2, borderColor: 'warning.main', color: 'text.primary' }}
        >
          {t('login.ageRefused', { age: AGE_THRESHOLD })}
        </Typography>
      )}
      <LightTextField
        name="identifier"
        label={t('login.identifier')}
        value={identifier}
        onChange={setIdentifier}
        error={errors.identifier}
        autoComplete="username"
        autoFocus
      />
      <LightTextField
        name="password"
        type="password"
        label={t('login.password')}
        value={password}
        onChange={setPassword}
        error={errors.password}
        autoComplete="current-password"
      />
      <TextLink to="/auth/resetpwd" sx={{ alignSelf: 'flex-end', mt: -1 }}>
        {t('login.forgot')}
      </TextLink>
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {t('login.submit')}
      </Button>
      <Box component="hr" sx={{ border: 0, borderTop: 1, borderColor: 'divider', m: 0 }} />
      <Typography sx={{ textAlign: 'center' }}>
        {t('login.noAccount')}{' '}
        <TextLink to={withShopId('/auth/register/buyer', shopId, params.get('redirectLink'))}>
          {t('login.register')}
        </TextLink>
      </Typography>
      {!shop && (
        <Typography sx={{ textAlign: 'center', color: 'text.secondary' }}>
          {t('login.producer')} <TextLink to="/auth/register-wineriz">{t('login.registerProducer')}</TextLink>
        </Typography>
      )}
    </Box>
  );
}
