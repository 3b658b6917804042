import { useTranslation } from 'react-i18next';
import './storefront-header.i18n.ts';
import type { StorefrontHeaderTab } from './storefront-header.shared.ts';

/**
 * Desktop tabs; child tabs open under their parent on hover and on keyboard focus (styles:
 * storefront-header.css). Plain links: the header follows them inside the app.
 */
export function TabBar({ tabs, inline = false }: { tabs: StorefrontHeaderTab[]; inline?: boolean }) {
  const { t } = useTranslation('storefrontHeader');
  return (
    <nav aria-label={t('nav')} className={inline ? 'cv-tabs cv-tabs-inline' : 'cv-tabs'}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.id}>
            <a href={tab.to} aria-current={tab.current ? 'page' : undefined} className="cv-tab">
              {tab.label}
              {tab.children.length > 0 && (
                <span aria-hidden="true" className="cv-tab-caret">
                  ▾
                </span>
              )}
            </a>
            {tab.children.length > 0 && (
              <ul className="cv-subtabs">
                {tab.children.map((child) => (
                  <li key={child.id}>
                    <a href={child.to} aria-current={child.current ? 'page' : undefined} className="cv-tab">
                      {child.label}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
