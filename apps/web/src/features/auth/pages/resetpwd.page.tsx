import { msg } from '@cuvee/contracts/validation/messages';
import { emailSchema, passwordSchema } from '@cuvee/contracts/validation/text.fields';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { formResolver, TextField } from '../../../components/form';
import { authApi } from '../api/auth.api.ts';
import '../auth-forms.i18n.ts';

const RequestForm = z.object({ email: emailSchema });
const NewPasswordForm = z
  .object({ password: passwordSchema, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], ...msg('passwordMismatch') });

function RequestReset() {
  const { t } = useTranslation('authForms');
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = useForm({ resolver: formResolver(RequestForm), defaultValues: { email: '' } });
  const submit = form.handleSubmit(async ({ email }) => {
    setBusy(true);
    try {
      await authApi.requestReset(email);
      setSent(true);
    } catch {
      // Shown by the snackbar.
    } finally {
      setBusy(false);
    }
  });
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-labelledby="reset-title">
      <div>
        <Typography id="reset-title" variant="h1" sx={{ mb: 0.5 }}>
          {t('reset.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('reset.subtitle')}</Typography>
      </div>
      {sent && <Alert severity="success">{t('reset.sent')}</Alert>}
      <TextField
        control={form.control}
        name="email"
        label={t('reset.email')}
        type="email"
        autoComplete="email"
      />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {t('reset.submit')}
      </Button>
      <Link component={RouterLink} to="/auth/login" sx={{ textAlign: 'center' }}>
        {t('reset.back')}
      </Link>
    </Stack>
  );
}

function ChooseNewPassword({ token }: { token: string }) {
  const { t } = useTranslation('authForms');
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const form = useForm({
    resolver: formResolver(NewPasswordForm),
    defaultValues: { password: '', confirm: '' },
  });
  const submit = form.handleSubmit(async ({ password }) => {
    setBusy(true);
    try {
      await authApi.resetPassword(token, password);
      navigate('/auth/login', { replace: true });
    } catch {
      // Shown by the snackbar.
    } finally {
      setBusy(false);
    }
  });
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-labelledby="new-password-title">
      <div>
        <Typography id="new-password-title" variant="h1" sx={{ mb: 0.5 }}>
          {t('reset.newTitle')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('reset.newSubtitle')}</Typography>
      </div>
      <TextField
        type="password"
        control={form.control}
        name="password"
        label={t('reset.password')}
        autoComplete="new-password"
      />
      <TextField
        type="password"
        control={form.control}
        name="confirm"
        label={t('reset.confirm')}
        autoComplete="new-password"
      />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {t('reset.save')}
      </Button>
    </Stack>
  );
}

/** /auth/resetpwd: ask for a link, or (?token from the e-mail) choose the new password. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <ChooseNewPassword token={token} /> : <RequestReset />;
}
