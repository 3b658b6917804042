import type { Booking } from '@cuvee/contracts/tourism.bookings';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth.store.ts';
import { GroupPaymentPage } from './group-payment.page.tsx';
import { MyReservationsPage } from './my-reservations.page.tsx';

// The buyer's reservations and a payment group's link (issue 27) against a faked API: what they
// show of its answers. Only this file's requests are counted (the DOM is shared per worker).

let answers: Record<string, () => Response>;
let asked: string[];

beforeEach(() => {
  asked = [];
  answers = {};
  useAuthStore.setState({ token: null, user: null, shop: null, status: 'ready' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      const answer = answers[url];
      return answer ? answer() : Response.json({ success: false, message: 'Introuvable' }, { status: 404 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function show(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/dashboard/reservations" element={<MyReservationsPage />} />
          <Route path="/reservations/pay/:token" element={<GroupPaymentPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const booking = (over: Partial<Booking> = {}): Booking => ({
  id: '11111111-1111-4111-8111-111111111111',
  status: 'pending',
  source: 'storefront',
  event: { id: 'e1', title: 'Nuit au gîte', kind: 'stay' },
  slot: { id: 's1', startsAt: '2026-07-01T14:00:00Z', endsAt: '2026-07-04T09:00:00Z' },
  orderId: 'o1',
  client: null,
  lines: [
    {
      rateId: 'a',
      label: 'Adulte',
      kind: 'ticket',
      unitPriceCents: 9000,
      quantity: 2,
      counting: true,
      touristTaxExempt: false,
      vatRate: 10,
    },
    {
      rateId: 't',
      label: 'Adolescent',
      kind: 'ticket',
      unitPriceCents: 6000,
      quantity: 1,
      counting: true,
      touristTaxExempt: true,
      vatRate: 10,
    },
  ],
  countingPersons: 3,
  amountCents: 24000,
  touristTaxCents: 528,
  contact: { name: 'Inès Visiteuse', email: 'ines@example.fr', phone: null },
  language: 'fr',
  message: null,
  expiresAt: '2026-06-29T14:00:00Z',
  checkedInAt: null,
  createdAt: '2026-06-27T10:00:00Z',
  payment: {
    groups: [
      { id: 'g1', label: 'Famille Martin', amountCents: 12264, paid: true },
      { id: 'g2', label: 'Famille Durand', amountCents: 12264, paid: false },
    ],
  },
  ...over,
});

describe("the buyer's reservations", () => {
  it('shows each booking with its day, persons, amount with the tourist tax, status and who has paid', async () => {
    answers['/v1/me/reservations?limit=20&offset=0'] = () =>
      Response.json({ success: true, total: 1, bookings: [booking()] });
    show('/dashboard/reservations');
    const card = await screen.findByTestId('my-booking');
    expect(card).toHaveTextContent('Nuit au gîte');
    expect(card).toHaveTextContent('mercredi 1 juillet 2026, 16:00 · 3 personnes');
    expect(card).toHaveTextContent('Montant : 245,28 €');
    expect(card).toHaveTextContent('dont taxe de séjour 5,28 €');
    expect(within(card).getByTestId('booking-status')).toHaveTextContent('En attente');
    expect(within(card).getByTestId('booking-groups')).toHaveTextContent('1 groupe(s) sur 2 ont payé');
    const groups = within(card).getAllByTestId('booking-group');
    expect(groups[0]).toHaveTextContent('Famille Martin (122,64 €) — a payé');
    expect(groups[1]).toHaveTextContent('Famille Durand (122,64 €) — n’a pas encore payé');
    expect(screen.getByTestId('reservation-count')).toHaveTextContent('1 réservation');
    expect(asked.filter((u) => u.startsWith('/v1/me/reservations'))).toHaveLength(1);
  });

  it('says there is none, with the way to the estates', async () => {
    answers['/v1/me/reservations?limit=20&offset=0'] = () =>
      Response.json({ success: true, total: 0, bookings: [] });
    show('/dashboard/reservations');
    expect(await screen.findByText('Aucune réservation')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Voir les domaines' })).toHaveAttribute('href', '/shops');
  });
});

describe("a payment group's link", () => {
  it("shows the group's share, how to pay it by transfer, and who has paid", async () => {
    answers['/v1/reservations/pay/tok-famille-durand'] = () =>
      Response.json({
        success: true,
        group: { name: 'Famille Durand', amountCents: 12264, paid: false },
        booking: {
          status: 'pending',
          eventTitle: 'Nuit au gîte',
          shopName: 'Domaine Démo',
          startsAt: '2026-07-01T14:00:00Z',
          expiresAt: '2026-06-29T14:00:00Z',
        },
        groups: [
          { name: 'Famille Martin', amountCents: 12264, paid: true },
          { name: 'Famille Durand', amountCents: 12264, paid: false },
        ],
        instructions: {
          kind: 'transfer',
          iban: 'FR7630006000011234567890189',
          bic: 'AGRIFRPP',
          bankName: 'Crédit Agricole',
          accountHolder: 'Domaine Démo',
          reference: 'C-000042-G2',
        },
      });
    show('/reservations/pay/tok-famille-durand');
    expect(await screen.findByTestId('group-share')).toHaveTextContent('Part de Famille Durand : 122,64 €');
    expect(screen.getAllByText(/C-000042-G2/)[0]).toBeVisible();
    expect(screen.getByTestId('booking-groups')).toHaveTextContent('1 groupe(s) sur 2 ont payé');
    expect(screen.getByText(/À régler avant le/)).toBeVisible();
  });

  it('says so when the link is unknown', async () => {
    show('/reservations/pay/inconnu-1234');
    expect(await screen.findByText('Ce lien de paiement n’existe pas ou n’est plus valable.')).toBeVisible();
  });
});
