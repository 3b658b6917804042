/** The UI ships French (default) and English: spec §3 "default pair French and English". */
export const UI_LANGUAGES = ['fr', 'en'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: UiLanguage = 'fr';
export const LANGUAGE_COOKIE = 'lang';

function asUiLanguage(value: string | null | undefined): UiLanguage | undefined {
  const short = value?.trim().toLowerCase().slice(0, 2);
  return (UI_LANGUAGES as readonly string[]).includes(short ?? '') ? (short as UiLanguage) : undefined;
}

/**
 * The language of a visit (spec §2, §9): `?lang` first, then the language cookie, then the
 * browser's preferred languages, else French. No URL prefix. The app and the server's first
 * paint (age gate) decide alike.
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

/** An Accept-Language header's languages, most preferred first ('en-GB,en;q=0.8,fr;q=0.5'). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}
