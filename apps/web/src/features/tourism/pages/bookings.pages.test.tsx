import { parisDay } from '@cuvee/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/common.i18n.ts';
import { booking, type Call, event, show, signOut, slot, stubApi } from '../tourism.testing.tsx';
import { BookingPage } from './booking.page.tsx';
import { BookingAddPage } from './booking-add.page.tsx';
import { BookingsPage } from './bookings.page.tsx';

// The bookings' screens (issue 27) against a stubbed API: the day's list with its filters, empty
// state and the tourist-tax CSV; a booking taken by phone (slots with places left, none that day,
// the API's refusal); a booking's page: participants, check-in from its QR code, cancellation
// under the event's terms.

const ok = { success: true };
const asked = (calls: Call[], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.path === path);
afterEach(() => {
  vi.restoreAllMocks();
  signOut();
});

describe('the bookings of a day', { timeout: 30_000 }, () => {
  it('lists today’s bookings with their status, persons and amount; the previous day is one click away', async () => {
    const calls = stubApi((c) => {
      if (c.path === '/v1/reservations') return { body: { ...ok, total: 1, bookings: [booking()] } };
      if (c.path === '/v1/reservations/events') return { body: { ...ok, total: 1, events: [event] } };
      return undefined;
    });
    show(<BookingsPage />, '/dashboard/reservations');
    const row = await screen.findByTestId('booking-row');
    expect(row).toHaveTextContent('Marie Dupont');
    expect(row).toHaveTextContent('2 personnes');
    expect(row).toHaveTextContent('Adulte × 2, Enfant sur les genoux × 1');
    expect(row).toHaveTextContent('50,00 €');
    expect(within(row).getByTestId('status-chip')).toHaveTextContent('Confirmée');
    const today = parisDay(new Date());
    expect(asked(calls, 'GET', '/v1/reservations')[0]?.search).toContain(`day=${today}`);

    await userEvent.click(screen.getByRole('button', { name: 'Jour précédent' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('day='));
    await waitFor(() => expect(asked(calls, 'GET', '/v1/reservations').length).toBeGreaterThan(1));
    expect(asked(calls, 'GET', '/v1/reservations').at(-1)?.search).not.toContain(`day=${today}`);
  });

  it('says when nobody is expected that day', async () => {
    stubApi((c) =>
      c.path === '/v1/reservations'
        ? { body: { ...ok, total: 0, bookings: [] } }
        : { body: { ...ok, total: 0, events: [] } },
    );
    show(<BookingsPage />, '/dashboard/reservations');
    expect(await screen.findByText('Aucune réservation ce jour-là')).toBeInTheDocument();
  });

  it('downloads the tourist-tax statement of the half-year chosen', async () => {
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:tax');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const calls = stubApi((c) => {
      if (c.path === '/v1/reservations/tourist-tax.csv') return { body: 'commune;nuits\r\n' };
      if (c.path === '/v1/reservations') return { body: { ...ok, total: 0, bookings: [] } };
      return { body: { ...ok, total: 0, events: [] } };
    });
    show(<BookingsPage />, '/dashboard/reservations');
    await userEvent.click(await screen.findByRole('button', { name: 'Relevé de taxe de séjour' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Télécharger le CSV' }));
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
    expect(asked(calls, 'GET', '/v1/reservations/tourist-tax.csv')[0]?.search).toMatch(
      /^\?half=\d{4}-H[12]$/,
    );
  });
});

const client = {
  id: '0190a0b0-0000-7000-8000-0000000000c1',
  kind: 'individual',
  displayName: 'Cave du Port',
  company: null,
  firstname: 'Jean',
  lastname: 'Port',
  email: 'jean@caveduport.fr',
  phone: '05 56 00 00 00',
  city: 'Bordeaux',
  typology: 'particulier',
  tags: [],
  agent: null,
  prospectStatus: null,
  nextAction: null,
  nextActionOn: null,
  account: 'none',
  createdAt: '2026-01-01T00:00:00Z',
};

describe('a booking taken by phone', { timeout: 60_000 }, () => {
  // A slot still to come whatever the hour the suite runs (the picker offers only those).
  const morning = slot(
    '0190a0b0-0000-7000-8000-00000000aa01',
    new Date(Date.now() + 3_600_000).toISOString(),
    9,
  );
  const answers = (slots: unknown[], create?: { status: number; body: unknown }) => (c: Call) => {
    if (c.path === '/v1/clients') return { body: { ...ok, total: 1, clients: [client] } };
    if (c.path === '/v1/reservations/events') return { body: { ...ok, total: 1, events: [event] } };
    if (c.path === `/v1/reservations/events/${event.id}`) return { body: { ...ok, event } };
    if (c.path === `/v1/reservations/events/${event.id}/slots`)
      return { body: { ...ok, total: slots.length, slots } };
    if (c.method === 'POST' && c.path === '/v1/reservations')
      return create ?? { body: { ...ok, booking: booking() } };
    return undefined;
  };

  async function fill() {
    await userEvent.type(screen.getByRole('combobox', { name: 'Client' }), 'Cave');
    await userEvent.click(await screen.findByRole('option', { name: /Cave du Port/ }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Événement' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Dégustation des cuvées' }));
  }

  it('offers the day’s slots with their places left, counts the persons, and books for the client', async () => {
    const calls = stubApi(answers([morning]));
    show(<BookingAddPage />, '/dashboard/reservations/add');
    await fill();
    const picker = await screen.findByTestId('slot-picker');
    const choice = within(picker).getByRole('button', { name: /3 places restantes/ });
    await userEvent.click(choice);
    await userEvent.click(screen.getByRole('button', { name: 'Un de plus : Adulte' }));
    await userEvent.click(screen.getByRole('button', { name: 'Un de plus : Adulte' }));
    await userEvent.click(screen.getByRole('button', { name: 'Un de plus : Enfant sur les genoux' }));
    expect(screen.getByTestId('booking-total')).toHaveTextContent('50,00 €');
    expect(screen.getByTestId('booking-total')).toHaveTextContent('2 personnes');
    expect(screen.getByRole('textbox', { name: /^Nom/ })).toHaveValue('Cave du Port');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer la réservation' }));
    await waitFor(() => expect(asked(calls, 'POST', '/v1/reservations')).toHaveLength(1));
    expect(asked(calls, 'POST', '/v1/reservations')[0]?.body).toMatchObject({
      eventId: event.id,
      slotId: morning.id,
      clientId: client.id,
      persons: [
        { rateId: 'adult', quantity: 2 },
        { rateId: 'lap', quantity: 1 },
      ],
      contact: { name: 'Cave du Port', email: 'jean@caveduport.fr', phone: '05 56 00 00 00' },
      language: 'fr',
    });
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(`/dashboard/reservations/${booking().id}`),
    );
  });

  it('says « Aucun créneau disponible » for a day without slot', async () => {
    stubApi(answers([]));
    show(<BookingAddPage />, '/dashboard/reservations/add');
    await fill();
    expect(await screen.findByText('Aucun créneau disponible')).toBeInTheDocument();
  });

  it('shows the API’s French refusal when the last places went meanwhile', async () => {
    stubApi(
      answers([morning], {
        status: 409,
        body: { success: false, message: 'Nombre de places maximum atteint pour ce créneau' },
      }),
    );
    show(<BookingAddPage />, '/dashboard/reservations/add');
    await fill();
    await userEvent.click(within(await screen.findByTestId('slot-picker')).getAllByRole('button')[0]!);
    await userEvent.click(screen.getByRole('button', { name: 'Un de plus : Adulte' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer la réservation' }));
    expect(await screen.findByTestId('booking-refusal')).toHaveTextContent(
      'Nombre de places maximum atteint pour ce créneau',
    );
    expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/reservations/add');
  });
});

describe('a booking’s page', { timeout: 30_000 }, () => {
  const ID = booking().id;
  const route = '/dashboard/reservations/:id';
  const answers =
    (over: Record<string, unknown> = {}) =>
    (c: Call) => {
      if (c.method === 'GET' && c.path === `/v1/reservations/${ID}`)
        return { body: { ...ok, booking: booking(over) } };
      if (c.path === `/v1/reservations/events/${event.id}`) return { body: { ...ok, event } };
      if (
        c.method === 'POST' &&
        (c.path === '/v1/reservations/check-in' || c.path === `/v1/reservations/${ID}/check-in`)
      )
        return {
          body: {
            ...ok,
            message: 'Visiteurs enregistrés',
            booking: booking({ checkedInAt: new Date().toISOString() }),
          },
        };
      if (c.method === 'POST' && c.path === `/v1/reservations/${ID}/cancel`)
        return {
          body: {
            ...ok,
            message: 'Réservation annulée',
            refundable: true,
            booking: booking({ status: 'cancelled' }),
          },
        };
      return undefined;
    };

  it('shows the participants by rate and the amounts, and checks the visitors in', async () => {
    const calls = stubApi(answers());
    show(<BookingPage />, `/dashboard/reservations/${ID}`, route);
    expect(screen.getByRole('progressbar', { name: 'Chargement de la réservation…' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Marie Dupont' })).toBeInTheDocument();
    expect(screen.getAllByTestId('participant-line')).toHaveLength(2);
    expect(screen.getByTestId('booking-participants')).toHaveTextContent('ne compte pas dans les places');
    expect(screen.getByTestId('booking-amount')).toHaveTextContent('50,00 €');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer l’arrivée' }));
    await waitFor(() => expect(asked(calls, 'POST', `/v1/reservations/${ID}/check-in`)).toHaveLength(1));
  });

  it('opened from the QR code, offers the check-in at once and sends the code', async () => {
    const calls = stubApi(answers());
    show(<BookingPage />, `/dashboard/reservations/${ID}?checkin=TOKEN-1234`, route);
    const card = await screen.findByTestId('check-in');
    expect(card).toHaveTextContent('QR code scanné : 2 personnes attendues');
    await userEvent.click(within(card).getByRole('button', { name: 'Enregistrer l’arrivée des visiteurs' }));
    await waitFor(() => expect(asked(calls, 'POST', '/v1/reservations/check-in')).toHaveLength(1));
    expect(asked(calls, 'POST', '/v1/reservations/check-in')[0]?.body).toEqual({ token: 'TOKEN-1234' });
  });

  it('cancels after saying the event’s terms make it refundable', async () => {
    const calls = stubApi(answers());
    show(<BookingPage />, `/dashboard/reservations/${ID}`, route);
    await userEvent.click(await screen.findByRole('button', { name: 'Annuler la réservation' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByTestId('cancel-refund')).toHaveTextContent(
      'cette annulation est remboursable',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler la réservation' }));
    await waitFor(() => expect(asked(calls, 'POST', `/v1/reservations/${ID}/cancel`)).toHaveLength(1));
  });

  it('says when the booking does not exist', async () => {
    stubApi(() => undefined);
    show(<BookingPage />, `/dashboard/reservations/${ID}`, route);
    expect(await screen.findByText('Cette réservation est introuvable.')).toBeInTheDocument();
  });
});
