import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { onSessionChange } from './session.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: 1 },
    mutations: { retry: false },
  },
});

// Another user's data must never show: every sign-in, switch and sign-out drops the cache.
onSessionChange(() => queryClient.clear());

/**
 * TanStack Query for the pages that use it (dashboard, shops, admin…). Mounted by their
 * layouts, so that the login page does not load it.
 */
export function QueryLayer({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
