import type { PublicUser, Shop, UpdateShopBody } from '@cuvee/contracts';
import { api } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth.store.ts';

export async function saveShop(body: UpdateShopBody): Promise<Shop> {
  const { shop } = await api<{ shop: Shop }>('/v1/shops/me', { method: 'PUT', body });
  useAuthStore.getState().setShop(shop);
  return shop;
}

export async function saveProfile(body: object): Promise<PublicUser> {
  const { user } = await api<{ user: PublicUser }>('/v1/users/me', { method: 'PUT', body });
  useAuthStore.getState().setUser(user);
  return user;
}

/** Other sessions are signed out; this one continues with the fresh token. */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  const { jwt } = await api<{ jwt: string }>('/v1/users/me/password', {
    method: 'PUT',
    body: { currentPassword, newPassword },
  });
  useAuthStore.getState().setToken(jwt, new Date(Date.now() + 24 * 3600_000).toISOString());
}

/** Sends a cropped image (re-encoded and resized by the API) and answers its URL, or null. */
export async function uploadImage(blob: Blob, kind: 'logo' | 'banner'): Promise<string | null> {
  const token = useAuthStore.getState().token;
  const body = new FormData();
  body.set('file', blob, `${kind}.png`);
  try {
    const response = await fetch(`/v1/uploads?kind=${kind}`, {
      method: 'POST',
      body,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    if (!response.ok) return null;
    const answer = (await response.json()) as { url?: unknown };
    return typeof answer.url === 'string' ? answer.url : null;
  } catch {
    return null;
  }
}
