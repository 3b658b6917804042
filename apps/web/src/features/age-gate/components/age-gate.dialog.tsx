import { AGE_COOKIE_DAYS, AGE_GATE_TEXTS, AGE_REFUSED_PATH } from '@cuvee/domain/age-gate';
import { AGE_THRESHOLD } from '@cuvee/domain/constants';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useCurrentUser } from '../../../lib/auth.store.ts';
import { readCookie, writeCookie } from '../../../lib/cookies.ts';
import { registerI18n } from '../../../lib/i18n.ts';
import { AGE_COOKIE, needsAgeGate, SERVER_AGE_GATE_ID } from '../logic/age-gate.logic.ts';
import './age-gate.css';

registerI18n('ageGate', AGE_GATE_TEXTS);

/**
 * The server writes the gate into a shop or product page and opens it as the page is parsed
 * (apps/api flows/age-gate.flow.ts): while that dialog is in the page, it answers the visitor
 * (confirming sets the cookie and removes it), and the app opens none of its own.
 */
function serverGateShown(): boolean {
  return document.getElementById(SERVER_AGE_GATE_ID) !== null;
}

/**
 * Spec §4 age gate: confirming sets the isOver18 cookie; refusing goes to the auth route.
 * A native modal <dialog> (focus kept inside, the page behind inert, Escape refused) rather
 * than Material's Dialog: it shows on a visitor's first page, where every millisecond of
 * script and layout counts (decisions 0009–0012, Lighthouse on the shop page).
 */
export function AgeGateDialog() {
  const { t } = useTranslation('ageGate');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const [confirmed, setConfirmed] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const yes = useRef<HTMLButtonElement>(null);
  // What the page holds (the cookie, the server's gate) is read after rendering, on each page:
  // the server renders this component too, and the browser's first render must match it.
  const [page, setPage] = useState<{ cookie: string | undefined; serverGate: boolean } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again on each page
  useEffect(() => {
    setPage({ cookie: readCookie(AGE_COOKIE), serverGate: serverGateShown() });
  }, [pathname]);
  const open =
    page !== null &&
    !confirmed &&
    !page.serverGate &&
    needsAgeGate({ signedIn: user !== null, cookie: page.cookie, pathname });
  // After the page has painted, in a task of its own: opening lays the whole page out (it turns
  // inert behind the dialog), which should not lengthen the task that rendered the page.
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => {
      const element = dialog.current;
      if (!element || element.open) return;
      element.showModal();
      yes.current?.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [open]);
  if (!open) return null;
  const confirm = () => {
    writeCookie(AGE_COOKIE, 'true', AGE_COOKIE_DAYS);
    dialog.current?.close();
    setConfirmed(true);
  };
  return (
    <dialog
      ref={dialog}
      className="age-gate"
      aria-labelledby="age-gate-title"
      aria-describedby="age-gate-text"
      data-testid="age-gate"
      onCancel={(event) => event.preventDefault()}
    >
      <h2 id="age-gate-title">{t('title', { age: AGE_THRESHOLD })}</h2>
      <p id="age-gate-text">{t('text', { age: AGE_THRESHOLD })}</p>
      <p className="age-gate-notice">{t('notice')}</p>
      <div className="age-gate-actions">
        <button type="button" className="age-gate-no" onClick={() => navigate(AGE_REFUSED_PATH)}>
          {t('no')}
        </button>
        <button ref={yes} type="button" className="age-gate-yes" onClick={confirm}>
          {t('yes', { age: AGE_THRESHOLD })}
        </button>
      </div>
    </dialog>
  );
}
