import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth.store.ts';
import '../../../lib/common.i18n.ts';
import { invoiceSummary } from '../../../test/invoice.fixture.ts';
import { publicUser } from '../../../test/public-user.fixture.ts';
import { InvoicesPage } from './invoices.page.tsx';

// The invoices' lists on the list-page kit (issue 25): rows of the kind asked, a row opening its
// order, the empty state, and « no match » with its way back when a filter leaves nothing.

const invoice = invoiceSummary;

let asked: string[];
let invoices: unknown[];
beforeEach(() => {
  asked = [];
  invoices = [invoice];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(String(url));
      return Response.json({ success: true, total: invoices.length, invoices });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.setState({ token: null, user: null, shop: null, status: 'ready' });
});

function show(path: string) {
  const user = publicUser('owner');
  useAuthStore.setState({ token: 't', user, shop: (user.shops[0] ?? null) as never, status: 'ready' });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/dashboard/orders/bills" element={<InvoicesPage kind="invoice" />} />
          <Route path="/dashboard/orders/:id" element={<p>Commande ouverte</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

it('lists the invoices asked, a row opening its order', async () => {
  show('/dashboard/orders/bills');
  expect(screen.getByRole('heading', { level: 1, name: 'Factures' })).toBeInTheDocument();
  const row = (
    await within(await screen.findByTestId('invoices-list')).findAllByTestId('invoice-list-row')
  )[0]!;
  expect(within(row).getByText('Cave Martin')).toBeInTheDocument();
  expect(new URL(asked[0]!, 'http://x').searchParams.get('kind')).toBe('invoice');
  await userEvent.click(within(row).getByText('Cave Martin'));
  expect(await screen.findByText('Commande ouverte')).toBeInTheDocument();
});

it('says when there is none yet, and when the filters leave none (clearing them)', async () => {
  invoices = [];
  show('/dashboard/orders/bills');
  expect(await screen.findByText('Aucune facture pour l’instant')).toBeInTheDocument();
  await userEvent.type(screen.getByRole('searchbox', { name: 'Numéro ou client' }), 'Dupont');
  expect(await screen.findByText('Aucun document ne correspond')).toBeInTheDocument();
  await waitFor(() => expect(asked.some((u) => u.includes('q=Dupont'))).toBe(true));
  await userEvent.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
  expect(await screen.findByText('Aucune facture pour l’instant')).toBeInTheDocument();
});
