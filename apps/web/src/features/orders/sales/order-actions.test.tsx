import type { SalesOrderDetail } from '@cuvee/contracts/sales-orders';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { useAuthStore } from '../../../lib/auth.store.ts';
import '../../../lib/common.i18n.ts';
import { publicUser } from '../../../test/public-user.fixture.ts';
import '../orders.i18n.ts';
import { OrderActions } from './order-actions.tsx';

// The order's moves as buttons: those the state allows, hidden when the caller may not.

const order = {
  id: 'o1',
  reference: 'C-000042',
  kind: 'order',
  actions: { order: ['validate', 'refuse', 'cancel'], delivery: [] },
} as unknown as SalesOrderDetail;

function show(role: 'owner' | 'iam', authorizations: Record<string, boolean> | null = null) {
  const user = publicUser(role, authorizations);
  useAuthStore.setState({ token: 't', user, shop: (user.shops[0] ?? null) as never, status: 'ready' });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <OrderActions order={order} />
    </QueryClientProvider>,
  );
}

afterEach(() => useAuthStore.setState({ token: null, user: null, shop: null, status: 'ready' }));

it('shows the owner Valider, Refuser and Annuler, cancelling after a confirmation', async () => {
  show('owner');
  expect(screen.getByRole('button', { name: 'Valider' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Refuser' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Annuler la commande' }));
  expect(await screen.findByText('Annuler la commande C-000042 ?')).toBeInTheDocument();
});

it('hides them from a collaborator without createOrder', () => {
  show('iam', { seeAllOrder: true, createOrder: false });
  expect(screen.queryByRole('button', { name: 'Valider' })).toBeNull();
  expect(screen.queryByRole('group')).toBeNull();
});
