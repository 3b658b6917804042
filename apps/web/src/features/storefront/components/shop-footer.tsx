import { useTranslation } from 'react-i18next';
import { useLinkDelegate } from '../../../lib/link-delegate.ts';
import './storefront.shop.css';

/**
 * The foot of every shop page: legal notice, builders, and the health message of French law.
 * Plain links, followed inside the app by one handler.
 */
export function ShopFooter({ base, shopKey, name }: { base: string; shopKey: string; name: string }) {
  const { t } = useTranslation('storefront');
  const followLink = useLinkDelegate();
  return (
    // biome-ignore lint/a11y: the links handle the keyboard (no role: a banner/contentinfo landmark); this only routes their clicks
    <footer className="cv-footer" onClick={followLink}>
      <div className="cv-footer-in">
        <p>
          © {new Date().getFullYear()} {name}
        </p>
        <nav aria-label={t('legal.title')}>
          <a href={`/shops/${encodeURIComponent(shopKey)}/builders`}>{t('footerBuilders')}</a>
          <a href={`${base}/legal-notice`}>{t('footerLegal')}</a>
        </nav>
        <p className="cv-footer-law">{t('legal.alcohol')}</p>
      </div>
    </footer>
  );
}
