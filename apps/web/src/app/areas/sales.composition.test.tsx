import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { PageSlots, Slot } from '../../components/shared/page-slots.tsx';
import { useAuthStore } from '../../lib/auth.store.ts';
import '../../lib/common.i18n.ts';
import { ORDER } from '../../test/invoice.fixture.ts';
import { publicUser } from '../../test/public-user.fixture.ts';
import { ORDER_SLOTS } from './sales.composition.tsx';

// The order's page's panels: each shown, and asked of the API, only to who may read what it
// lists — the invoices to invoices.read (seeAllOrder), the payments to payments.read
// (seeAllPayment) — as the API's access table decides.

// The panels are lazy chunks: on a loaded machine their first import takes more than a second.
const LAZY = { timeout: 5_000 };

let asked: string[];
beforeEach(() => {
  asked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(String(url));
      return Response.json(
        String(url).includes('/v1/payments')
          ? { success: true, invoices: [], payments: [] }
          : { success: true, total: 0, invoices: [] },
      );
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.setState({ token: null, user: null, shop: null, status: 'ready' });
});

function show(role: 'owner' | 'iam', authorizations: Record<string, boolean> | null = null) {
  const user = publicUser(role, authorizations);
  useAuthStore.setState({ token: 't', user, shop: (user.shops[0] ?? null) as never, status: 'ready' });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <PageSlots slots={ORDER_SLOTS}>
          <Slot name="order.invoices" id={ORDER} />
          <Slot name="order.payments" id={ORDER} />
        </PageSlots>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

it('shows the owner the invoices’ and the payments’ panels of the order', async () => {
  show('owner');
  expect(await screen.findByTestId('order-invoices', {}, LAZY)).toBeInTheDocument();
  expect(await screen.findByTestId('order-payments', {}, LAZY)).toBeInTheDocument();
});

it('shows a collaborator only the panel they may read, and asks nothing of the other', async () => {
  show('iam', { seeAllOrder: true, seeAllPayment: false });
  expect(await screen.findByTestId('order-invoices', {}, LAZY)).toBeInTheDocument();
  expect(screen.queryByTestId('order-payments')).toBeNull();
  expect(asked.some((u) => u.includes('/v1/payments'))).toBe(false);
});
