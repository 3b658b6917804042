import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../../lib/auth.store.ts';
import { setLanguage, useUiLanguage } from '../../../lib/i18n.ts';
import { Icon } from '../../storefront/components/storefront-icons.tsx';

/**
 * French ⇄ English on the label (elabel.css): a plain button, so that a bottle's QR code loads
 * no component library. A signed-in reader's choice is also saved on the account, by the app's
 * own switch, loaded then.
 */
export function ElabelLanguageSwitch() {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const next = language === 'fr' ? 'en' : 'fr';
  const change = async () => {
    if (useAuthStore.getState().user) {
      const { switchLanguage } = await import('../../../lib/language-switch.tsx');
      await switchLanguage(next);
    } else {
      await setLanguage(next);
    }
  };
  return (
    <button
      type="button"
      className="cv-elabel-lang"
      onClick={() => void change()}
      aria-label={t('otherLanguageAria')}
      lang={next}
    >
      <Icon name="translate" />
      {t('otherLanguage')}
    </button>
  );
}
