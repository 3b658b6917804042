import type { OrderBooking } from '@cuvee/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth.store.ts';
import { buyerOrderDetail } from '../../../test/buyer-order.fixture.ts';
import { MyOrderPage } from '../pages/my-order.page.tsx';

// The buyer's order page lists its bookings (issue 27) as GET /v1/orders/mine/:id answers them:
// the event, its day and time in France, the rates × persons and extras, the tourist tax.

const ID = '11111111-1111-4111-8111-111111111111';
let answer: unknown;

beforeEach(() => {
  useAuthStore.setState({ token: null, user: null, shop: null, status: 'ready' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === `/v1/orders/mine/${ID}`
        ? Response.json({ success: true, order: answer })
        : Response.json({ success: false, message: 'Introuvable' }, { status: 404 }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/dashboard/orders/${ID}`]}>
        <Routes>
          <Route path="/dashboard/orders/:id" element={<MyOrderPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const stay: OrderBooking = {
  bookingId: '0190a0b0-0000-7000-8000-0000000000b1',
  eventTitle: 'Nuit au gîte',
  // 15:00 in Paris in summer time.
  slotStart: '2027-07-10T13:00:00.000Z',
  lines: [
    { kind: 'ticket', label: 'Adulte', quantity: 2, unitTTC: 10000, vatRate: 10, totalTTC: 20000 },
    { kind: 'ticket', label: 'Mineur', quantity: 1, unitTTC: 6000, vatRate: 10, totalTTC: 6000 },
    {
      kind: 'optional',
      label: 'Bouteille à emporter',
      quantity: 2,
      unitTTC: 1800,
      vatRate: 20,
      totalTTC: 3600,
    },
    {
      kind: 'touristTax',
      label: 'Taxe de séjour (6 nuitées)',
      quantity: 6,
      unitTTC: 88,
      vatRate: 0,
      totalTTC: 528,
    },
  ],
  touristTax: 528,
  totalTTC: 30128,
};

describe('the buyer’s order page: its bookings (issue 27)', () => {
  it('shows each booking’s event, day and time, rates × persons, extras and tourist tax; no empty wine list', async () => {
    answer = buyerOrderDetail({ lines: [], bookings: [stay], invoices: [] });
    show();
    const booking = await screen.findByTestId('order-booking');
    expect(within(booking).getByRole('heading', { level: 3, name: 'Nuit au gîte' })).toBeInTheDocument();
    expect(within(booking).getByTestId('booking-slot')).toHaveTextContent('Le 10/07/2027 à 15:00');
    const lines = within(booking).getAllByTestId('booking-line');
    expect(lines.map((l) => l.textContent?.replace(/\s/g, ' '))).toEqual([
      'Adulte × 2200,00 €',
      'Mineur × 160,00 €',
      'Bouteille à emporter × 2Option36,00 €',
      'Taxe de séjour (6 nuitées)(hors TVA)5,28 €',
    ]);
    expect(within(booking).getByTestId('booking-total')).toHaveTextContent('301,28 €');
    expect(screen.getByRole('region', { name: 'Réservations' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Articles' })).toBeNull();
  });

  it('an order of wines only shows its wines and no bookings', async () => {
    answer = buyerOrderDetail({ bookings: [], invoices: [] });
    show();
    expect(await screen.findByRole('region', { name: 'Articles' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Réservations' })).toBeNull();
  });
});
