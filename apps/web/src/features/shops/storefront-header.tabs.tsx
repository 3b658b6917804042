import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import './storefront-header.i18n.ts';
import type { StorefrontHeaderTab } from './storefront-header.types.ts';

/** Desktop tabs; child tabs open under their parent on hover and on keyboard focus (styles: storefront-header.css). */
export function TabBar({ tabs }: { tabs: StorefrontHeaderTab[] }) {
  const { t } = useTranslation('storefrontHeader');
  return (
    <nav aria-label={t('nav')} className="cv-tabs">
      <ul>
        {tabs.map((tab) => (
          <li key={tab.id}>
            <RouterLink to={tab.to} aria-current={tab.current ? 'page' : undefined} className="cv-tab">
              {tab.label}
              {tab.children.length > 0 && (
                <span aria-hidden="true" className="cv-tab-caret">
                  ▾
                </span>
              )}
            </RouterLink>
            {tab.children.length > 0 && (
              <ul className="cv-subtabs">
                {tab.children.map((child) => (
                  <li key={child.id}>
                    <RouterLink
                      to={child.to}
                      aria-current={child.current ? 'page' : undefined}
                      className="cv-tab"
                    >
                      {child.label}
                    </RouterLink>
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
