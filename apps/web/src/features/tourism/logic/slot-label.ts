import type { UiLanguage } from '@cuvee/domain/language';

const LOCALE: Record<UiLanguage, string> = { fr: 'fr-FR', en: 'en-GB' };

/**
 * A slot as a visitor reads it, in the estate's time (Europe/Paris, whatever the device's zone):
 * 'mardi 14 avril 2026, 10:00'.
 */
export function slotLabel(iso: string, lang: UiLanguage): string {
  return new Intl.DateTimeFormat(LOCALE[lang], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Paris',
  }).format(new Date(iso));
}

/** '10:00' of an instant, in the estate's time. */
export function timeLabel(iso: string, lang: UiLanguage): string {
  return new Intl.DateTimeFormat(LOCALE[lang], {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Paris',
  }).format(new Date(iso));
}
