import { LANGUAGE_COOKIE_DAYS } from '@cuvee/domain/constants';
import { deName } from '@cuvee/domain/french-elision';
import { DEFAULT_LANGUAGE, detectLanguage, LANGUAGE_COOKIE, type UiLanguage } from '@cuvee/domain/language';
import type { LocalizedLabel } from '@cuvee/domain/permissions/label';
import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { commonI18n } from './common.i18n.ts';
import { readCookie, writeCookie } from './cookies.ts';
import { memoizeTranslations } from './i18n-memo.ts';

export type Resources = { fr: Record<string, unknown>; en: Record<string, unknown> };

// dayjs (French, Monday first; en-GB for English) is set by the date pickers' provider,
// which loads with them: the login page carries no date library.
function applyToDocument(language: UiLanguage) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

let initialised = false;

/** Idempotent; runs when this module is first imported, so that features can register their texts. */
export function initI18n(): typeof i18n {
  if (initialised) return i18n;
  initialised = true;
  // On the server (the shop app's rendering), the language is the request's: set per page.
  const browser = typeof window !== 'undefined';
  const language = browser
    ? detectLanguage({
        search: window.location.search,
        cookie: readCookie(LANGUAGE_COOKIE),
        browser: navigator.languages ?? [navigator.language],
      })
    : DEFAULT_LANGUAGE;
  // ?lang is remembered for the next visits (cookie, 365 days).
  if (browser && new URLSearchParams(window.location.search).has('lang')) {
    writeCookie(LANGUAGE_COOKIE, language, LANGUAGE_COOKIE_DAYS);
  }
  void i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: ['fr', 'en'],
    defaultNS: 'common',
    ns: ['common'],
    resources: { fr: { common: commonI18n.fr }, en: { common: commonI18n.en } },
    interpolation: { escapeValue: false },
    returnNull: false,
    // Every text is in the bundle: nothing to wait for, a language change applies at once.
    initAsync: false,
  });
  // « {{name, de}} » in a French text: « de Jean », « d'Élodie » (the elision, packages/domain).
  i18n.services.formatter?.add('de', (value) => deName(String(value ?? '')));
  memoizeTranslations(i18n);
  applyToDocument(language);
  return i18n;
}

if (typeof window !== 'undefined') initI18n();

/** Adds a feature's texts under its namespace (idempotent; features call it at import). */
export function registerI18n(namespace: string, resources: Resources): void {
  initI18n();
  for (const language of ['fr', 'en'] as const) {
    if (!i18n.hasResourceBundle(language, namespace)) {
      i18n.addResourceBundle(language, namespace, resources[language], true, false);
    }
  }
}

export function currentLanguage(): UiLanguage {
  return i18n.language === 'en' ? 'en' : 'fr';
}

export async function setLanguage(language: UiLanguage): Promise<void> {
  writeCookie(LANGUAGE_COOKIE, language, LANGUAGE_COOKIE_DAYS);
  await i18n.changeLanguage(language);
  applyToDocument(language);
}

/** The UI language, re-rendering on change. */
export function useUiLanguage(): UiLanguage {
  const { i18n: instance } = useTranslation();
  return instance.language === 'en' ? 'en' : 'fr';
}

export function pickLabel(label: LocalizedLabel, language: UiLanguage): string {
  return label[language];
}

export { i18n };
