import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import '../elabel.i18n.ts';
import { Sheet } from './elabel.layout.tsx';

/** 404: 'Aucun produit ne porte ce code-barres' (or the API's reason, e.g. an unknown vintage). */
export function ElabelMissing({ message, code }: { message: string; code?: string }) {
  const { t } = useTranslation('elabel');
  const known = message === 'Aucun produit ne porte ce code-barres' || message === 'Produit inexistant';
  const title = message === 'Produit inexistant' ? t('unknownProduct') : known ? t('notFoundTitle') : message;
  useEffect(() => {
    document.title = `404 — ${title}`;
  }, [title]);
  return (
    <Sheet>
      <main data-testid="elabel-404" className="cv-elabel-missing">
        <p aria-hidden="true" className="cv-elabel-404">
          404
        </p>
        <h1>{title}</h1>
        {code && <p className="cv-elabel-code">{t('notFoundCode', { code })}</p>}
        <p className="cv-elabel-muted">{t('notFoundHint')}</p>
      </main>
    </Sheet>
  );
}
