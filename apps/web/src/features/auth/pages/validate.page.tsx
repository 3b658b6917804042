import { sanitizeReturnPath } from '@cuvee/domain/permissions/return-path';
import { homePathFor } from '@cuvee/domain/permissions/route-guard';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../lib/auth.store.ts';
import { startSession } from '../../../lib/session.ts';
import { authApi, takeReturnPath } from '../api/auth.api.ts';
import '../auth-forms.i18n.ts';

/** A link is used once: the same token is sent once per page load, however often the effect runs. */
const validations = new Map<string, ReturnType<typeof signInByLink>>();
const signInByLink = (token: string) => authApi.validateEmail(token).then(startSession);
function validateOnce(token: string) {
  let pending = validations.get(token);
  if (!pending) {
    pending = signInByLink(token);
    validations.set(token, pending);
  }
  return pending;
}

/**
 * /auth/validate?token=…: confirms the e-mail address and signs its owner in (decision 0027),
 * then goes to the path the registration asked for, or home.
 */
export function ValidatePage() {
  const { t } = useTranslation('authForms');
  const [params] = useSearchParams();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const token = params.get('token');
  const [status, setStatus] = useState<'pending' | 'done' | 'failed'>('pending');
  useEffect(() => {
    if (!token) return;
    let alive = true;
    validateOnce(token).then(
      (signedIn) => {
        if (!alive) return;
        setStatus('done');
        if (signedIn) {
          const home = homePathFor(signedIn.role);
          navigate(sanitizeReturnPath(takeReturnPath(), home), { replace: true });
        }
      },
      () => alive && setStatus('failed'),
    );
    return () => {
      alive = false;
    };
  }, [token, navigate]);
  return (
    <Stack spacing={3} aria-labelledby="validate-title">
      <Typography id="validate-title" variant="h1">
        {t('validate.title')}
      </Typography>
      {!token && <Alert severity="error">{t('validate.missing')}</Alert>}
      {token && status === 'pending' && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <CircularProgress size={24} />
          <Typography>{t('validate.pending')}</Typography>
        </Stack>
      )}
      {status === 'done' && <Alert severity="success">{t('validate.signedIn')}</Alert>}
      {status === 'failed' && <Alert severity="error">{t('validate.failed')}</Alert>}
      <Button
        component={RouterLink}
        to={user ? '/dashboard' : '/auth/login'}
        variant="contained"
        size="large"
      >
        {user ? t('validate.continue') : t('validate.login')}
      </Button>
    </Stack>
  );
}
