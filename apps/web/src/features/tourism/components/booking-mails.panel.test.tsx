import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import '../../../lib/common.i18n.ts';
import { BookingPage } from '../pages/booking.page.tsx';
import { booking, type Call, event, show, signOut, stubApi } from '../tourism.testing.tsx';

// The booking page's 'Messages' panel (decision 0133) against a stubbed API: the visitor's
// confirmation and reminder with their state, none yet, and a load error asked again.

const ok = { success: true };
const ID = booking().id;
const route = '/dashboard/reservations/:id';
afterEach(signOut);

const answers = (mails: (c: Call) => { status?: number; body: unknown }) => (c: Call) => {
  if (c.method === 'GET' && c.path === `/v1/reservations/${ID}`)
    return { body: { ...ok, booking: booking() } };
  if (c.path === `/v1/reservations/events/${event.id}`) return { body: { ...ok, event } };
  if (c.method === 'GET' && c.path === `/v1/reservations/${ID}/mails`) return mails(c);
  return undefined;
};

describe('a booking’s messages', { timeout: 30_000 }, () => {
  it('lists the confirmation and the reminder: subject, kind, recipient, date in France, state', async () => {
    stubApi(
      answers(() => ({
        body: {
          ...ok,
          mails: [
            {
              kind: 'confirmed',
              subject: 'Réservation confirmée : Dégustation des cuvées',
              to: 'marie.dupont@example.fr',
              status: 'sent',
              at: '2026-11-27T09:05:00.000Z',
            },
            {
              kind: 'reminder',
              subject: 'Rappel : Dégustation des cuvées demain à 10:00',
              to: 'marie.dupont@example.fr',
              status: 'failed',
              at: '2026-11-28T17:00:00.000Z',
            },
          ],
        },
      })),
    );
    show(<BookingPage />, `/dashboard/reservations/${ID}`, route);
    const panel = await screen.findByRole('region', { name: 'Messages' });
    const rows = await within(panel).findAllByTestId('booking-mail');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Réservation confirmée : Dégustation des cuvées');
    expect(rows[0]).toHaveTextContent('Confirmation · À marie.dupont@example.fr · 27/11/2026 à 10:05');
    expect(rows[0]).toHaveTextContent('Envoyé');
    expect(rows[1]).toHaveTextContent('Rappel de la veille · À marie.dupont@example.fr · 28/11/2026 à 18:00');
    expect(rows[1]).toHaveTextContent('Échec');
  });

  it('says when no mail was sent yet', async () => {
    stubApi(answers(() => ({ body: { ...ok, mails: [] } })));
    show(<BookingPage />, `/dashboard/reservations/${ID}`, route);
    const panel = await screen.findByRole('region', { name: 'Messages' });
    expect(
      await within(panel).findByText('Aucun message envoyé pour cette réservation.'),
    ).toBeInTheDocument();
  });

  it('says when the messages cannot be loaded, and asks again on « Réessayer »', async () => {
    const calls = stubApi(
      answers(() => ({ status: 500, body: { success: false, message: 'Erreur interne' } })),
    );
    show(<BookingPage />, `/dashboard/reservations/${ID}`, route);
    const panel = await screen.findByRole('region', { name: 'Messages' });
    expect(await within(panel).findByText('Les messages n’ont pas pu être chargés.')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Réessayer' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === `/v1/reservations/${ID}/mails`).length).toBeGreaterThanOrEqual(2),
    );
  });
});
