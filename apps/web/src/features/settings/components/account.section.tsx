import type { PublicUser } from '@cuvee/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TextField as FormTextField, formResolver, SaveBar, SelectField } from '../../../components/form';
import { useCurrentUser } from '../../../lib/auth.store.ts';
import { setLanguage } from '../../../lib/i18n.ts';
import { changePassword, saveProfile } from '../api/settings.api.ts';
import {
  PasswordForm,
  type PasswordFormInput,
  type ProfileFormInput,
  type ProfileFormOutput,
  profileBody,
  profileDefaults,
  profileForm,
} from '../logic/settings.schemas.ts';
import '../settings.i18n.ts';

const PASSWORD_FIELDS = [
  { name: 'currentPassword', label: 'account.currentPassword', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'account.newPassword', autoComplete: 'new-password' },
  { name: 'confirm', label: 'account.confirmPassword', autoComplete: 'new-password' },
] as const;

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

function ProfileTab({ user }: { user: PublicUser }) {
  const { t } = useTranslation('settings');
  const [busy, setBusy] = useState(false);
  const form = useForm<ProfileFormInput, unknown, ProfileFormOutput>({
    resolver: formResolver(profileForm(user.username)),
    defaultValues: profileDefaults(user),
  });
  const submit = form.handleSubmit(async (values) => {
    setBusy(true);
    try {
      const saved = await saveProfile(profileBody(values, user.isPro, user.username));
      form.reset(form.getValues());
      await setLanguage(saved.lang === 'en' ? 'en' : 'fr');
    } catch {
      // Shown by the snackbar.
    } finally {
      setBusy(false);
    }
  });
  const c = form.control;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Box sx={grid}>
        <FormTextField
          control={c}
          name="firstname"
          label={t('account.firstname')}
          autoComplete="given-name"
        />
        <FormTextField control={c} name="lastname" label={t('account.lastname')} autoComplete="family-name" />
        <FormTextField control={c} name="username" label={t('account.username')} autoComplete="nickname" />
        <TextField
          label={t('account.email')}
          value={user.email}
          helperText={t('account.emailHint')}
          slotProps={{ htmlInput: { readOnly: true } }}
        />
        <FormTextField control={c} name="phone" label={t('account.phone')} type="tel" autoComplete="tel" />
        <SelectField
          control={c}
          name="lang"
          label={t('account.language')}
          options={[
            { value: 'fr', label: 'Français' },
            { value: 'en', label: 'English' },
          ]}
        />
        {user.isPro && (
          <>
            <FormTextField
              control={c}
              name="businessName"
              label={t('account.businessName')}
              autoComplete="organization"
            />
            <FormTextField control={c} name="businessReason" label={t('account.businessReason')} />
          </>
        )}
      </Box>
      <SaveBar dirty={form.formState.isDirty} saving={busy} onCancel={() => form.reset()} />
    </Box>
  );
}

function PasswordTab() {
  const { t } = useTranslation('settings');
  const [busy, setBusy] = useState(false);
  const form = useForm<PasswordFormInput>({
    resolver: formResolver(PasswordForm),
    defaultValues: { currentPassword: '', newPassword: '', confirm: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    setBusy(true);
    try {
      await changePassword(values.currentPassword, values.newPassword);
      form.reset();
    } catch {
      // Shown by the snackbar.
    } finally {
      setBusy(false);
    }
  });
  const c = form.control;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 480 }}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('account.passwordHint')}
      </Typography>
      {PASSWORD_FIELDS.map((f) => (
        <FormTextField
          key={f.name}
          type="password"
          control={c}
          name={f.name}
          label={t(f.label)}
          autoComplete={f.autoComplete}
        />
      ))}
      <Box>
        <Button type="submit" variant="contained" disabled={busy}>
          {t('account.changePassword')}
        </Button>
      </Box>
    </Box>
  );
}

const ACCOUNT_TABS = ['profile', 'password', 'addresses'] as const;

/**
 * 'account': the profile, the password and the address book (?tab=profile|password|addresses).
 * The address book is another feature's: the settings page gives it (`addresses`).
 */
export function AccountSection({ addresses }: { addresses?: ReactNode }) {
  const { t } = useTranslation('settings');
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const asked = ACCOUNT_TABS.find((key) => key === params.get('tab') && (key !== 'addresses' || addresses));
  const tab = asked ?? 'profile';
  if (!user) return null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography component="h2" variant="h2">
        {t('sections.account')}
      </Typography>
      <Card>
        <Tabs
          value={tab}
          onChange={(_, value: string) =>
            setParams((p) => ({ ...Object.fromEntries(p), tab: value }), { replace: true })
          }
          // Three tabs side by side on a phone too (390 px): narrower padding there.
          sx={{
            px: { xs: 0.5, sm: 2 },
            borderBottom: 1,
            borderColor: 'divider',
            '& .MuiTab-root': { px: { xs: 1.25, sm: 2 }, minWidth: { xs: 0, sm: 90 } },
          }}
        >
          <Tab value="profile" label={t('account.profile')} />
          <Tab value="password" label={t('account.password')} />
          {addresses ? <Tab value="addresses" label={t('account.addresses')} /> : null}
        </Tabs>
        <CardContent sx={{ pt: 3 }}>
          {tab === 'profile' && <ProfileTab user={user} />}
          {tab === 'password' && <PasswordTab />}
          {tab === 'addresses' && addresses}
        </CardContent>
      </Card>
    </Box>
  );
}
