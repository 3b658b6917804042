import { homePathFor } from '@cuvee/domain';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { startSession } from '../../../lib/session.ts';
import type { RegisterAnswer } from '../api/auth.api.ts';
import '../auth-forms.i18n.ts';

/** Sends a registration; the answer signs the new user in and goes home. */
export function useRegistration() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const run = async (call: () => Promise<RegisterAnswer>) => {
    setBusy(true);
    try {
      const user = await startSession(await call());
      if (user) navigate(homePathFor(user.role), { replace: true });
    } catch {
      // The API's message is already shown in a snackbar.
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

export function RegisterLayout(props: {
  id: string;
  title: string;
  subtitle: string;
  busy: boolean;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  loginPath: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('authForms');
  return (
    <Stack component="form" noValidate onSubmit={props.onSubmit} spacing={2} aria-labelledby={props.id}>
      <div>
        <Typography id={props.id} variant="h1" sx={{ mb: 0.5 }}>
          {props.title}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{props.subtitle}</Typography>
      </div>
      {props.children}
      <Button type="submit" variant="contained" size="large" disabled={props.busy}>
        {t('register.submit')}
      </Button>
      <Typography sx={{ textAlign: 'center' }}>
        {t('register.haveAccount')}{' '}
        <Link component={RouterLink} to={props.loginPath}>
          {t('register.login')}
        </Link>
      </Typography>
    </Stack>
  );
}

/** First name and last name side by side from 601 px. */
export function NameRow({ children }: { children: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {children}
    </Stack>
  );
}
