import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { STATUS_GROUP_COLORS } from '../../../design/design-tokens.ts';
import { buyerOrder, buyerOrderDetail } from '../../../test/buyer-order.fixture.ts';
import { fakeFetch } from '../../../test/fake-fetch.ts';
import { MyOrderPage } from './my-order.page.tsx';
import { MyOrdersPage } from './my-orders.page.tsx';

// The buyer's orders against a faked API: what the list and an order show of its answers.

const ID = '11111111-1111-4111-8111-111111111111';
const api = fakeFetch();

function show(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/dashboard/orders" element={<MyOrdersPage />} />
          <Route path="/dashboard/orders/:id" element={<MyOrderPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const page =
  (orders: ReturnType<typeof buyerOrder>[], total = orders.length) =>
  () =>
    Response.json({ success: true, orders, total });

describe('the buyer’s orders list', () => {
  it('shows each order with its seller, total and the status chips of spec §4 in their group colours', async () => {
    api.answers['/v1/orders/mine?limit=20&offset=0'] = page([
      buyerOrder(),
      buyerOrder({
        id: '22222222-2222-4222-8222-222222222222',
        reference: 'CMD-2026-0002',
        seller: { id: 'shop-2', name: 'Maison Seconde', urlShop: 'maison-seconde' },
        status: 'invoiced',
        paymentStatus: 'error',
        totalTTC: 123456,
        itemCount: 12,
      }),
    ]);
    show('/dashboard/orders');
    const rows = await screen.findAllByTestId('order-row');
    expect(rows).toHaveLength(2);
    expect(screen.getByTestId('order-count')).toHaveTextContent('2 commandes');

    const first = rows[0]!;
    expect(within(first).getByRole('link', { name: 'Voir la commande CMD-2026-0001' })).toHaveAttribute(
      'href',
      `/dashboard/orders/${ID}`,
    );
    expect(within(first).getByRole('link', { name: 'Domaine Démo' })).toHaveAttribute(
      'href',
      '/domaine-demo',
    );
    expect(first).toHaveTextContent('20/11/2026');
    expect(first).toHaveTextContent('34,80 €');
    const pending = within(first).getByText('En attente de validation').closest('[data-group]');
    expect(pending).toHaveAttribute('data-group', 'waiting');
    expect(within(first).getByText('En attente de paiement').closest('[data-group]')).toHaveAttribute(
      'data-group',
      'waiting',
    );

    const second = rows[1]!;
    expect(second).toHaveTextContent('1 234,56 €');
    const invoiced = within(second).getByText('Facturée').closest('[data-group]');
    expect(invoiced).toHaveAttribute('data-group', 'finished');
    // Finished is blue with white text; waiting orange (design tokens, spec §4).
    expect(getComputedStyle(invoiced!).backgroundColor).toBe(STATUS_GROUP_COLORS.finished.bg);
    expect(getComputedStyle(invoiced!).color).toBe(STATUS_GROUP_COLORS.finished.fg);
    expect(getComputedStyle(pending!).backgroundColor).toBe(STATUS_GROUP_COLORS.waiting.bg);
    expect(within(second).getByText('Paiement refusé').closest('[data-group]')).toHaveAttribute(
      'data-group',
      'error',
    );
  });

  it('asks the server for the next page', async () => {
    const user = userEvent.setup();
    api.answers['/v1/orders/mine?limit=20&offset=0'] = page([buyerOrder()], 21);
    api.answers['/v1/orders/mine?limit=20&offset=20'] = page(
      [buyerOrder({ id: '33333333-3333-4333-8333-333333333333', reference: 'CMD-2025-0099' })],
      21,
    );
    show('/dashboard/orders');
    expect(await screen.findByText('1–20 sur 21')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /suivante|next/i }));
    expect(await screen.findByText('CMD-2025-0099')).toBeInTheDocument();
    expect(api.asked).toContain('/v1/orders/mine?limit=20&offset=20');
  });

  it('says so when the buyer has no order yet, with a way to the shops', async () => {
    api.answers['/v1/orders/mine?limit=20&offset=0'] = page([]);
    show('/dashboard/orders');
    expect(await screen.findByText('Vous n’avez pas encore passé de commande')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir les producteurs' })).toHaveAttribute('href', '/shops');
    expect(screen.queryByTestId('order-row')).toBeNull();
  });
});

describe('one of the buyer’s orders', () => {
  it('shows its lines with their alcohol taxes, and its totals, delivery and payment', async () => {
    api.answers[`/v1/orders/mine/${ID}`] = () => Response.json({ success: true, order: buyerOrderDetail() });
    show(`/dashboard/orders/${ID}`);
    expect(await screen.findByRole('heading', { name: 'Commande CMD-2026-0001' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Domaine Démo' })).toHaveAttribute('href', '/domaine-demo');
    expect(screen.getByRole('link', { name: 'Mes commandes' })).toHaveAttribute('href', '/dashboard/orders');

    const [wine, corkscrew] = screen.getAllByTestId('order-line');
    expect(wine).toHaveTextContent('Cuvée Prestige · 2022 · Bouteille 75 cl');
    expect(wine).toHaveTextContent('+ 1 offert');
    expect(wine).toHaveTextContent('12,90 €');
    expect(wine).toHaveTextContent('10,75 € HT');
    expect(wine).toHaveTextContent('20 %');
    expect(wine).toHaveTextContent('25,80 €');
    expect(within(wine!).getByTestId('line-excise')).toHaveTextContent(
      'dont droits d’accise : 0,06 € · dont cotisation sécurité sociale : 0,02 €',
    );
    // A line without alcohol says nothing of excise.
    expect(corkscrew).toHaveTextContent('5,5 %');
    expect(within(corkscrew!).queryByTestId('line-excise')).toBeNull();

    expect(screen.getByTestId('total-ht')).toHaveTextContent('Total HT21,50 €');
    expect(screen.getByTestId('total-tva')).toHaveTextContent('TVA4,30 €');
    expect(screen.getByTestId('total-shipping')).toHaveTextContent('Frais de livraison (1 colis)9,00 €');
    expect(screen.getByTestId('total-ttc')).toHaveTextContent('Total TTC34,80 €');
    expect(screen.getByTestId('total-excise')).toHaveTextContent('0,08 €');

    expect(screen.getByTestId('delivery-mode')).toHaveTextContent('Livraison à domicile');
    expect(screen.getByTestId('delivery-address')).toHaveTextContent(
      'Claire Martin8 rue Oberkampf75011 Paris',
    );
    expect(screen.getByTestId('payment-type')).toHaveTextContent('Virement bancaire');
    const chips = screen.getByTestId('order-chips');
    expect(within(chips).getByText('En attente de validation')).toBeInTheDocument();
    expect(within(chips).getByText('En attente de paiement')).toBeInTheDocument();
  });

  it('says the delivery is free once the franco is reached', async () => {
    const order = buyerOrderDetail({
      shipping: 0,
      delivery: { name: 'Livraison à domicile', kind: 'home', parcels: 2, franco: true },
    });
    api.answers[`/v1/orders/mine/${ID}`] = () => Response.json({ success: true, order });
    show(`/dashboard/orders/${ID}`);
    expect(await screen.findByTestId('total-shipping')).toHaveTextContent(
      'Frais de livraison (offerte, franco atteint)0,00 €',
    );
  });

  it('answers ‘Commande introuvable’ for an order that is not the buyer’s', async () => {
    show(`/dashboard/orders/${ID}`);
    expect(await screen.findByRole('heading', { name: 'Commande introuvable' })).toBeInTheDocument();
    expect(screen.queryByTestId('order-line')).toBeNull();
    expect(screen.getByRole('link', { name: 'Mes commandes' })).toHaveAttribute('href', '/dashboard/orders');
  });
});
