import { ApiError, api } from './api-client.ts';
import { useLightQuery } from './light-query.ts';

export type PublicShop = {
  id: string;
  code: string;
  urlShop: string;
  name: string;
  editedShop: { color?: string; banner?: string | null; logo?: string | null };
};

async function fetchPublicShop(key: string, signal: AbortSignal): Promise<PublicShop | null> {
  try {
    const answer = await api<{ shop: PublicShop }>(`/v1/shops/${encodeURIComponent(key)}`, {
      silent: true,
      anonymous: true,
      signal,
    });
    return answer.shop;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** GET /v1/shops/:id (id, public code or url name), anonymous; a 404 answers null. */
export function usePublicShop(key: string | null | undefined) {
  const state = useLightQuery(key ? `shop:${key}` : null, (signal) => fetchPublicShop(key ?? '', signal));
  return {
    data: state.data,
    isPending: Boolean(key) && (state.status === 'idle' || state.status === 'loading'),
    isSuccess: state.status === 'success',
  };
}
