import type { LoginResponse, PublicUser, Shop } from '@cuvee/contracts';
import { shopsWhereCan } from '@cuvee/domain/access/actions';
import { LOGIN_PATH } from '@cuvee/domain/permissions/route-guard';
import { call } from './api-call.ts';
import { ApiError } from './api-client.ts';
import { useAuthStore } from './auth.store.ts';
import { navigateTo } from './navigation.ts';

/** Renew the token when less than this remains (tokens live 24 h). */
const REFRESH_BEFORE_MS = 6 * 3600_000;

let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** Called after each sign-in, switch and sign-out (query caches are dropped there). */
export function onSessionChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
function emitChange() {
  for (const listener of listeners) listener();
}

// Who reads their shop's settings (owner and iam; the API's action table) loads it at sign-in.
const readsShop = (user: PublicUser) => shopsWhereCan(user, 'shop.settings.read').length > 0;

/**
 * The account's route tables load with the first signed-in call: their schemas carry the
 * form rules (zod), which a visitor's first page does without (decision 0017).
 */
const accountRoutes = () =>
  Promise.all([
    import('@cuvee/contracts/auth'),
    import('@cuvee/contracts/users'),
    import('@cuvee/contracts/shops'),
  ]).then(([auth, users, shops]) => ({
    authRoutes: auth.authRoutes,
    usersRoutes: users.usersRoutes,
    shopsRoutes: shops.shopsRoutes,
  }));

async function loadShop(user: PublicUser): Promise<Shop | null> {
  if (!readsShop(user)) return null;
  try {
    const { shopsRoutes } = await accountRoutes();
    return (await call(shopsRoutes.me, {}, { silent: true })).shop;
  } catch {
    return null;
  }
}

async function refreshIfDue(): Promise<void> {
  const { expiresAt, setToken } = useAuthStore.getState();
  if (!expiresAt || new Date(expiresAt).getTime() - Date.now() > REFRESH_BEFORE_MS) return;
  try {
    const { authRoutes } = await accountRoutes();
    const answer = await call(authRoutes.refresh, {}, { silent: true });
    setToken(answer.jwt, answer.expiresAt);
  } catch {
    // A failed refresh leaves the current token; a 401 already signed out.
  }
}

async function load(): Promise<void> {
  const store = useAuthStore.getState();
  if (!store.token) return store.markReady();
  try {
    const { usersRoutes } = await accountRoutes();
    const { user } = await call(usersRoutes.me, {}, { silent: true });
    const shop = await loadShop(user);
    useAuthStore.setState({ user, shop, status: 'ready' });
    void refreshIfDue();
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 0) {
      // Offline, or interrupted by the page going away (a request or the account's route
      // tables' chunk aborted mid-load): no answer about the token, so keep it, browse as a
      // visitor and try again at the next navigation.
      useAuthStore.setState({ user: null, shop: null, status: 'pending' });
      return;
    }
    // The API refused the token: a master-account token (no user chosen yet) or an expired
    // one. Start anonymous.
    useAuthStore.getState().clear();
  }
}

/** Resolves once the user and shop behind the stored token are loaded (once per page load). */
export function ensureSession(): Promise<void> {
  const { status } = useAuthStore.getState();
  if (status === 'ready') return Promise.resolve();
  // (A 'pending' status after a network failure retries here.)
  loading ??= load().finally(() => {
    loading = null;
  });
  return loading;
}

/** Keeps the answer of login, registration or switch-account as the session. */
export async function startSession(
  answer: Pick<LoginResponse, 'jwt' | 'expiresAt' | 'user'> & {
    masterAccount?: LoginResponse['masterAccount'];
  },
): Promise<PublicUser | null> {
  const store = useAuthStore.getState();
  // A master-account session only lives until a user is chosen: not kept across reloads.
  store.setToken(answer.jwt, answer.expiresAt, answer.user !== null);
  if (answer.masterAccount !== undefined) store.setMasterAccount(answer.masterAccount);
  if (!answer.user) {
    useAuthStore.setState({ user: null, shop: null, status: 'ready' });
    return null;
  }
  const shop = await loadShop(answer.user);
  useAuthStore.setState({ user: answer.user, shop, status: 'ready' });
  emitChange();
  return answer.user;
}

/** Master accounts: become one of the account's users. */
export async function switchAccount(userId: string): Promise<PublicUser | null> {
  const { authRoutes } = await accountRoutes();
  const answer = await call(authRoutes.switchAccount, { body: { userId } });
  return startSession(answer);
}

/** Reloads the user (after a profile change) and their shop. */
export async function reloadUser(): Promise<void> {
  const { usersRoutes } = await accountRoutes();
  const { user } = await call(usersRoutes.me, {}, { silent: true });
  const shop = await loadShop(user);
  useAuthStore.setState({ user, shop });
}

/** Clears the session locally (the API keeps no session state beyond the token). */
export function clearSession(): void {
  useAuthStore.getState().clear();
  emitChange();
}

/** 'Déconnexion': tell the API, forget the token, go to the login page. */
export function signOut(): void {
  const token = useAuthStore.getState().token;
  if (token) {
    // Silent, and sent before the token is forgotten (a failure changes nothing here).
    void accountRoutes()
      .then(({ authRoutes }) => call(authRoutes.logout, {}, { silent: true, token }))
      .catch(() => undefined);
  }
  clearSession();
  navigateTo(LOGIN_PATH, { replace: true });
}
