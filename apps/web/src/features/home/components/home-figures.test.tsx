import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth.store.ts';
import { publicUser } from '../../../test/public-user.fixture.ts';
import { HomeFigures } from './home-figures.tsx';

// Issue 24, problem 12: the home's figures, each as the API answers it; what the user may not
// read (answered null) is not shown, and nothing else is asked.

const SHOP = '0195a1b2-0000-7000-8000-000000000001';
let asked: string[];
let figures: Record<string, unknown>;
beforeEach(() => {
  asked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      return Response.json({ success: true, figures });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function show(authorizations: Record<string, boolean> | null) {
  useAuthStore.setState({
    token: 'jeton',
    user: publicUser('iam', authorizations, SHOP),
    shop: null,
    status: 'ready',
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <HomeFigures />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

it('shows the turnover of the month HT then TTC, the orders to validate and to ship, the unpaid', async () => {
  figures = {
    turnover: { ht: 125000, ttc: 150000, month: '2026-11' },
    toValidate: { count: 3 },
    toShip: { count: 2 },
    unpaid: { count: 4, amount: 98050 },
  };
  show(null);
  const turnover = await screen.findByTestId('figure-turnover');
  expect(turnover).toHaveTextContent('Chiffre d’affaires de novembre');
  expect(turnover.textContent?.replace(/\s/g, ' ')).toContain('1 250,00 € HT1 500,00 € TTC');
  expect(screen.getByTestId('figure-to-validate')).toHaveTextContent('Commandes à valider3');
  expect(screen.getByTestId('figure-to-ship')).toHaveTextContent('Commandes à expédier2');
  expect(screen.getByTestId('figure-unpaid')).toHaveTextContent('4 factures échues');
  expect(asked).toEqual(['/v1/home/figures']);
});

it('leaves out the unpaid figure a collaborator without seeAllPayment is not answered', async () => {
  figures = {
    turnover: { ht: 0, ttc: 0, month: '2026-11' },
    toValidate: { count: 0 },
    toShip: { count: 1 },
    unpaid: null,
  };
  show({ seeAllOrder: true });
  expect(await screen.findByTestId('figure-to-ship')).toBeInTheDocument();
  expect(screen.queryByTestId('figure-unpaid')).toBeNull();
  expect(screen.queryByText('Impayés')).toBeNull();
});
