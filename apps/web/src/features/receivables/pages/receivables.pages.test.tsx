import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth.store.ts';
import '../../../lib/common.i18n.ts';
import { publicUser } from '../../../test/public-user.fixture.ts';
import '../receivables.i18n.ts';
import { CreditsPage } from './credits.page.tsx';
import { UnpaidsPage } from './unpaids.page.tsx';

// The unpaids and credit notes on the list-page kit (issue 25): their rows and columns, the
// empty state, the credits' switch in the URL, and a reminder that asks the lists again.

const unpaid = {
  id: '0195a1b2-0000-7000-8000-0000000000f1',
  number: 'F-2026-00042',
  kind: 'invoice',
  orderId: null,
  client: { id: null, name: 'Cave Martin', email: 'achats@cave-martin.fr' },
  issueDate: '2026-10-01',
  dueDate: '2026-10-31',
  payable: 12000,
  paid: 2000,
  credited: 0,
  balance: 10000,
  paymentStatus: 'missing',
  daysLate: 28,
  reminderCount: 1,
  lastReminderAt: null,
};
const credit = {
  id: '0195a1b2-0000-7000-8000-0000000000a1',
  number: 'A-2026-00003',
  issueDate: '2026-11-02',
  client: { id: null, name: 'Cave Martin' },
  creditedInvoice: { id: unpaid.id, number: unpaid.number },
  amount: 3000,
  used: 1000,
  left: 2000,
  creditStatus: 'partial',
};

let calls: { method: string; url: string; body: unknown }[];
let rows: { unpaids: unknown[]; credits: unknown[] };
beforeEach(() => {
  calls = [];
  rows = { unpaids: [unpaid], credits: [credit] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : null });
      const page = { success: true, limit: 25, offset: 0 };
      const body =
        method === 'POST'
          ? {
              success: true,
              message: 'Relance envoyée à 1 client',
              sent: 1,
              reminded: [unpaid.id],
              skipped: [],
            }
          : url.includes('/unpaids')
            ? { ...page, invoices: rows.unpaids, total: rows.unpaids.length }
            : { ...page, credits: rows.credits, total: rows.credits.length };
      return Response.json(body);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.setState({ token: null, user: null, shop: null, status: 'ready' });
});

function show(page: 'unpaids' | 'credits', path = `/dashboard/payments/${page}`) {
  const user = publicUser('owner');
  useAuthStore.setState({ token: 't', user, shop: (user.shops[0] ?? null) as never, status: 'ready' });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        {page === 'unpaids' ? <UnpaidsPage /> : <CreditsPage />}
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const gets = (part: string) => calls.filter((c) => c.method === 'GET' && c.url.includes(part));

it('lists the unpaid invoices under their tabs; Relancer mails one and asks the list again', async () => {
  show('unpaids');
  const list = await screen.findByTestId('unpaids-list');
  const row = (await within(list).findAllByTestId('rx-row'))[0]!;
  expect(within(row).getByText('F-2026-00042')).toBeInTheDocument();
  expect(within(row).getByText('28 jours')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Impayés' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Avoirs' })).toHaveAttribute('href', '/dashboard/payments/credits');
  const before = gets('/v1/payments/unpaids').length;
  await userEvent.click(within(row).getByRole('button', { name: 'Relancer' }));
  await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
  expect(calls.find((c) => c.method === 'POST')).toMatchObject({
    url: expect.stringMatching(/\/v1\/payments\/reminders$/),
    body: { invoiceIds: [unpaid.id] },
  });
  await waitFor(() => expect(gets('/v1/payments/unpaids').length).toBeGreaterThan(before));
});

it('says when nothing is unpaid', async () => {
  rows.unpaids = [];
  show('unpaids');
  expect(await screen.findByText('Aucun impayé')).toBeInTheDocument();
});

it('lists the credit notes with what is left; the switch asks only those to use', async () => {
  show('credits');
  const row = (await within(await screen.findByTestId('credits-list')).findAllByTestId('rx-row'))[0]!;
  expect(within(row).getByText('A-2026-00003')).toBeInTheDocument();
  expect(within(row).getByText('F-2026-00042')).toBeInTheDocument();
  expect(gets('/v1/payments/credits').every((c) => !c.url.includes('usable=true'))).toBe(true);
  await userEvent.click(screen.getByRole('switch', { name: 'Seulement ceux à utiliser' }));
  await waitFor(() => expect(gets('usable=true').length).toBe(1));
});
