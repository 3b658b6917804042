import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth.store.ts';
import '../../../lib/common.i18n.ts';
import { publicUser } from '../../../test/public-user.fixture.ts';
import '../objectives.i18n.ts';
import { BudgetPage } from './budget.page.tsx';
import { ObjectivesPage } from './objectives.page.tsx';

// The objectives' and budget boards (issue 28 part 4): progress bars from the API's figures, an
// objective set in the dialog, a month's budget typed in place; a reader without manageBudget
// sees the board and no way to change it.

const row = (over: object) => ({
  id: 'ob1',
  subject: { kind: 'member', id: 'a', name: 'Sophie Commerce', relation: 'agent' },
  period: '2026-T4',
  targets: { amountHtCents: 1_000_000, bottles: 120, newClients: null },
  achieved: { amountHtCents: 250_000, bottles: 132, newClients: 1, orders: 3 },
  progress: { amountHtCents: 2500, bottles: 11_000, newClients: null },
  ...over,
});
const board = {
  success: true,
  period: '2026-T4',
  from: '2026-10-01',
  to: '2026-12-31',
  rows: [
    row({
      id: 'ob2',
      subject: { kind: 'team', id: 't1', name: 'Équipe Sud', relation: null },
      targets: { amountHtCents: 2_000_000, bottles: null, newClients: null },
      progress: { amountHtCents: 1250, bottles: null, newClients: null },
    }),
    row({}),
  ],
  teams: [{ id: 't1', name: 'Équipe Sud' }],
  members: [
    { id: 'o', name: 'Claire Vigneron', relation: 'owner' },
    { id: 'a', name: 'Sophie Commerce', relation: 'agent' },
    { id: 'p', name: 'Paul Terrain', relation: 'agent' },
  ],
};
const budget = {
  success: true,
  year: 2026,
  months: Array.from({ length: 12 }, (_, i) => ({
    month: `2026-${String(i + 1).padStart(2, '0')}`,
    budgetCents: i === 10 ? 1_500_000 : null,
    achievedCents: i === 10 ? 1_200_000 : 0,
    gapCents: i === 10 ? -300_000 : null,
  })),
  totals: { budgetCents: 1_500_000, achievedCents: 1_200_000 },
};

let calls: { method: string; url: string; body: unknown }[];
beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : null });
      if (url.includes('/v1/budget')) return Response.json({ ...budget, message: 'Budget enregistré' });
      if (method === 'POST')
        return Response.json({
          success: true,
          message: 'Objectif enregistré',
          objective: row({ id: 'ob3' }),
        });
      return Response.json(board);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.setState({ token: null, user: null, shop: null, status: 'ready' });
});

function show(page: React.ReactNode, url: string, authorizations: Record<string, boolean> | null = null) {
  const user = publicUser(authorizations ? 'iam' : 'owner', authorizations);
  useAuthStore.setState({ token: 't', user, shop: (user.shops[0] ?? null) as never, status: 'ready' });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[url]}>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
}

// Many typed keys and a select: patience for a loaded machine.
it('shows each objective’s progress and sets a new one in the dialog', { timeout: 20_000 }, async () => {
  show(<ObjectivesPage />, '/dashboard/analytics/objectives?period=2026-T4');
  const rows = await screen.findAllByTestId('objective-row');
  expect(rows[0]).toHaveTextContent('Équipe Sud');
  const sophie = rows[1]!;
  expect(
    within(sophie).getByRole('progressbar', {
      name: /Montant HT : 2\s500,00\s€ sur 10\s000,00\s€ \(25\s%\)/,
    }),
  ).toBeInTheDocument();
  expect(
    within(sophie).getByRole('progressbar', { name: /Bouteilles : 132 sur 120 \(110\s%\)/ }),
  ).toBeInTheDocument();
  // No target on new clients: no bar for it.
  expect(within(sophie).queryByRole('progressbar', { name: /Nouveaux clients/ })).toBeNull();

  await userEvent.click(screen.getByRole('button', { name: 'Nouvel objectif' }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Choisissez une personne ou une équipe');
  await userEvent.click(within(dialog).getByRole('combobox', { name: /Pour/ }));
  await userEvent.click(await screen.findByRole('option', { name: /Paul Terrain/ }));
  await userEvent.type(within(dialog).getByLabelText('Montant HT (€)'), '8 000');
  await userEvent.type(within(dialog).getByLabelText('Nouveaux clients'), 'deux');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Saisissez un nombre positif');
  expect(calls.some((c) => c.method === 'POST')).toBe(false);
  await userEvent.clear(within(dialog).getByLabelText('Nouveaux clients'));
  await userEvent.type(within(dialog).getByLabelText('Nouveaux clients'), '2');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
  expect(calls.find((c) => c.method === 'POST')).toMatchObject({
    url: expect.stringMatching(/\/v1\/objectives$/),
    body: {
      subjectKind: 'member',
      subjectId: 'p',
      period: '2026-T4',
      amountHtCents: 800_000,
      bottles: null,
      newClients: 2,
    },
  });
});

it('shows a reader without manageBudget the board and no way to change it', async () => {
  show(<ObjectivesPage />, '/dashboard/analytics/objectives', { goalsAnalytics: true });
  await screen.findAllByTestId('objective-row');
  expect(screen.queryByRole('button', { name: 'Nouvel objectif' })).toBeNull();
  expect(screen.queryByRole('button', { name: /Modifier l’objectif/ })).toBeNull();
  expect(screen.getByRole('button', { name: 'Exporter (CSV)' })).toBeEnabled();
});

it('types a month’s budget in place and shows the gap', async () => {
  show(<BudgetPage />, '/dashboard/analytics/budget?year=2026');
  const months = await screen.findAllByTestId('budget-month');
  expect(months).toHaveLength(12);
  expect(within(months[10]!).getByTestId('budget-gap')).toHaveTextContent('-3 000,00');
  const march = screen.getByLabelText('Budget HT de mars 2026 (€)');
  await userEvent.type(march, 'beaucoup{Enter}');
  expect(march).toHaveAttribute('aria-invalid', 'true');
  expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  await userEvent.clear(march);
  await userEvent.type(march, '9 500{Enter}');
  await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
  expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
    url: expect.stringMatching(/\/v1\/budget\/2026\/3$/),
    body: { amountHtCents: 950_000 },
  });
});
