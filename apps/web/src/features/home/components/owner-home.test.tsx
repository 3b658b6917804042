import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth.store.ts';
import { publicUser } from '../../../test/public-user.fixture.ts';
import { OwnerHome } from './owner-home.tsx';

// Issue 28, part 6 (decision 0169): a collaborator whose shop suspended or removed them signs in
// to a home that says why, and asks the API for nothing of the shop.

let asked: string[];
beforeEach(() => {
  asked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      return Response.json({ success: true, figures: {} });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function show(shops: 'member' | 'none') {
  const user = publicUser('iam', null);
  useAuthStore.setState({
    token: 'jeton',
    user: shops === 'none' ? { ...user, shops: [] } : user,
    shop: null,
    status: 'ready',
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <OwnerHome notifications={<p>Dernières notifications</p>} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

it('tells a collaborator no shop keeps that their access is suspended or removed, and reads nothing of a shop', async () => {
  show('none');
  expect(screen.getByText('Vous ne travaillez plus pour aucune boutique.')).toBeInTheDocument();
  expect(screen.getByText('Votre accès est suspendu ou a été retiré')).toBeInTheDocument();
  expect(screen.getByText(/Changer de compte/)).toBeInTheDocument();
  expect(screen.getByText('Dernières notifications')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Créer' })).not.toBeInTheDocument();
  await new Promise((r) => setTimeout(r, 0));
  expect(asked).toEqual([]);
});

it('greets a collaborator of a shop with the shop they work for', async () => {
  show('member');
  expect(screen.getByText('Vous travaillez pour Domaine Démo.')).toBeInTheDocument();
  expect(screen.queryByText('Votre accès est suspendu ou a été retiré')).not.toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Créer' })).toBeInTheDocument();
});
