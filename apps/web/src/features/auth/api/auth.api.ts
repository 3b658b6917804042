import type { authRoutes as AuthRoutes } from '@cuvee/contracts/auth';
import type { RouteInput, RouteResponse } from '@cuvee/contracts/http/route';
import { isSafeReturnPath } from '@cuvee/domain/permissions/return-path';
import { call } from '../../../lib/api-call.ts';

type Routes = typeof AuthRoutes;
export type LoginAnswer = RouteResponse<Routes['login']>;
export type RegisterAnswer = RouteResponse<Routes['registerBuyer']>;

/**
 * Where a registration asked to go after signing in (the checkout): kept in this browser until
 * the mailed link is opened (the validate page signs in, then goes there; decision 0027), for as
 * long as the link lives (48 h). Only a safe internal path is kept (spec §2).
 */
const RETURN_KEY = 'cuvee.registration.return';
export const RETURN_PATH_KEPT_MS = 48 * 3600_000;
export function saveReturnPath(path: string | null, now = Date.now()): void {
  try {
    if (path && isSafeReturnPath(path))
      localStorage.setItem(RETURN_KEY, JSON.stringify({ path, until: now + RETURN_PATH_KEPT_MS }));
    else localStorage.removeItem(RETURN_KEY);
  } catch {
    // No storage (a private window): home instead.
  }
}
export function takeReturnPath(now = Date.now()): string | null {
  try {
    const kept = JSON.parse(localStorage.getItem(RETURN_KEY) ?? 'null') as {
      path?: unknown;
      until?: unknown;
    } | null;
    localStorage.removeItem(RETURN_KEY);
    const fresh = typeof kept?.until === 'number' && kept.until > now;
    return fresh && isSafeReturnPath(kept?.path) ? kept.path : null;
  } catch {
    return null;
  }
}
type Body<R extends keyof Routes> = RouteInput<Routes[R]>['body'];

/**
 * The auth route table loads with the first call: its schemas carry zod and the form rules,
 * which the login page does without (its first-load budget; decision 0017). The dashboard a
 * sign-in leads to loads them anyway.
 */
const routes = () => import('@cuvee/contracts/auth').then((m) => m.authRoutes);

/** Signing in, registration, e-mail confirmation and password reset: no session sent. */
export const authApi = {
  login: async (body: Body<'login'>) => call((await routes()).login, { body }, { anonymous: true }),
  registerBuyer: async (body: Body<'registerBuyer'>) =>
    call((await routes()).registerBuyer, { body }, { anonymous: true }),
  registerSeller: async (body: Body<'registerSeller'>) =>
    call((await routes()).registerSeller, { body }, { anonymous: true }),
  registerAgent: async (body: Body<'registerAgent'>) =>
    call((await routes()).registerAgent, { body }, { anonymous: true }),
  requestReset: async (email: string) =>
    call((await routes()).requestReset, { body: { email } }, { anonymous: true }),
  resetPassword: async (token: string, password: string) =>
    call((await routes()).resetPassword, { body: { token, password } }, { anonymous: true }),
  validateEmail: async (token: string) =>
    call((await routes()).validate, { body: { token } }, { anonymous: true }),
};
