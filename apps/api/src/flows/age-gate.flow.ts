import { createHash } from 'node:crypto';
import {
  AGE_CONFIRMED_VALUE,
  AGE_COOKIE,
  AGE_COOKIE_DAYS,
  AGE_REFUSED_PATH,
  AGE_REFUSED_QUERY,
  AGE_REFUSED_VALUE,
  ageGateTexts,
  SERVER_AGE_GATE_ID,
} from '@cuvee/domain/age-gate';
import { readableBrand } from '@cuvee/domain/brand-color';
import { acceptedLanguages, detectLanguage, LANGUAGE_COOKIE, type UiLanguage } from '@cuvee/domain/language';
import { esc } from './page-meta.flow.ts';

/** One cookie of a Cookie header, undecoded ('' when absent). */
export function cookieOf(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** The language a visit's first paint is written in, decided as the app decides it. */
export function requestLanguage(search: string, headers: { cookie?: string; 'accept-language'?: string }) {
  return detectLanguage({
    search,
    cookie: cookieOf(headers.cookie, LANGUAGE_COOKIE),
    browser: acceptedLanguages(headers['accept-language']),
  });
}

/** Spec §4: a visitor who has not confirmed his age yet (the app also skips signed-in users). */
export function needsServerAgeGate(cookieHeader: string | undefined): boolean {
  return cookieOf(cookieHeader, AGE_COOKIE) !== 'true';
}

/*
 * Makes the gate modal as the page is parsed, before any script of the app has loaded: no gate
 * for a signed-in user (a session token in this browser: the app checks the session itself
 * afterwards); 'yes' sets the cookie and removes the dialog, 'no' goes to the auth route
 * (AGE_REFUSED_PATH), Escape is refused. Same behaviour as the app's AgeGateDialog. Without
 * scripts the dialog stays open in the page and its two forms ask the server (ageGateAnswer).
 */
const OPEN_SCRIPT = `(function(){var d=document.getElementById('${SERVER_AGE_GATE_ID}');if(!d)return;var t=null;try{t=localStorage.getItem('cuvee.token')}catch(e){}if(t){d.remove();return}if(typeof d.showModal!=='function')return;d.addEventListener('cancel',function(e){e.preventDefault()});var y=d.querySelector('.age-gate-yes');y.addEventListener('click',function(e){e.preventDefault();document.cookie='${AGE_COOKIE}=true; Max-Age=${AGE_COOKIE_DAYS * 24 * 3600}; Path=/; SameSite=Lax'+(location.protocol==='https:'?'; Secure':'');d.close();d.remove()});d.querySelector('.age-gate-no').addEventListener('click',function(e){e.preventDefault();location.assign('${AGE_REFUSED_PATH}')});d.close();d.showModal();y.focus()})();`;

/**
 * The Content-Security-Policy source that allows this one inline script, by the sha256 of its
 * text (docs/decisions/0024): no 'unsafe-inline' for scripts.
 */
export const AGE_GATE_SCRIPT_HASH = `'sha256-${createHash('sha256').update(OPEN_SCRIPT).digest('base64')}'`;

/** The cookie 'Oui' sets (spec §4: 365 days), as the server sends it to a visitor without scripts. */
export function ageCookieHeader(secure: boolean): string {
  return `${AGE_COOKIE}=true; Max-Age=${AGE_COOKIE_DAYS * 24 * 3600}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * A visitor without scripts who answered 'Oui' (the gate's form asks the page again with
 * `age=confirmed`): the page to send him back to, without that answer; null for any other visit.
 */
export function ageGateAnswer(pathname: string, search: string): string | null {
  const params = new URLSearchParams(search);
  if (params.get(AGE_REFUSED_QUERY) !== AGE_CONFIRMED_VALUE) return null;
  params.delete(AGE_REFUSED_QUERY);
  const rest = params.toString();
  return `${encodeURI(pathname)}${rest ? `?${rest}` : ''}`;
}

/**
 * The age gate of a shop or product page in plain HTML (the app's dialog, its texts and its
 * stylesheet), made modal by a few lines of inline script: a first-time visitor sees it at once,
 * and the app's scripts no longer lay the page out a second time to open it (decisions 0009–0012).
 * Its answers are forms, so that a visitor without scripts passes it too: 'Oui' asks the same
 * page (its query kept) with `age=confirmed`, 'Non' the auth route.
 */
export function serverAgeGate(
  language: UiLanguage,
  shopColor: string | null | undefined,
  search = '',
): string {
  const texts = ageGateTexts(language);
  const kept = [...new URLSearchParams(search)]
    .filter(([key]) => key !== AGE_REFUSED_QUERY)
    .map(([key, value]) => `<input type="hidden" name="${esc(key)}" value="${esc(value)}">`)
    .join('');
  return [
    `<dialog open id="${SERVER_AGE_GATE_ID}" class="age-gate" aria-labelledby="age-gate-title" aria-describedby="age-gate-text" data-testid="age-gate" lang="${language}" style="--cv-primary:${readableBrand(shopColor)}">`,
    `<h2 id="age-gate-title">${esc(texts.title)}</h2>`,
    `<p id="age-gate-text">${esc(texts.text)}</p>`,
    `<p class="age-gate-notice">${esc(texts.notice)}</p>`,
    '<div class="age-gate-actions">',
    `<form method="get" action="/auth"><button type="submit" class="age-gate-no" name="${AGE_REFUSED_QUERY}" value="${AGE_REFUSED_VALUE}">${esc(texts.no)}</button></form>`,
    `<form method="get">${kept}<button type="submit" class="age-gate-yes" name="${AGE_REFUSED_QUERY}" value="${AGE_CONFIRMED_VALUE}">${esc(texts.yes)}</button></form>`,
    '</div></dialog>',
    `<script>${OPEN_SCRIPT}</script>`,
  ].join('');
}
