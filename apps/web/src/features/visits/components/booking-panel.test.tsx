import type { PublicEvent, Slot } from '@cuvee/contracts/tourism.public';
import { EMPTY_CART } from '@cuvee/domain/cart/cart.reducer';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it } from 'vitest';
import { useAuthStore } from '../../../lib/auth.store.ts';
import { useCartStore } from '../../cart/logic/cart.store.ts';
import { rate } from '../visits.fixtures.ts';
import { BookingPanel } from './booking-panel.tsx';

// The booking of an event's page (issue 27): a day, a slot with its places left, the rates, and
// 'Ajouter au panier' putting the booking in the seller's order of the cart.

const EVENT: PublicEvent = {
  id: 'ev-tasting',
  title: 'Dégustation des Galets',
  description: '',
  visuals: ['/v.webp'],
  kind: 'tasting',
  location: { atEstate: true, address: null },
  languages: ['fr', 'en'],
  durationMinutes: 90,
  capacity: 12,
  minPersons: 1,
  maxPersons: 8,
  rates: [rate('r-adult', 'Adulte', 2500), rate('r-child', 'Enfant', 0, { counting: false })],
  minAmountCents: 0,
  confirmationMessage: '',
  cancellation: { freeUntilHours: 48, text: '' },
  tabId: 'visites',
  stay: null,
  nextSlotAt: null,
};

const slot = (id: string, startsAt: string, placesLeft: number): Slot => ({
  id,
  eventId: EVENT.id,
  startsAt,
  endsAt: startsAt,
  capacity: 12,
  taken: 12 - placesLeft,
  placesLeft,
  status: 'open',
});

const SLOTS = [
  slot('s-sat-10', '2026-12-05T09:00:00Z', 12),
  slot('s-sat-15', '2026-12-05T14:00:00Z', 0),
  slot('s-sun-10', '2026-12-06T09:00:00Z', 2),
];
const SELLER = { id: 'shop-demo', name: 'Domaine Démo' };
const LOADED = { loading: false, retry: null };

beforeEach(() => {
  localStorage.clear();
  useAuthStore.setState({ token: null, user: null, shop: null, status: 'ready' });
  useCartStore.setState({ cart: EMPTY_CART, ownerId: null });
});

it("books 2 adults and a child on a slot into the seller's order, the child taking no place", async () => {
  const user = userEvent.setup();
  render(<BookingPanel event={EVENT} slots={SLOTS} slotsState={LOADED} seller={SELLER} closed={false} />);
  const add = screen.getByTestId('add-booking');
  expect(add).toBeDisabled();
  expect(screen.getByTestId('booking-problem')).toHaveTextContent('Choisissez un créneau pour réserver');

  // The first day's slots, with their places left; a full one cannot be chosen.
  const times = within(screen.getByTestId('slot-times'));
  expect(times.getByRole('radio', { name: /10:00 12 places/ })).toBeEnabled();
  expect(times.getByRole('radio', { name: /15:00 Complet/ })).toBeDisabled();
  await user.click(times.getByRole('radio', { name: /10:00/ }));
  await user.click(screen.getByRole('button', { name: 'Un de plus : Adulte' }));
  await user.click(screen.getByRole('button', { name: 'Un de plus : Adulte' }));
  await user.click(screen.getByRole('button', { name: 'Un de plus : Enfant' }));
  expect(screen.getByTestId('booking-total')).toHaveTextContent('50,00 €');
  await user.click(add);

  const [order] = useCartStore.getState().cart.orders;
  expect(order?.seller).toEqual(SELLER);
  const [booking] = order?.reservations ?? [];
  expect(booking?.selectedSlot.slot.id).toBe('s-sat-10');
  expect(booking?.selectedSlot.slot.name).toBe('samedi 5 décembre 2026, 10:00');
  expect(booking?.selectedPrices.map((p) => [p.label, p.quantity, p.notCounting])).toEqual([
    ['Adulte', 2, false],
    ['Enfant', 1, true],
  ]);
  expect(booking?.totalQuantity).toBe(3);
});

it('refuses more persons than places left on the slot (spec §5), in French', async () => {
  const user = userEvent.setup();
  render(<BookingPanel event={EVENT} slots={SLOTS} slotsState={LOADED} seller={SELLER} closed={false} />);
  await user.click(screen.getByRole('radio', { name: /dim\. 6 déc\./ }));
  await user.click(within(screen.getByTestId('slot-times')).getByRole('radio', { name: /10:00 2 places/ }));
  for (let i = 0; i < 3; i++) await user.click(screen.getByRole('button', { name: 'Un de plus : Adulte' }));
  expect(screen.getByTestId('booking-problem')).toHaveTextContent('Il ne reste que 2 places sur ce créneau');
  expect(screen.getByTestId('add-booking')).toBeDisabled();
  expect(useCartStore.getState().cart.orders).toEqual([]);
});

it("says 'Aucun créneau disponible' when the event has no slot to come", () => {
  render(<BookingPanel event={EVENT} slots={[]} slotsState={LOADED} seller={SELLER} closed={false} />);
  expect(screen.getByTestId('no-slot')).toHaveTextContent('Aucun créneau disponible');
  expect(screen.queryByTestId('slot-times')).toBeNull();
});

it('offers no booking to a shop closed to online orders, and says so', () => {
  render(<BookingPanel event={EVENT} slots={SLOTS} slotsState={LOADED} seller={null} closed />);
  expect(screen.queryByTestId('add-booking')).toBeNull();
  expect(screen.getByText('Les réservations en ligne sont fermées pour cette boutique.')).toBeVisible();
});
