import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth.store.ts';
import '../../lib/common.i18n.ts';
import { publicUser } from '../../test/public-user.fixture.ts';
import { pages } from './dashboard.area.tsx';

// /dashboard/orders is a buyer's own orders, and the shop's orders for its staff who may see them
// (seeAllOrder); an agent's own across their producers (decision 0167).

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ success: true, orders: [], total: 0 })),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.setState({ token: null, user: null, shop: null, status: 'ready' });
});

function showOrdersAs(role: 'buyer' | 'owner' | 'agent') {
  useAuthStore.setState({ token: 't', user: publicUser(role), shop: null, status: 'ready' });
  const Page = pages['dashboard.orders.list'];
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/dashboard/orders']}>
        <Page />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

it('gives a buyer their orders', async () => {
  showOrdersAs('buyer');
  expect(await screen.findByRole('heading', { name: 'Mes commandes' })).toBeInTheDocument();
  expect(await screen.findByText('Vous n’avez pas encore passé de commande')).toBeInTheDocument();
});

it("gives an owner the shop's orders, with their client", async () => {
  showOrdersAs('owner');
  expect(await screen.findByRole('heading', { name: 'Commandes' })).toBeInTheDocument();
  expect(await screen.findByText('Aucune commande')).toBeInTheDocument();
  const asked = vi.mocked(fetch).mock.calls.map(([url]) => String(url));
  expect(asked.some((url) => url.includes('/v1/orders?'))).toBe(true);
  expect(asked.some((url) => url.includes('/v1/orders/mine'))).toBe(false);
});

it('gives an agent their own orders, across the producers they work for (decision 0167)', async () => {
  showOrdersAs('agent');
  expect(await screen.findByRole('heading', { name: 'Mes commandes' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Bientôt disponible' })).toBeNull();
  const asked = vi.mocked(fetch).mock.calls.map(([url]) => String(url));
  expect(asked.some((url) => url.includes('/v1/agent/orders?'))).toBe(true);
  expect(asked.some((url) => /\/v1\/orders\?/.test(url))).toBe(false);
});
