import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../lib/auth.store.ts';
import { authApi } from '../api/auth.api.ts';
import '../auth-forms.i18n.ts';

/** /auth/validate?token=…: confirms the e-mail address (may be opened while signed in). */
export function ValidatePage() {
  const { t } = useTranslation('authForms');
  const [params] = useSearchParams();
  const user = useCurrentUser();
  const token = params.get('token');
  const [status, setStatus] = useState<'pending' | 'done' | 'failed'>('pending');
  useEffect(() => {
    if (!token) return;
    let alive = true;
    authApi.validateEmail(token).then(
      () => alive && setStatus('done'),
      () => alive && setStatus('failed'),
    );
    return () => {
      alive = false;
    };
  }, [token]);
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
      {status === 'done' && <Alert severity="success">{t('validate.done')}</Alert>}
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
