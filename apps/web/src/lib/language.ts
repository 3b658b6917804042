import { LANGUAGE_COOKIE_DAYS } from '@cuvee/domain/constants';

/** The UI ships French (default) and English: spec §3 "default pair French and English". */
export const UI_LANGUAGES = ['fr', 'en'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: UiLanguage = 'fr';
export const LANGUAGE_COOKIE = 'lang';
export { LANGUAGE_COOKIE_DAYS };

function asUiLanguage(value: string | null | undefined): UiLanguage | undefined {
  const short = value?.trim().toLowerCase().slice(0, 2);
  return (UI_LANGUAGES as readonly string[]).includes(short ?? '') ? (short as UiLanguage) : undefined;
}

/**
 * The language of a visit (spec §2, §9): `?lang` first, then the language cookie, then the
 * browser's preferred languages, else French. No URL prefix.
 */
export function detectLanguage(input: {
  search: string;
  cookie: string | undefined;
  browser: readonly string[];
}): UiLanguage {
  const fromQuery = asUiLanguage(new URLSearchParams(input.search).get('lang'));
  if (fromQuery) return fromQuery;
  const fromCookie = asUiLanguage(input.cookie);
  if (fromCookie) return fromCookie;
  for (const language of input.browser) {
    const found = asUiLanguage(language);
    if (found) return found;
  }
  return DEFAULT_LANGUAGE;
}
