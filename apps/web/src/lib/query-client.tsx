import { type Query, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { onSessionChange } from './session.ts';

/**
 * Who an answer depends on, in a query's `meta.viewer` (decision 0017):
 * - 'any': the same for everyone (maintenance, a shop's identity, an e-label): kept across sessions;
 * - 'shown': public but shaped by who looks (storefront prices): reloaded in place if on screen;
 * - absent: the signed-in user's own data: dropped.
 */
export type ViewerDependence = 'any' | 'shown';
declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { viewer?: ViewerDependence };
  }
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: 1 },
    mutations: { retry: false },
  },
});

const viewerOf = (query: Query) => query.meta?.viewer;

/**
 * A sign-in, a switch or a sign-out: another user's data must never show, and only what depends
 * on the viewer is asked again — what is on screen, not every page seen before.
 */
export function forgetViewer(client: QueryClient): void {
  client.removeQueries({
    predicate: (q) => viewerOf(q) !== 'any' && !(viewerOf(q) === 'shown' && q.isActive()),
  });
  void client.invalidateQueries({ predicate: (q) => viewerOf(q) === 'shown' });
}

onSessionChange(() => forgetViewer(queryClient));

/** TanStack Query for every page: the app's one cache of server state (decision 0017). */
export function QueryLayer({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
