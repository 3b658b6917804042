import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signOut } from '../../../../lib/session.ts';
import { Link as RouterLink } from '../../../../shop-app/router.tsx';
import './storefront-header.i18n.ts';

/** The signed-in account: a disclosure with the dashboard and sign-out (styles: storefront-header.css). */
export function AccountButton({ initial, dashboard }: { initial: string; dashboard: string }) {
  const { t } = useTranslation('storefrontHeader');
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useId();
  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        // Escape puts the focus back on the button (it was in the menu, which goes).
        if (root.current?.contains(document.activeElement)) button.current?.focus();
        setOpen(false);
      } else if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    // Focus leaving the menu (Tab past its last item) closes it too.
    const leave = (event: FocusEvent) => {
      if (!root.current?.contains(event.relatedTarget as Node)) setOpen(false);
    };
    const element = root.current;
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    element?.addEventListener('focusout', leave);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
      element?.removeEventListener('focusout', leave);
    };
  }, [open]);
  return (
    <div ref={root} className="cv-account">
      <button
        ref={button}
        type="button"
        className="cv-icon-btn"
        aria-label={t('accountMenu')}
        aria-expanded={open}
        aria-controls={panel}
        onClick={() => setOpen((v) => !v)}
        data-testid="account-button"
      >
        <span className="cv-avatar">{initial}</span>
      </button>
      {open && (
        <div id={panel} className="cv-account-panel">
          <RouterLink to={dashboard} onClick={() => setOpen(false)}>
            {t('dashboard')}
          </RouterLink>
          <button type="button" onClick={() => signOut()}>
            {t('signOut')}
          </button>
        </div>
      )}
    </div>
  );
}
