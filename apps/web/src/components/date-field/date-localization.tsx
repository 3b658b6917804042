import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, frFR } from '@mui/x-date-pickers/locales';
import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import 'dayjs/locale/en-gb';
import type { ReactNode } from 'react';

export type DateLang = 'fr' | 'en';

// Weeks start on Monday in every language (spec §2 date picker): dayjs' 'fr' and 'en-gb'
// both have weekStart 1 ('en' would start on Sunday).
const DAYJS_LOCALE: Record<DateLang, string> = { fr: 'fr', en: 'en-gb' };

/** 'en', 'en-GB'… → 'en'; anything else → 'fr' (the default locale). */
export function dateLangOf(lang: string | undefined): DateLang {
  return lang?.toLowerCase().startsWith('en') ? 'en' : 'fr';
}

const pickerTexts = {
  fr: frFR.components.MuiLocalizationProvider.defaultProps.localeText,
  en: enUS.components.MuiLocalizationProvider.defaultProps.localeText,
};

/**
 * Date pickers' adapter and texts for the UI language (dayjs, Monday first). Mount once
 * in the providers with the i18n language; also sets dayjs' global locale ('fr' or 'en-gb').
 */
export function DateLocalizationProvider({ children, lang }: { children?: ReactNode; lang: string }) {
  const language = dateLangOf(lang);
  const code = DAYJS_LOCALE[language];
  // Idempotent global setting, done during render so children format in the right locale at once.
  if (dayjs.locale() !== code) dayjs.locale(code);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={code} localeText={pickerTexts[language]}>
      {children}
    </LocalizationProvider>
  );
}
