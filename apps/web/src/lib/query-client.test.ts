import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';

vi.mock('./session.ts', () => ({ onSessionChange: () => () => undefined }));
const { forgetViewer } = await import('./query-client.tsx');

describe('forgetViewer: a sign-in, a switch or a sign-out (decision 0017)', () => {
  it('asks again only what is on screen and depends on the viewer; drops the rest of it', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    const fetched: string[] = [];
    const options = (key: string, viewer?: 'any' | 'shown') => ({
      queryKey: [key],
      queryFn: () => {
        fetched.push(key);
        return key;
      },
      meta: viewer ? { viewer } : undefined,
    });
    const seed = (key: string, viewer?: 'any' | 'shown') => client.fetchQuery(options(key, viewer));
    await Promise.all([
      seed('shown-on-screen', 'shown'),
      seed('shown-seen-before', 'shown'),
      seed('maintenance', 'any'),
      seed('dashboard-list'),
    ]);
    const onScreen = new QueryObserver(client, options('shown-on-screen', 'shown'));
    const unsubscribe = onScreen.subscribe(() => undefined);
    fetched.length = 0;

    forgetViewer(client);
    await vi.waitFor(() => expect(fetched).toEqual(['shown-on-screen']));

    const keys = client
      .getQueryCache()
      .getAll()
      .map((q) => q.queryKey[0]);
    expect(keys.sort()).toEqual(['maintenance', 'shown-on-screen']);
    expect(client.getQueryData(['maintenance'])).toBe('maintenance');
    unsubscribe();
  });
});
