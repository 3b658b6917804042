import type { MasterAccountSummary, PublicUser, Shop } from '@cuvee/contracts';
import { create } from 'zustand';

const TOKEN_KEY = 'cuvee.token';
const EXPIRES_KEY = 'cuvee.tokenExpiresAt';
const MASTER_KEY = 'cuvee.masterAccount';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function readMaster(): MasterAccountSummary | null {
  const raw = storage()?.getItem(MASTER_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as MasterAccountSummary;
  } catch {
    return null;
  }
}

export type AuthState = {
  /** The Bearer token (a user session, or a master-account session before choosing). */
  token: string | null;
  expiresAt: string | null;
  user: PublicUser | null;
  /** Present when the session belongs to a master account ('Changer de compte'). */
  masterAccount: MasterAccountSummary | null;
  /** Owner and iam load their shop at login (spec §6). */
  shop: Shop | null;
  /** 'ready' once the user (and shop) behind the token are known, or there is no token. */
  status: 'pending' | 'ready';
};

type AuthActions = {
  /** persist false: kept in memory only (a master-account session before a user is chosen). */
  setToken(token: string, expiresAt: string | null, persist?: boolean): void;
  setMasterAccount(master: MasterAccountSummary | null): void;
  setUser(user: PublicUser | null): void;
  setShop(shop: Shop | null): void;
  markReady(): void;
  clear(): void;
};

const initialToken = storage()?.getItem(TOKEN_KEY) ?? null;

export const useAuthStore = create<AuthState & AuthActions>()((set) => ({
  token: initialToken,
  expiresAt: storage()?.getItem(EXPIRES_KEY) ?? null,
  user: null,
  masterAccount: initialToken ? readMaster() : null,
  shop: null,
  status: initialToken ? 'pending' : 'ready',
  setToken(token, expiresAt, persist = true) {
    if (persist) {
      storage()?.setItem(TOKEN_KEY, token);
      if (expiresAt) storage()?.setItem(EXPIRES_KEY, expiresAt);
      else storage()?.removeItem(EXPIRES_KEY);
    }
    set({ token, expiresAt });
  },
  setMasterAccount(masterAccount) {
    if (masterAccount) storage()?.setItem(MASTER_KEY, JSON.stringify(masterAccount));
    else storage()?.removeItem(MASTER_KEY);
    set({ masterAccount });
  },
  setUser(user) {
    set({ user });
  },
  setShop(shop) {
    set({ shop });
  },
  markReady() {
    set({ status: 'ready' });
  },
  clear() {
    const s = storage();
    s?.removeItem(TOKEN_KEY);
    s?.removeItem(EXPIRES_KEY);
    s?.removeItem(MASTER_KEY);
    set({ token: null, expiresAt: null, user: null, masterAccount: null, shop: null, status: 'ready' });
  },
}));

/** Shortcuts for components. */
export const useCurrentUser = () => useAuthStore((s) => s.user);
export const useCurrentShop = () => useAuthStore((s) => s.shop);
