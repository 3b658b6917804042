export { AGE_COOKIE, SERVER_AGE_GATE_ID } from '@cuvee/domain/age-gate';

/**
 * Spec §4: an unauthenticated visitor without the isOver18 cookie set to true sees the
 * age gate on shop pages. E-label pages (nutrition, GS1 links) carry no age gate.
 */
export function needsAgeGate(input: {
  signedIn: boolean;
  cookie: string | undefined;
  pathname: string;
}): boolean {
  if (input.signedIn || input.cookie === 'true') return false;
  return !isElabelPath(input.pathname);
}

export function isElabelPath(pathname: string): boolean {
  return pathname.startsWith('/gs1/') || /^\/[^/]+\/nutritiveValues\/?$/i.test(pathname);
}
