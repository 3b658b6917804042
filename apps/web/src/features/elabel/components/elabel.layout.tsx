import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../elabel.i18n.ts';
import './elabel.css';
import { ElabelLanguageSwitch } from './elabel.language.tsx';

/** The frame of every e-label screen: a narrow, quiet column, nothing but the label (elabel.css). */
export function Sheet({ children }: { children: ReactNode }) {
  const { t } = useTranslation('elabel');
  return (
    <div className="cv-elabel-page">
      <div className="cv-elabel-column">
        <div className="cv-elabel-top">
          <span className="cv-elabel-kind">{t('kind')}</span>
          <ElabelLanguageSwitch />
        </div>
        {children}
      </div>
    </div>
  );
}

/** A titled part of the label (ingredients, nutrition). */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="cv-elabel-section">
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
