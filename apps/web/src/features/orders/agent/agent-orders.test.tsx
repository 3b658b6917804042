import type { AgentOrder } from '@cuvee/contracts/agent-orders';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth.store.ts';
import '../../../lib/common.i18n.ts';
import { publicUser } from '../../../test/public-user.fixture.ts';
import { AgentOrderPage } from './agent-order.page.tsx';
import { AgentOrdersPage, AgentSamplesPage } from './agent-orders.page.tsx';

// The agent's own orders and samples (decision 0167): their rows as GET /v1/agent/orders answers
// them, the producer named when they work for several, the filters asked of the server, a row
// opening the order read only, and another's order told as not theirs.

const ID = '11111111-1111-4111-8111-111111111111';
const row = (over: Partial<AgentOrder> = {}): AgentOrder => ({
  id: ID,
  kind: 'order',
  reference: 'T-000042',
  status: 'validated',
  shop: { id: 's1', name: 'Domaine Démo' },
  client: { id: 'c1', name: 'Cave du Port' },
  createdAt: '2026-11-20T10:00:00.000Z',
  totalHtCents: 12_000,
  totalTtcCents: 14_400,
  items: 12,
  ...over,
});
let list: AgentOrder[] = [];

function agentOfTwo() {
  const user = publicUser('agent');
  user.shops = [
    ...user.shops,
    { ...user.shops[0]!, id: 's2', name: 'Maison Seconde', urlShop: 'maison-seconde' },
  ];
  useAuthStore.setState({ token: 't', user, shop: null, status: 'ready' });
}

beforeEach(() => {
  agentOfTwo();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.startsWith('/v1/agent/orders?'))
        return Response.json({ success: true, orders: list, total: list.length });
      if (url === `/v1/agent/orders/${ID}`)
        return Response.json({
          success: true,
          order: {
            ...row(),
            notes: 'Prise en tournée le 20/11/2026',
            shippingCents: 0,
            tvaCents: 2_400,
            lines: [
              {
                id: 'l1',
                label: 'Les Galets Rouge',
                quantity: 12,
                unitHtCents: 1_000,
                totalHtCents: 12_000,
                totalTtcCents: 14_400,
              },
            ],
          },
        });
      return Response.json({ success: false, message: 'Commande introuvable' }, { status: 404 });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.setState({ token: null, user: null, shop: null, status: 'ready' });
});

function show(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/dashboard/orders" element={<AgentOrdersPage />} />
          <Route path="/dashboard/orders/samples" element={<AgentSamplesPage />} />
          <Route path="/dashboard/orders/:id" element={<AgentOrderPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
const asked = () => vi.mocked(fetch).mock.calls.map(([url]) => decodeURIComponent(String(url)));

it('lists the agent’s orders with their producer, client, status and amount, and opens one read only', async () => {
  list = [
    row(),
    row({
      id: '22222222-2222-4222-8222-222222222222',
      reference: 'T-000007',
      shop: { id: 's2', name: 'Maison Seconde' },
      status: 'draft',
    }),
  ];
  show('/dashboard/orders');
  expect(await screen.findByRole('heading', { name: 'Mes commandes' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Mes commandes' });
  expect(within(table).getByRole('columnheader', { name: 'Producteur' })).toBeInTheDocument();
  expect(within(table).getByText('Maison Seconde')).toBeInTheDocument();
  expect(within(table).getAllByText('Cave du Port')).toHaveLength(2);
  expect(within(table).getAllByText(/144,00/)).toHaveLength(2);
  expect(await screen.findByTestId('agent-order-count')).toHaveTextContent('2 documents');
  // No session shop: nothing to enter from here.
  expect(screen.queryByRole('link', { name: 'Nouvelle commande' })).toBeNull();
  expect(
    asked().some((u) => u.includes('kind=order') && u.includes('limit=25') && u.includes('offset=0')),
  ).toBe(true);

  await userEvent.click(within(table).getByRole('link', { name: 'T-000042' }));
  expect(await screen.findByRole('heading', { name: 'Commande T-000042' })).toBeInTheDocument();
  expect(screen.getByText('Lecture seule : la boutique valide, expédie et facture.')).toBeInTheDocument();
  expect(screen.getByText('Les Galets Rouge')).toBeInTheDocument();
  expect(screen.getByTestId('agent-order-total')).toHaveTextContent('144,00');
  expect(screen.queryByRole('button', { name: /Valider|Modifier/ })).toBeNull();
});

it('asks the server for the samples, the status chosen, and says when there is none yet', async () => {
  list = [];
  show('/dashboard/orders/samples?status=draft&shopId=s2');
  expect(await screen.findByRole('heading', { name: 'Mes échantillons' })).toBeInTheDocument();
  expect(await screen.findByText('Aucun document ne correspond')).toBeInTheDocument();
  expect(
    asked().some((u) => u.includes('kind=sample') && u.includes('status=draft') && u.includes('shopId=s2')),
  ).toBe(true);
});

it('tells an order that is not the agent’s as not found, without signing out', async () => {
  show('/dashboard/orders/33333333-3333-4333-8333-333333333333');
  expect(
    await screen.findByText('Cette commande est introuvable ou ne vous concerne pas.'),
  ).toBeInTheDocument();
  expect(useAuthStore.getState().token).toBe('t');
});
