import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth.store.ts';
import { invoiceSummary, ORDER, SHOP } from '../../test/invoice.fixture.ts';
import { publicUser } from '../../test/public-user.fixture.ts';
import { OrderInvoicesPanel } from './invoices.slots.tsx';

// The order's invoices panel: its documents, and the issuing buttons only for invoices.write.

const invoice = invoiceSummary;

let calls: { method: string; url: string; body: unknown }[];
let invoices: unknown[];
beforeEach(() => {
  calls = [];
  invoices = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : null });
      const kind = new URL(url, 'http://x').searchParams.get('kind');
      const body =
        method === 'GET'
          ? { success: true, total: 0, invoices: invoices.filter((i) => (i as typeof invoice).kind === kind) }
          : { success: true, message: 'La facture F-2026-00042 est émise', invoice };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.setState({ token: null, user: null, shop: null, status: 'ready' });
});

function show(role: 'owner' | 'iam', authorizations: Record<string, boolean> | null = null) {
  useAuthStore.setState({
    token: 'jeton',
    user: publicUser(role, authorizations, SHOP),
    shop: null,
    status: 'ready',
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <OrderInvoicesPanel id={ORDER} />
    </QueryClientProvider>,
  );
}

it("posts 'Facturer' for an order without invoice, and offers a deposit", async () => {
  show('owner');
  expect(await screen.findByText('Aucune facture émise pour cette commande.')).toBeVisible();
  expect(screen.getByRole('button', { name: "Facture d'acompte" })).toBeVisible();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Facturer' }));
  const post = calls.find((c) => c.method === 'POST');
  expect(post?.url).toMatch(/\/v1\/invoices$/);
  expect(post?.body).toEqual({ orderId: ORDER });
});

it('lists the invoice with its balance and status, and credits it with a reason', async () => {
  invoices = [invoice];
  show('owner');
  const row = await screen.findByTestId('invoice-row');
  expect(within(row).getByText('F-2026-00042')).toBeVisible();
  expect(within(row).getByText('Payée en partie')).toBeVisible();
  expect(within(row).getByText(/Reste dû : 100,00/)).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Facturer' })).toBeNull();
  const user = userEvent.setup();
  await user.click(within(row).getByRole('button', { name: 'Établir un avoir' }));
  await user.click(screen.getByRole('button', { name: 'Établir l’avoir' }));
  expect(await screen.findByText('Indiquez le motif de l’avoir')).toBeVisible();
  expect(calls.some((c) => c.method === 'POST')).toBe(false);
  await user.type(screen.getByLabelText('Motif'), 'Casse au transport');
  await user.click(screen.getByRole('button', { name: 'Établir l’avoir' }));
  const post = calls.find((c) => c.method === 'POST');
  expect(post?.url).toMatch(/\/v1\/invoices\/[^/]+\/credit-note$/);
  expect(post?.body).toEqual({ reason: 'Casse au transport' });
});

it('hides every button from a collaborator without billOrder', async () => {
  invoices = [invoice];
  show('iam', { seeAllOrder: true, billOrder: false });
  await screen.findByTestId('invoice-row');
  expect(screen.queryByRole('button')).toBeNull();
});
