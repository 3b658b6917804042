import type { PublicUser, Shop, UpdateMeBody, UpdateShopBody } from '@cuvee/contracts';
import { authRoutes, shopsRoutes, uploadsRoutes, usersRoutes } from '@cuvee/contracts';
import { call } from '../../../lib/api-call.ts';
import { useAuthStore } from '../../../lib/auth.store.ts';

/*
 * The settings pages write the session's own user and shop: the auth store holds them (they
 * are the session, read by every page), so these saves update it rather than a query cache.
 */

export async function saveShop(body: UpdateShopBody): Promise<Shop> {
  const { shop } = await call(shopsRoutes.updateMe, { body });
  useAuthStore.getState().setShop(shop);
  return shop;
}

export async function saveProfile(body: UpdateMeBody): Promise<PublicUser> {
  const { user } = await call(usersRoutes.updateMe, { body });
  useAuthStore.getState().setUser(user);
  return user;
}

/** Other sessions are signed out; this one continues with the fresh token. */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  const { jwt } = await call(authRoutes.changePassword, { body: { currentPassword, newPassword } });
  useAuthStore.getState().setToken(jwt, new Date(Date.now() + 24 * 3600_000).toISOString());
}

/** Sends a cropped image (re-encoded and resized by the API) and answers its URL, or null. */
export async function uploadImage(blob: Blob, kind: 'logo' | 'banner'): Promise<string | null> {
  const form = new FormData();
  form.set('file', blob, `${kind}.png`);
  try {
    const answer = await call(uploadsRoutes.create, { query: { kind } }, { form, silent: true });
    return answer.url;
  } catch {
    return null;
  }
}
