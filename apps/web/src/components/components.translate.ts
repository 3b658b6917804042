import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ComponentsKey,
  type ComponentsLang,
  componentsTemplate,
  interpolate,
  type TextVars,
} from './components.i18n.ts';

type LooseT = (key: string, options: Record<string, unknown>) => string;

export type ComponentsT = (key: ComponentsKey, vars?: TextVars) => string;

/** The UI language as far as the components care: English, or French for anything else. */
export function componentsLangOf(language: string | undefined): ComponentsLang {
  return language?.toLowerCase().startsWith('en') ? 'en' : 'fr';
}

/**
 * `t` of the 'components' namespace that never shows a raw key: without an initialised
 * i18next (error screens, tests) or without the namespace registered, it answers the
 * French text. Never suspends, so it is safe in error boundaries.
 */
export function useComponentsT(): { t: ComponentsT; lang: ComponentsLang } {
  const { t: i18nT, i18n } = useTranslation('components', { useSuspense: false });
  const ready = Boolean(i18n?.isInitialized);
  const lang = ready ? componentsLangOf(i18n.resolvedLanguage ?? i18n.language) : 'fr';
  const t = useCallback<ComponentsT>(
    (key, vars) => {
      const french = componentsTemplate('fr', key);
      if (!ready) return interpolate(french, vars);
      return (i18nT as unknown as LooseT)(key, {
        ...vars,
        defaultValue: french,
        interpolation: { escapeValue: false },
      });
    },
    [i18nT, ready],
  );
  return { t, lang };
}
