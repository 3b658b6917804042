import Translate from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { call } from './api-call.ts';
import { useAuthStore } from './auth.store.ts';
import { setLanguage, useUiLanguage } from './i18n.ts';

/** Switches French ⇄ English; a signed-in user's choice is also saved on the account. */
export async function switchLanguage(next: 'fr' | 'en'): Promise<void> {
  await setLanguage(next);
  const { user } = useAuthStore.getState();
  if (user && user.lang !== next) {
    try {
      // The account's routes load with this first save (their schemas carry zod; decision 0017).
      const { usersRoutes } = await import('@cuvee/contracts/users');
      const answer = await call(
        usersRoutes.updateMe,
        { body: { lang: next, message: false } },
        { silent: true },
      );
      useAuthStore.setState({ user: answer.user });
    } catch {
      // The cookie already holds the choice.
    }
  }
}

export function LanguageSwitch({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const next = language === 'fr' ? 'en' : 'fr';
  return (
    <Button
      size="small"
      color={color}
      startIcon={<Translate fontSize="small" />}
      onClick={() => void switchLanguage(next)}
      aria-label={t('otherLanguageAria')}
      lang={next}
    >
      {t('otherLanguage')}
    </Button>
  );
}
