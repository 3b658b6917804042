import type { BuyerReservation } from '@cuvee/contracts/tourism.booking-payments';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../../../test/fake-fetch.ts';
import { GroupPaymentPage } from './group-payment.page.tsx';
import { MyReservationsPage } from './my-reservations.page.tsx';

// The buyer's reservations and a payment group's link (issue 27) against a faked API: what they
// show of its answers. Only this file's requests are counted (the DOM is shared per worker).

const api = fakeFetch();

function show(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/dashboard/reservations" element={<MyReservationsPage />} />
          <Route path="/booking-groups/:token" element={<GroupPaymentPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const group = (id: string, name: string, paid: boolean) => ({
  id,
  name,
  share: 1,
  amountCents: 12264,
  paid,
  paidAt: paid ? '2026-06-27T12:00:00Z' : null,
  link: `/booking-groups/tok-${id}`,
});

const booking = (over: Partial<BuyerReservation> = {}): BuyerReservation => ({
  id: '11111111-1111-4111-8111-111111111111',
  status: 'pending',
  event: { id: 'e1', title: 'Nuit au gîte' },
  slot: { startsAt: '2026-07-01T14:00:00Z', endsAt: '2026-07-04T09:00:00Z' },
  shop: { id: 'shop-demo', name: 'Domaine Démo', urlShop: 'domaine-demo' },
  order: { id: 'o1', reference: 'C-000042' },
  countingPersons: 3,
  lines: [
    { label: 'Adulte', quantity: 2, unitPriceCents: 9000 },
    { label: 'Adolescent', quantity: 1, unitPriceCents: 6000 },
  ],
  amountCents: 24000,
  touristTaxCents: 528,
  expiresAt: '2026-06-29T14:00:00Z',
  groups: [group('g1', 'Famille Martin', true), group('g2', 'Famille Durand', false)],
  ...over,
});

describe("the buyer's reservations", () => {
  it('shows each booking with its day, persons, amount with the tourist tax, status and who has paid', async () => {
    api.answers['/v1/me/reservations?limit=20&offset=0'] = () =>
      Response.json({ success: true, total: 1, reservations: [booking()] });
    show('/dashboard/reservations');
    const card = await screen.findByTestId('my-booking');
    expect(card).toHaveTextContent('Nuit au gîte');
    expect(card).toHaveTextContent('Domaine Démo · mercredi 1 juillet 2026, 16:00 · 3 personnes');
    expect(within(card).getByRole('link', { name: 'Commande C-000042' })).toHaveAttribute(
      'href',
      '/dashboard/orders/o1',
    );
    expect(card).toHaveTextContent('Montant : 245,28 €');
    expect(card).toHaveTextContent('dont taxe de séjour 5,28 €');
    expect(within(card).getByTestId('booking-status')).toHaveTextContent('En attente');
    expect(within(card).getByTestId('booking-groups')).toHaveTextContent('1 groupe(s) sur 2 ont payé');
    const groups = within(card).getAllByTestId('booking-group');
    expect(groups[0]).toHaveTextContent('Famille Martin (122,64 €) — a payé');
    expect(groups[1]).toHaveTextContent('Famille Durand (122,64 €) — n’a pas encore payé');
    // The link of a group that has not paid, to pass on to it.
    expect(within(card).getByRole('link', { name: 'Lien de paiement de Famille Durand' })).toHaveAttribute(
      'href',
      '/booking-groups/tok-g2',
    );
    expect(within(card).queryByRole('link', { name: 'Lien de paiement de Famille Martin' })).toBeNull();
    expect(screen.getByTestId('reservation-count')).toHaveTextContent('1 réservation');
    expect(api.asked.filter((u) => u.startsWith('/v1/me/reservations'))).toHaveLength(1);
  });

  it('says there is none, with the way to the estates', async () => {
    api.answers['/v1/me/reservations?limit=20&offset=0'] = () =>
      Response.json({ success: true, total: 0, reservations: [] });
    show('/dashboard/reservations');
    expect(await screen.findByText('Aucune réservation')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Voir les domaines' })).toHaveAttribute('href', '/shops');
  });
});

describe("a payment group's link", () => {
  it("shows the group's share and how to pay it by transfer, with the deadline", async () => {
    api.answers['/v1/booking-groups/tok-famille-durand'] = () =>
      Response.json({
        success: true,
        group: {
          name: 'Famille Durand',
          amountCents: 12264,
          paid: false,
          bookingStatus: 'pending',
          event: { title: 'Nuit au gîte' },
          slot: { startsAt: '2026-07-01T14:00:00Z' },
          shop: { name: 'Domaine Démo', urlShop: 'domaine-demo' },
          transferReference: 'C-000042-2',
          iban: 'FR7630006000011234567890189',
          deadline: '2026-06-29T14:00:00Z',
          paidBy: null,
          cardAvailable: false,
        },
      });
    show('/booking-groups/tok-famille-durand');
    expect(await screen.findByTestId('group-share')).toHaveTextContent('Part de Famille Durand : 122,64 €');
    expect(screen.getByText('Nuit au gîte')).toBeVisible();
    expect(screen.getAllByText(/C-000042-2/)[0]).toBeVisible();
    expect(screen.getByText(/À régler avant le lundi 29 juin 2026/)).toBeVisible();
  });

  it('says so when the link is unknown', async () => {
    show('/booking-groups/inconnu-1234');
    expect(await screen.findByText('Ce lien de paiement n’existe pas ou n’est plus valable.')).toBeVisible();
  });
});
