import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth.store.ts';
import { publicUser } from '../../test/public-user.fixture.ts';
import { OrderDocumentsPanel } from './documents.slots.tsx';

const SHOP = '0195a1b2-0000-7000-8000-000000000001';
const ORDER = '0195a1b2-0000-7000-8000-0000000000c1';
const doc = {
  id: '0195a1b2-0000-7000-8000-0000000000d1',
  kind: 'order',
  orderId: ORDER,
  invoiceId: null,
  status: 'generated',
  fileName: 'Bon de commande C-000123.pdf',
  sizeBytes: 20000,
  error: null,
  createdAt: '2026-11-24T10:00:00.000Z',
};

let calls: { method: string; url: string }[];
beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url });
      const body =
        method === 'GET'
          ? { success: true, documents: [doc] }
          : {
              success: true,
              message: 'Le document est en cours de génération',
              documents: [{ ...doc, status: 'pending' }],
            };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  useAuthStore.setState({
    token: 'jeton',
    user: publicUser('owner', null, SHOP),
    shop: null,
    status: 'ready',
  });
});
afterEach(() => vi.unstubAllGlobals());

it("lists the order's documents with their status, and asks for an order confirmation", async () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <OrderDocumentsPanel id={ORDER} />
    </QueryClientProvider>,
  );
  const row = await screen.findByTestId('document-row');
  expect(within(row).getByText('Bon de commande C-000123.pdf')).toBeVisible();
  expect(within(row).getByText('Généré')).toBeVisible();
  expect(within(row).getByRole('button', { name: 'Télécharger' })).toBeEnabled();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Générer : Bon de commande' }));
  expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/v1/documents'))).toBe(true);
});
