import { useTranslation } from 'react-i18next';
import './shop-not-found.css';

/** Spec §8: an unknown shop or page → 404 'This page could not be found' (the server answers 404). */
export function ShopNotFound() {
  const { t } = useTranslation();
  return (
    <main className="cv-not-found">
      <div>
        <p className="cv-not-found-title">
          <span className="cv-not-found-code">404</span>
          <span className="cv-not-found-text">{t('notFound.title')}</span>
        </p>
        <a href="/">{t('notFound.back')}</a>
      </div>
    </main>
  );
}
