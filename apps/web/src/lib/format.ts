import type { UiLanguage } from '@cuvee/domain/language';

const LOCALE: Record<UiLanguage, string> = { fr: 'fr-FR', en: 'en-GB' };

/** '01/12/2026' */
export function formatDate(iso: string | Date, language: UiLanguage, timeZone?: string): string {
  return new Intl.DateTimeFormat(LOCALE[language], {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone,
  }).format(new Date(iso));
}

/**
 * A day as a producer reads it in a sentence: 'mardi 10 novembre 2026' ('Tuesday, 10 November
 * 2026'). A calendar day (YYYY-MM-DD) is that day; an instant is read in France.
 */
export function formatLongDate(day: string, language: UiLanguage): string {
  const at = day.length === 10 ? `${day}T12:00:00Z` : day;
  return new Intl.DateTimeFormat(LOCALE[language], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Paris',
  }).format(new Date(at));
}

/** '01/12/2026 à 22:00' (French) or '01/12/2026 at 22:00'. */
export function formatDateTime(iso: string | Date, language: UiLanguage, timeZone?: string): string {
  const date = new Date(iso);
  const time = new Intl.DateTimeFormat(LOCALE[language], {
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(date);
  return `${formatDate(date, language, timeZone)} ${language === 'fr' ? 'à' : 'at'} ${time}`;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** 'il y a 12 minutes', 'hier', 'à l'instant'. */
export function formatRelative(iso: string | Date, language: UiLanguage, now: Date = new Date()): string {
  const seconds = Math.round((new Date(iso).getTime() - now.getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat(LOCALE[language], { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return language === 'fr' ? "à l'instant" : 'just now';
}
