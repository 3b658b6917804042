import { AGE_CONFIRMED_VALUE, AGE_COOKIE, AGE_COOKIE_DAYS, AGE_REFUSED_QUERY } from '@cuvee/domain/age-gate';
import { acceptedLanguages, detectLanguage, LANGUAGE_COOKIE } from '@cuvee/domain/language';

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
