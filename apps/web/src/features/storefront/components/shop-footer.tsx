import { useTranslation } from 'react-i18next';
import './storefront.shop.css';

/**
 * The foot of every shop page: legal notice, terms of sale, builders, and the health message of French law.
 * Plain links, followed inside the app by one handler.
 */
export function ShopFooter({ base, shopKey, name }: { base: string; shopKey: string; name: string }) {
  const { t } = useTranslation('storefront');
  return (
    <footer className="cv-footer">
      <div className="cv-footer-in">
        <p>
          © {new Date().getFullYear()} {name}
        </p>
        <nav aria-label={t('legal.title')}>
          <a href={`/shops/${encodeURIComponent(shopKey)}/builders`}>{t('footerBuilders')}</a>
          <a href={`${base}/legal-notice`}>{t('footerLegal')}</a>
          <a href={`${base}/legal-notice?doc=cgv`}>{t('footerCgv')}</a>
        </nav>
        <p className="cv-footer-law">{t('legal.alcohol')}</p>
      </div>
    </footer>
  );
}
