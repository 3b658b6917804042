import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth.store.ts';
import '../../../lib/common.i18n.ts';
import { publicUser } from '../../../test/public-user.fixture.ts';
import '../commissions.i18n.ts';
import { CommissionsPage } from './commissions.page.tsx';

// /dashboard/analytics/commissions (issue 28): the owner reads each agent's quarter, opens a
// statement with every element and marks it paid (the agent is told by the API); the agent sees
// their own statements only, with no board and no move.

const agent = { id: 'a1', name: 'Sophie Commerce', email: 'agent@cuvee.demo' };
const statement = (status: string) => ({
  id: 's1',
  agent,
  quarter: '2026-T3',
  periodFrom: '2026-07-01',
  periodTo: '2026-09-30',
  dueOn: '2026-10-31',
  basis: 'invoicesPaid',
  baseCents: 340_000,
  commissionCents: 34_000,
  byRate: [{ rateBp: 1000, baseCents: 340_000 }],
  elements: [
    {
      sourceId: 'i1',
      kind: 'invoice',
      number: 'F-2026-00001',
      clientName: 'Cave des Papilles',
      typology: 'caviste',
      earnedOn: '2026-08-10',
      carriedOver: false,
      htCents: 240_000,
      parts: [{ family: 'product', htCents: 240_000, rateBp: 1000, ruleId: 'r1' }],
    },
    {
      sourceId: 'i2',
      kind: 'invoice',
      number: 'F-2026-00002',
      clientName: 'Vins & Terroirs',
      typology: 'caviste',
      earnedOn: '2026-09-25',
      carriedOver: false,
      htCents: 115_000,
      parts: [{ family: 'product', htCents: 115_000, rateBp: 1000, ruleId: 'r1' }],
    },
    {
      sourceId: 'c1',
      kind: 'credit',
      number: 'AV-2026-00001',
      clientName: 'Vins & Terroirs',
      typology: 'caviste',
      earnedOn: '2026-09-25',
      carriedOver: false,
      htCents: -15_000,
      parts: [{ family: 'product', htCents: -15_000, rateBp: 1000, ruleId: 'r1' }],
    },
  ],
  status,
  paidAt: status === 'paid' ? '2026-11-28T10:00:00Z' : null,
  paidReference: null,
  createdAt: '2026-11-01T08:00:00Z',
});
const board = {
  success: true,
  quarter: '2026-T3',
  dueOn: '2026-10-31',
  ended: true,
  rows: [
    {
      agent,
      rateBp: 1000,
      basis: 'invoicesPaid',
      statementId: 's1',
      status: 'late',
      baseCents: 340_000,
      commissionCents: 34_000,
      elements: 3,
      dueOn: '2026-10-31',
      paidAt: null,
    },
  ],
  totals: { dueCents: 34_000, paidCents: 0, previewCents: 0 },
  quarters: ['2026-T4', '2026-T3'],
};

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
          message: 'Commissions du T3 2026 marquées payées',
          statement: statement('paid'),
        });
      if (url.includes('/v1/commissions/board')) return Response.json(board);
      if (url.includes('/rules'))
        return Response.json({
          success: true,
          agent,
          rules: [
            {
              id: 'r1',
              validFrom: '2025-01-01',
              basis: 'invoicesPaid',
              rateBp: 1000,
              typology: null,
              family: null,
              createdAt: '2025-01-01T00:00:00Z',
            },
          ],
        });
      if (url.includes('/v1/commissions/mine'))
        return Response.json({ success: true, statements: [statement('due')] });
      return Response.json({ success: true, statement: statement('late') });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.setState({ token: null, user: null, shop: null, status: 'ready' });
});

function show(role: 'owner' | 'agent') {
  const user = publicUser(role);
  useAuthStore.setState({ token: 't', user, shop: (user.shops[0] ?? null) as never, status: 'ready' });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/dashboard/analytics/commissions?quarter=2026-T3']}>
        <CommissionsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

it('shows each agent’s quarter, a statement with every element, and marks it paid', async () => {
  show('owner');
  const [row] = await screen.findAllByTestId('commission-row');
  expect(row).toHaveTextContent('Sophie Commerce');
  expect(row).toHaveTextContent('340,00');
  expect(row).toHaveTextContent('En retard');
  expect(screen.getByTestId('total-due')).toHaveTextContent('340,00');

  await userEvent.click(within(row!).getByRole('button', { name: 'Détail Sophie Commerce' }));
  const dialog = await screen.findByRole('dialog', { name: /Sophie Commerce — T3 2026/ });
  await waitFor(() => expect(within(dialog).getAllByTestId('commission-element')).toHaveLength(3));
  expect(within(dialog).getByText('AV-2026-00001', { exact: false })).toBeInTheDocument();
  expect(within(dialog).getByTestId('commission-due')).toHaveTextContent('340,00');
  expect(dialog).toHaveTextContent('10 % · factures payées');

  await userEvent.click(within(dialog).getByRole('button', { name: 'Marquer payé' }));
  await userEvent.type(within(dialog).getByLabelText('Référence du virement (facultatif)'), 'VIR-42');
  expect(calls.some((c) => c.method === 'POST')).toBe(false);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
  await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
  expect(calls.find((c) => c.method === 'POST')).toMatchObject({
    url: expect.stringMatching(/\/v1\/commissions\/statements\/s1\/pay$/),
    body: { reference: 'VIR-42' },
  });
});

it('shows the agent their own statements, no board and no move', async () => {
  show('agent');
  expect(await screen.findByRole('heading', { level: 1, name: 'Mes commissions' })).toBeInTheDocument();
  await waitFor(() => expect(screen.getAllByTestId('commission-element')).toHaveLength(3));
  expect(screen.getByTestId('commission-due')).toHaveTextContent('340,00');
  expect(screen.queryByRole('button', { name: 'Marquer payé' })).toBeNull();
  expect(calls.every((c) => c.url.includes('/v1/commissions/mine'))).toBe(true);
});
