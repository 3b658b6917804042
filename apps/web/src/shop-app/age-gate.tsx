import {
  AGE_CONFIRMED_VALUE,
  AGE_COOKIE,
  AGE_COOKIE_DAYS,
  AGE_GATE_TEXTS,
  AGE_REFUSED_QUERY,
  AGE_REFUSED_VALUE,
} from '@cuvee/domain/age-gate';
import { AGE_THRESHOLD } from '@cuvee/domain/constants';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../features/age-gate/components/age-gate.css';
import { writeCookie } from '../lib/cookies.ts';
import { registerI18n } from '../lib/i18n.ts';
import { useLocation } from './router.tsx';

registerI18n('ageGate', AGE_GATE_TEXTS);

/**
 * Spec §4 age gate, one component on the server and in the browser (issue 12). The server
 * writes it open with two forms, so that a visitor without scripts answers it too: 'Non' asks
 * the auth route (which says why), 'Oui' asks the same page with `age=confirmed` (the server
 * sets the isOver18 cookie and sends him back). Once hydrated, it turns modal (the page behind
 * inert, focus inside, Escape refused) and 'Oui' sets the cookie without a request. A
 * signed-in user is not asked (known in the browser only: the gate goes once hydrated).
 */
export function AgeGate({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('ageGate');
  const { search } = useLocation();
  const [confirmed, setConfirmed] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const yes = useRef<HTMLButtonElement>(null);
  const shown = !confirmed && !signedIn;
  useEffect(() => {
    const element = dialog.current;
    if (!shown || !element || typeof element.showModal !== 'function') return;
    // The server's dialog is open in the page's flow: reopened as a modal one.
    element.close();
    element.showModal();
    yes.current?.focus();
  }, [shown]);
  if (!shown) return null;
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    writeCookie(AGE_COOKIE, 'true', AGE_COOKIE_DAYS);
    dialog.current?.close();
    setConfirmed(true);
  };
  // The page's query is kept when 'Oui' asks the page again (its tab, filters and page).
  const kept = [...new URLSearchParams(search)].filter(([key]) => key !== AGE_REFUSED_QUERY);
  return (
    <dialog
      ref={dialog}
      open
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
        <form method="get" action="/auth">
          <button type="submit" className="age-gate-no" name={AGE_REFUSED_QUERY} value={AGE_REFUSED_VALUE}>
            {t('no')}
          </button>
        </form>
        <form method="get" onSubmit={confirm}>
          {kept.map(([key, value]) => (
            <input key={`${key}=${value}`} type="hidden" name={key} value={value} />
          ))}
          <button
            ref={yes}
            type="submit"
            className="age-gate-yes"
            name={AGE_REFUSED_QUERY}
            value={AGE_CONFIRMED_VALUE}
          >
            {t('yes', { age: AGE_THRESHOLD })}
          </button>
        </form>
      </div>
    </dialog>
  );
}
