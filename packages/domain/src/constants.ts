/** Business constants of spec §9 that both the API and the web app use. */
export const APP_VERSION = '5.5.1';
export const AGE_THRESHOLD = 18;
export const DEFAULT_VAT_RATES = { standard: 20, medium: 10, reduced: 5.5 } as const;
export const POLLING_MS = {
  documents: 30_000,
  maintenance: 10 * 60_000,
  maintenanceWithBanner: 60_000,
  version: 5 * 60_000,
} as const;
export const SNACKBAR_MS = 5_000;
export const CART_SAVE_DEBOUNCE_MS = 1_000;
export const CHUNK_RELOAD_THROTTLE_MS = 60_000;
export const LANGUAGE_COOKIE_DAYS = 365;
export const SUPPORTED_LANGUAGES = [
  'fr',
  'en',
  'es',
  'de',
  'it',
  'pt',
  'nl',
  'pl',
  'ru',
  'zh',
  'ja',
] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
/**
 * A session lives at most this long from sign-in, however often its token is refreshed
 * (tokens themselves last 24 h). A working week and its weekend (decision 0023).
 */
export const SESSION_MAX_LIFETIME_MS = 7 * 24 * 3600_000;
/** Tries of the current password when changing it, per user and window (decision 0023). */
export const PASSWORD_CHANGE_THROTTLE = { max: 5, windowMs: 15 * 60_000 } as const;
/**
 * Mails a shop makes the platform send (issue 23, finding 7): to addresses that are not the
 * shop's own clients, at most `outsidePerDay` a French calendar day per shop, and only from a
 * confirmed e-mail; a document's mail is the shop's template with a plain note of at most
 * `noteMaxLength` characters.
 */
export const SHOP_MAIL_LIMITS = { outsidePerDay: 50, noteMaxLength: 1000 } as const;
