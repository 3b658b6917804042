/**
 * Return paths ("redirectLink" after login) come from the URL, so an attacker can choose
 * them. Only same-origin paths pass, written with a conservative alphabet:
 *   letters, digits, / - _ . ~ (unreserved and path separators),
 *   ? = & + , % (queries and percent-encoding; `%` must start a valid %XX escape),
 *   # (a fragment, e.g. a settings anchor).
 * Refused: a scheme (no `:` is allowed at all), `//` or `/\` at the start (protocol-relative
 * URLs), backslashes, spaces, quotes, angle brackets, control characters, anything over
 * 2048 characters, and escapes that decode to a backslash, a control character or a
 * leading `//` (for code that decodes before navigating).
 */
export const RETURN_PATH_MAX_LENGTH = 2048;

const SAFE_SHAPE = /^\/(?![/\\])[A-Za-z0-9/\-_.~?=&%+,#]*$/;
const BAD_ESCAPE = /%(?![0-9A-Fa-f]{2})/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what we refuse
const UNSAFE_DECODED = /[\\\u0000-\u001f\u007f]/;

export function isSafeReturnPath(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  if (value.length === 0 || value.length > RETURN_PATH_MAX_LENGTH) return false;
  if (!SAFE_SHAPE.test(value) || BAD_ESCAPE.test(value)) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return false;
  }
  return !UNSAFE_DECODED.test(decoded) && !/^\/[/\\]/.test(decoded);
}

/** The value when it is a safe return path, else the fallback (itself checked, '/' as last resort). */
export function sanitizeReturnPath(value: unknown, fallback = '/'): string {
  if (isSafeReturnPath(value)) return value;
  return isSafeReturnPath(fallback) ? fallback : '/';
}

/** The query of the sign-in and registration pages: the shop's code and where to go after. */
export type AuthQuery = { id?: string | null | undefined; redirectLink?: string | null | undefined };

/**
 * An auth page's path (sign-in, registration) carrying the shop (`id`) and the return path
 * (`redirectLink`) from page to page, so that 'Créer un compte' from the sign-in page, or
 * 'Se connecter' from the registration page, still returns where the visitor came from (the
 * checkout). A return path that is not safe is left out, never carried.
 */
export function authPath(path: string, query: AuthQuery): string {
  const params = new URLSearchParams();
  if (query.id) params.set('id', query.id);
  if (isSafeReturnPath(query.redirectLink)) params.set('redirectLink', query.redirectLink);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
