import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import './storefront.css';

/** The foot of every shop page: legal notice, builders, and the health message of French law. */
export function ShopFooter({ base, shopKey, name }: { base: string; shopKey: string; name: string }) {
  const { t } = useTranslation('storefront');
  return (
    <footer className="cv-footer">
      <div className="cv-footer-in">
        <p>
          © {new Date().getFullYear()} {name}
        </p>
        <nav aria-label={t('legal.title')}>
          <RouterLink to={`/shops/${encodeURIComponent(shopKey)}/builders`}>{t('footerBuilders')}</RouterLink>
          <RouterLink to={`${base}/legal-notice`}>{t('footerLegal')}</RouterLink>
        </nav>
        <p className="cv-footer-law">{t('legal.alcohol')}</p>
      </div>
    </footer>
  );
}
