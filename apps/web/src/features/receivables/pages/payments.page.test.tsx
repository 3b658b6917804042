import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth.store.ts';
import '../../../lib/common.i18n.ts';
import { publicUser } from '../../../test/public-user.fixture.ts';
import '../receivables.i18n.ts';
import { PaymentsPage } from './payments.page.tsx';

// A payment entered by mistake is reversed, never deleted (issue 26): 'Contre-passer' asks
// first, saying the original stays visible and a reversing entry is written; a reversed
// payment stays in the list, read as such, with nothing left to reverse.

const payment = (id: string, reversedAt: string | null) => ({
  id,
  invoice: { id: 'i1', number: 'F-2026-00042', paymentStatus: reversedAt ? 'missing' : 'paid', balance: 0 },
  orderId: null,
  orderReference: null,
  client: { id: 'c1', name: 'Cave Martin' },
  type: 'transfer',
  amount: 12000,
  paidOn: '2026-11-20',
  reference: 'VIR-1',
  note: null,
  creditNote: null,
  createdAt: '2026-11-20T10:00:00Z',
  reversedAt,
  reversalReason: null,
});

let calls: { method: string; url: string; body: unknown }[];
beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : null });
      if (method === 'POST')
        return Response.json({
          success: true,
          message: 'Le règlement a été contre-passé',
          payment: payment('p1', '2026-11-28T10:00:00Z'),
          invoice: null,
        });
      const payments = [payment('p1', null), payment('p2', '2026-11-21T09:00:00Z')];
      return Response.json({ success: true, payments, total: payments.length, limit: 25, offset: 0 });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.setState({ token: null, user: null, shop: null, status: 'ready' });
});

it('reverses a payment after a confirmation; a reversed one reads as such and offers nothing', async () => {
  const user = publicUser('owner');
  useAuthStore.setState({ token: 't', user, shop: (user.shops[0] ?? null) as never, status: 'ready' });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/dashboard/payments']}>
        <PaymentsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const rows = await within(await screen.findByTestId('payments-list')).findAllByTestId('rx-row');
  expect(rows).toHaveLength(2);
  expect(within(rows[1]!).getByTestId('payment-reversed')).toHaveTextContent('Contre-passé');
  expect(within(rows[1]!).queryByRole('button', { name: /Contre-passer/ })).toBeNull();
  expect(screen.queryByRole('button', { name: /Supprimer/ })).toBeNull();

  await userEvent.click(
    within(rows[0]!).getByRole('button', { name: /Contre-passer le règlement de 120,00/ }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Contre-passer ce règlement ?' });
  expect(dialog).toHaveTextContent('celui-ci reste visible, une écriture inverse est passée');
  expect(calls.some((c) => c.method === 'POST')).toBe(false);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Contre-passer' }));
  await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
  expect(calls.find((c) => c.method === 'POST')?.url).toMatch(/\/v1\/payments\/p1\/reverse$/);
  expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});
