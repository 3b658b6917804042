import type { ManagedProduct } from '@cuvee/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it } from 'vitest';
import { useAuthStore } from '../../../lib/auth.store.ts';
import '../../../lib/common.i18n.ts';
import { publicUser } from '../../../test/public-user.fixture.ts';
import '../orders.i18n.ts';
import { DraftLines, draftNet } from './order-add.lines.tsx';
import { OrderAddPage } from './order-add.page.tsx';

// Entering a document: the title per kind, the refusal without client or lines, a line's net
// through the domain's lineNet (typed unit price less the discount).

const product = {
  id: 'p1',
  name: 'Château Démo',
  formats: [{ id: 'f1', nameInShop: 'Bouteille 75 cl', price: 1200, unity: 'cl', unityValue: 75 }],
  vintages: [{ id: 'v1', name: '2022' }],
} as unknown as ManagedProduct;
const line = {
  key: 'k',
  product,
  formatId: 'f1',
  vintage: '2022',
  quantity: 6,
  discountPct: 10,
  unitHt: '10',
};

function page(url: string) {
  const user = publicUser('owner');
  useAuthStore.setState({ token: 't', user, shop: (user.shops[0] ?? null) as never, status: 'ready' });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[url]}>
        <OrderAddPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => useAuthStore.setState({ token: null, user: null, shop: null, status: 'ready' }));

it('titles a quote and asks for a client and a product before saving', () => {
  page('/dashboard/orders/add?subType=quote');
  expect(screen.getByRole('heading', { name: 'Nouveau devis' })).toBeInTheDocument();
  expect(screen.getByLabelText("Valable jusqu'au")).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(screen.getAllByText('Ajoutez au moins un produit.').length).toBeGreaterThan(0);
});

it('shows a line net less its discount', () => {
  expect(draftNet(line)).toBe(5400);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <DraftLines lines={[line]} onChange={() => {}} free={false} />
    </QueryClientProvider>,
  );
  expect(screen.getByLabelText('Net HT')).toHaveTextContent('54,00');
});
