import type { PublicShop } from '@cuvee/contracts';
import { type MouseEvent, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { signOut } from '../../../../lib/session.ts';
import { Link as RouterLink } from '../../../../shop-app/router.tsx';
import { Icon } from '../storefront-icons.tsx';
import './storefront-header.i18n.ts';
import './storefront-header.sidebar.css';
import type { StorefrontHeaderTab } from './storefront-header.shared.ts';

/**
 * Mobile sidebar (spec §2): the tabs, the personal space and sign-out (or sign-in for
 * visitors). A native modal <dialog> (styles: storefront-header.sidebar.css): the page behind
 * is inert while it is open, Escape and a click on the shade close it, and the focus goes back
 * to the button that opened it. Opened from an effect: nothing of it reads the page while it
 * renders (the server renders the same header).
 */
export function MobileSidebar({
  open,
  onClose,
  shop,
  tabs,
  dashboard,
  signedIn,
}: {
  open: boolean;
  onClose(): void;
  shop: PublicShop;
  tabs: StorefrontHeaderTab[];
  dashboard: string;
  signedIn: boolean;
}) {
  const { t } = useTranslation('storefrontHeader');
  const dialog = useRef<HTMLDialogElement>(null);
  const title = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    return () => {
      if (element.open) element.close();
      // Back to the menu button, unless a followed link took the focus elsewhere.
      const active = document.activeElement;
      if (opener?.isConnected && (!active || active === document.body || element.contains(active))) {
        opener.focus();
      }
    };
  }, [open]);
  // A click on the shade lands on the dialog itself (its panel fills it).
  const closeOnShade = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };
  const row = (current: boolean, depth: number) =>
    `cv-sidebar-row${depth ? ' cv-sidebar-child' : ''}${current ? ' cv-current' : ''}`;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes the dialog (its cancel event); this is the shade's click
    <dialog
      ref={dialog}
      className="cv-sidebar"
      aria-labelledby={title}
      data-testid="storefront-sidebar"
      onClose={onClose}
      onClick={closeOnShade}
    >
      <div className="cv-sidebar-head">
        <span id={title} className="cv-serif">
          {shop.name}
        </span>
        <button type="button" className="cv-icon-btn" onClick={onClose} aria-label={t('closeMenu')}>
          <Icon name="close" />
        </button>
      </div>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the links handle the keyboard; a followed link closes the menu */}
      <nav aria-label={t('nav')} onClick={onClose}>
        <ul>
          {tabs.map((tab) => (
            <li key={tab.id}>
              <RouterLink
                to={tab.to}
                aria-current={tab.current && tab.children.every((c) => !c.current) ? 'page' : undefined}
                className={row(tab.current, 0)}
              >
                {tab.label}
              </RouterLink>
              {tab.children.length > 0 && (
                <ul>
                  {tab.children.map((child) => (
                    <li key={child.id}>
                      <RouterLink
                        to={child.to}
                        aria-current={child.current ? 'page' : undefined}
                        className={row(child.current, 1)}
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
        <div className="cv-sidebar-account">
          {signedIn ? (
            <>
              <RouterLink to={dashboard} className={row(false, 0)}>
                {t('personalSpace')}
              </RouterLink>
              <button type="button" onClick={() => signOut()} className={row(false, 0)}>
                {t('signOut')}
              </button>
            </>
          ) : (
            <>
              <RouterLink to={`/auth/login?id=${encodeURIComponent(shop.code)}`} className={row(false, 0)}>
                {t('login')}
              </RouterLink>
              <RouterLink
                to={`/auth/register/buyer?id=${encodeURIComponent(shop.code)}`}
                className={row(false, 0)}
              >
                {t('register')}
              </RouterLink>
            </>
          )}
        </div>
      </nav>
    </dialog>
  );
}
