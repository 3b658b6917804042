import { createHash } from 'node:crypto';
import {
  AGE_COOKIE,
  AGE_COOKIE_DAYS,
  AGE_REFUSED_PATH,
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
 * Opens the dialog as the page is parsed, before any script of the app has loaded: no gate for
 * a signed-in user (a session token in this browser: the app checks the session itself
 * afterwards); 'yes' sets the cookie and removes the dialog, 'no' goes to the auth route (AGE_REFUSED_PATH), Escape is
 * refused. Same behaviour as the app's AgeGateDialog.
 */
const OPEN_SCRIPT = `(function(){var d=document.getElementById('${SERVER_AGE_GATE_ID}');if(!d)return;var t=null;try{t=localStorage.getItem('cuvee.token')}catch(e){}if(t||typeof d.showModal!=='function'){d.remove();return}d.addEventListener('cancel',function(e){e.preventDefault()});var y=d.querySelector('.age-gate-yes');y.addEventListener('click',function(){document.cookie='${AGE_COOKIE}=true; Max-Age=${AGE_COOKIE_DAYS * 24 * 3600}; Path=/; SameSite=Lax'+(location.protocol==='https:'?'; Secure':'');d.close();d.remove()});d.querySelector('.age-gate-no').addEventListener('click',function(){location.assign('${AGE_REFUSED_PATH}')});d.showModal();y.focus()})();`;

/**
 * The Content-Security-Policy source that allows this one inline script, by the sha256 of its
 * text (docs/decisions/0024): no 'unsafe-inline' for scripts.
 */
export const AGE_GATE_SCRIPT_HASH = `'sha256-${createHash('sha256').update(OPEN_SCRIPT).digest('base64')}'`;

/**
 * The age gate of a shop or product page in plain HTML (the app's dialog, its texts and its
 * stylesheet), opened by a few lines of inline script: a first-time visitor sees it at once,
 * and the app's scripts no longer lay the page out a second time to open it (decisions 0009–0012).
 */
export function serverAgeGate(language: UiLanguage, shopColor: string | null | undefined): string {
  const texts = ageGateTexts(language);
  return [
    `<dialog id="${SERVER_AGE_GATE_ID}" class="age-gate" aria-labelledby="age-gate-title" aria-describedby="age-gate-text" data-testid="age-gate" lang="${language}" style="--cv-primary:${readableBrand(shopColor)}">`,
    `<h2 id="age-gate-title">${esc(texts.title)}</h2>`,
    `<p id="age-gate-text">${esc(texts.text)}</p>`,
    `<p class="age-gate-notice">${esc(texts.notice)}</p>`,
    '<div class="age-gate-actions">',
    `<button type="button" class="age-gate-no">${esc(texts.no)}</button>`,
    `<button type="button" class="age-gate-yes">${esc(texts.yes)}</button>`,
    '</div></dialog>',
    `<script>${OPEN_SCRIPT}</script>`,
  ].join('');
}
