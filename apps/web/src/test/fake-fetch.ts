import { afterEach, beforeEach, vi } from 'vitest';
import { useAuthStore } from '../lib/auth.store.ts';

/**
 * A faked API for a component test file: `answers[url]` answers a GET of that exact URL (404
 * otherwise), `asked` the URLs this file's components asked (the DOM is shared per worker: count
 * only these). Signed out before each test.
 */
export function fakeFetch() {
  const api = { answers: {} as Record<string, () => Response>, asked: [] as string[] };
  beforeEach(() => {
    api.asked = [];
    api.answers = {};
    useAuthStore.setState({ token: null, user: null, shop: null, status: 'ready' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        api.asked.push(url);
        const answer = api.answers[url];
        return answer ? answer() : Response.json({ success: false, message: 'Introuvable' }, { status: 404 });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());
  return api;
}
