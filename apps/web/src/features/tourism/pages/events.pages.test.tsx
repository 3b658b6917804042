import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import '../../../lib/common.i18n.ts';
import { type Call, event, inDays, show, signOut, slot, stubApi } from '../tourism.testing.tsx';
import { EventFormPage } from './event-form.page.tsx';
import { EventsPage } from './events.page.tsx';

// The events' list and form (issue 27) against a stubbed API: the list's filters, its empty state
// and load error; an event created with its rates and schedule, the API's French refusal at its
// field; a saved event's slots with their places left, one closed.

const ok = { success: true };
const NEW_ID = '0190a0b0-0000-7000-8000-0000000000e2';
afterEach(signOut);

const list = (events: unknown[]) => ({ body: { ...ok, total: events.length, events } });
const asked = (calls: Call[], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.path === path);

describe('the events list', { timeout: 30_000 }, () => {
  it('lists the events with their kind, status, next slot and lowest price; a filter goes to the URL and the query', async () => {
    const calls = stubApi((c) => (c.path === '/v1/reservations/events' ? list([event]) : undefined));
    show(<EventsPage />, '/dashboard/reservations/events');
    const row = await screen.findByTestId('event-row');
    expect(within(row).getByRole('link', { name: 'Dégustation des cuvées' })).toHaveAttribute(
      'href',
      `/dashboard/reservations/events/${event.id}`,
    );
    expect(row).toHaveTextContent('Dégustation');
    expect(within(row).getByTestId('status-chip')).toHaveTextContent('Publié');
    expect(row).toHaveTextContent('25,00 €');
    // The day's bookings are one tab away (the menu leads to the events and the entry).
    expect(screen.getByRole('tab', { name: 'Réservations' })).toHaveAttribute(
      'href',
      '/dashboard/reservations',
    );
    expect(screen.getByRole('link', { name: 'Nouvel événement' })).toHaveAttribute(
      'href',
      '/dashboard/reservations/events/add',
    );

    await userEvent.click(screen.getByRole('combobox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Visite' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('kind=visit'));
    await waitFor(() => expect(calls.some((c) => c.search.includes('kind=visit'))).toBe(true));
  });

  it('says « Aucun événement trouvé » and offers to create one', async () => {
    stubApi((c) => (c.path === '/v1/reservations/events' ? list([]) : undefined));
    show(<EventsPage />, '/dashboard/reservations/events');
    expect(await screen.findByText('Aucun événement trouvé')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('empty-state')).getByRole('link', { name: 'Nouvel événement' }),
    ).toBeInTheDocument();
  });

  it('says when the list cannot be loaded, and asks again on « Réessayer »', async () => {
    const calls = stubApi(() => ({ status: 500, body: { success: false, message: 'Erreur interne' } }));
    show(<EventsPage />, '/dashboard/reservations/events');
    expect(await screen.findByText('La liste des événements n’a pas pu être chargée.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(asked(calls, 'GET', '/v1/reservations/events')).toHaveLength(2));
  });
});

describe('the event form', { timeout: 60_000 }, () => {
  it('creates a tasting with an adult and a child-on-lap rate and two slots a day, then its schedule, and opens it', async () => {
    const calls = stubApi((c) => {
      if (c.method === 'POST' && c.path === '/v1/reservations/events')
        return {
          body: {
            ...ok,
            message: 'L’activité a été créée',
            event: { ...event, id: NEW_ID, title: 'Dégustation du soir' },
          },
        };
      if (c.method === 'PUT' && c.path === `/v1/reservations/events/${NEW_ID}/schedule`)
        return {
          body: {
            ...ok,
            message: 'Créneaux enregistrés',
            event: { ...event, id: NEW_ID },
            created: 40,
            removed: 0,
            kept: 0,
          },
        };
      return undefined;
    });
    show(<EventFormPage />, '/dashboard/reservations/events/add');
    expect(screen.getByRole('heading', { level: 1, name: 'Nouvel événement' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Titre/), 'Dégustation du soir');
    const rows = () => screen.getAllByTestId('rate-row');
    await userEvent.type(within(rows()[0]!).getByLabelText('Libellé'), 'Adulte');
    await userEvent.type(within(rows()[0]!).getByLabelText('Prix TTC (€)'), '25');
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter un tarif' }));
    await userEvent.type(within(rows()[1]!).getByLabelText('Libellé'), 'Enfant sur les genoux');
    await userEvent.type(within(rows()[1]!).getByLabelText('Prix TTC (€)'), '0');
    await userEvent.click(within(rows()[1]!).getByRole('checkbox', { name: 'Compte dans les places' }));

    await userEvent.click(screen.getByRole('button', { name: 'Ajouter une règle' }));
    // The preview expands the rule as typed: Tuesdays and Saturdays at 10:00 and 15:00.
    const preview = await screen.findByTestId('slot-preview', {}, { timeout: 5000 });
    const firstSlots = within(preview).getAllByTestId('slot-row');
    expect(firstSlots.length).toBeGreaterThan(0);
    expect(within(firstSlots[0]!).getByTestId('places-left')).toHaveTextContent('12 places restantes');

    await userEvent.click(screen.getByRole('button', { name: 'Créer l’événement' }));
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(`/dashboard/reservations/events/${NEW_ID}`),
    );
    const [created] = asked(calls, 'POST', '/v1/reservations/events');
    expect(created?.body).toMatchObject({
      title: 'Dégustation du soir',
      kind: 'tasting',
      capacity: 12,
      status: 'published',
      rates: [
        { label: 'Adulte', priceCents: 2500, kind: 'ticket', counting: true },
        { label: 'Enfant sur les genoux', priceCents: 0, kind: 'ticket', counting: false },
      ],
    });
    const [plan] = asked(calls, 'PUT', `/v1/reservations/events/${NEW_ID}/schedule`);
    expect(plan?.body).toMatchObject({
      rules: [{ weekdays: [2, 6], times: ['10:00', '15:00'] }],
      dates: [],
      closedDays: [],
    });
  });

  it('refuses a missing title at its field before asking the API, and shows the API’s French refusal at its field', async () => {
    const calls = stubApi((c) =>
      c.method === 'POST'
        ? {
            status: 400,
            body: { success: false, message: ['capacity : Doit être inférieur ou égal à 10000'] },
          }
        : undefined,
    );
    show(<EventFormPage />, '/dashboard/reservations/events/add');
    await userEvent.click(screen.getByRole('button', { name: 'Créer l’événement' }));
    // The title and the first rate's label, both empty.
    expect(await screen.findAllByText('Ce champ ne peut pas être vide')).toHaveLength(2);
    expect(asked(calls, 'POST', '/v1/reservations/events')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText(/^Titre/), 'Visite');
    const rate = screen.getAllByTestId('rate-row')[0]!;
    await userEvent.type(within(rate).getByLabelText('Libellé'), 'Adulte');
    await userEvent.type(within(rate).getByLabelText('Prix TTC (€)'), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Créer l’événement' }));
    expect(await screen.findByText('Doit être inférieur ou égal à 10000')).toBeInTheDocument();
    expect(asked(calls, 'POST', '/v1/reservations/events')).toHaveLength(1);
  });

  it('shows a saved event’s next slots with their places left, and closes one', async () => {
    const first = slot('0190a0b0-0000-7000-8000-00000000aa01', inDays(2), 9);
    const second = slot('0190a0b0-0000-7000-8000-00000000aa02', inDays(2, 15), 12);
    const calls = stubApi((c) => {
      if (c.method === 'GET' && c.path === `/v1/reservations/events/${event.id}`)
        return { body: { ...ok, event } };
      if (c.method === 'GET' && c.path === `/v1/reservations/events/${event.id}/slots`)
        return { body: { ...ok, total: 2, slots: [first, second] } };
      if (c.method === 'PATCH')
        return { body: { ...ok, message: 'Créneau fermé', slot: { ...first, status: 'closed' } } };
      return undefined;
    });
    show(
      <EventFormPage />,
      `/dashboard/reservations/events/${event.id}`,
      '/dashboard/reservations/events/:id',
    );
    expect(screen.getByRole('progressbar', { name: 'Chargement de l’événement…' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dégustation des cuvées' }),
    ).toBeInTheDocument();
    const rows = await screen.findAllByTestId('slot-row');
    expect(within(rows[0]!).getByTestId('slot-fill')).toHaveTextContent('9 / 12');
    expect(within(rows[0]!).getByTestId('places-left')).toHaveTextContent('3 places restantes');
    expect(within(rows[1]!).getByTestId('places-left')).toHaveTextContent('Complet');
    await userEvent.click(within(rows[0]!).getByRole('button', { name: 'Fermer ce créneau' }));
    await waitFor(() => expect(asked(calls, 'PATCH', `/v1/reservations/slots/${first.id}`)).toHaveLength(1));
    expect(asked(calls, 'PATCH', `/v1/reservations/slots/${first.id}`)[0]?.body).toEqual({
      status: 'closed',
    });
  });

  it('lets an extra draw on a stock line of the shop (a bottle), sent with the rates when saved', async () => {
    const line = {
      id: '0190a0b0-0000-7000-8000-00000000bb01',
      warehouseId: '0190a0b0-0000-7000-8000-00000000bb02',
      warehouseName: 'Chai principal',
      productId: '0190a0b0-0000-7000-8000-00000000bb03',
      productName: 'Les Vignes Hautes',
      formatId: '0190a0b0-0000-7000-8000-00000000bb04',
      formatLabel: 'Bouteille 75 cl',
      vintage: '2022',
      lot: '',
      physical: 40,
      reserved: 4,
      available: 36,
      eq75: 40,
      hl: 0.3,
      alertThreshold: null,
      belowThreshold: false,
      updatedAt: inDays(0),
    };
    const calls = stubApi((c) => {
      if (c.method === 'GET' && c.path === `/v1/reservations/events/${event.id}`)
        return { body: { ...ok, event } };
      if (c.method === 'GET' && c.path === `/v1/reservations/events/${event.id}/slots`)
        return { body: { ...ok, total: 0, slots: [] } };
      if (c.method === 'GET' && c.path === '/v1/stocks')
        return {
          body: {
            ...ok,
            lines: [line],
            totals: { lines: 1, physical: 40, reserved: 4, available: 36, eq75: 40, hl: 0.3 },
            nextCursor: null,
          },
        };
      if (c.method === 'PATCH') return { body: { ...ok, message: 'L’événement a été enregistré', event } };
      if (c.method === 'PUT')
        return { body: { ...ok, message: 'ok', event, created: 0, removed: 0, kept: 0 } };
      return undefined;
    });
    show(
      <EventFormPage />,
      `/dashboard/reservations/events/${event.id}`,
      '/dashboard/reservations/events/:id',
    );
    await screen.findByRole('heading', { level: 1, name: 'Dégustation des cuvées' });
    const bottle = screen.getAllByTestId('rate-row')[2]!;
    // Tickets take no stock; the extra offers the shop's lines, none by default.
    expect(within(screen.getAllByTestId('rate-row')[0]!).queryByLabelText('Stock de l’option')).toBeNull();
    await userEvent.click(within(bottle).getByRole('combobox', { name: 'Stock de l’option' }));
    await userEvent.click(
      await screen.findByRole('option', {
        name: 'Les Vignes Hautes · Bouteille 75 cl 2022 · Chai principal (36 disponibles)',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(asked(calls, 'PATCH', `/v1/reservations/events/${event.id}`)).toHaveLength(1));
    const [saved] = asked(calls, 'PATCH', `/v1/reservations/events/${event.id}`);
    expect((saved!.body as { rates: unknown[] }).rates).toMatchObject([
      { label: 'Adulte', stockLineId: null },
      { label: 'Enfant sur les genoux', stockLineId: null },
      { label: 'Bouteille', kind: 'optional', stockLineId: line.id },
    ]);
  });

  it('says when the event does not exist', async () => {
    stubApi(() => undefined);
    show(
      <EventFormPage />,
      `/dashboard/reservations/events/${event.id}`,
      '/dashboard/reservations/events/:id',
    );
    expect(await screen.findByText('Cet événement est introuvable.')).toBeInTheDocument();
  });
});
