import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiLogin, bearer } from './support/api.ts';

// Issue 27, decisions 0135 and 0136, in a browser against the Stripe stand-in: an event's
// rich-text description is in the server's HTML with its bold and list, without the script a
// client sent; a booking split between two groups is paid by each group from its link by card,
// with no account, and the second payment confirms it.

test.use({ serviceWorkers: 'block' });

const SHOP = 'domaine-demo';
const dayAhead = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });

async function tasting(request: APIRequestContext, owner: string, title: string) {
  const created = await request.post('/v1/reservations/events', {
    headers: bearer(owner),
    data: {
      status: 'published',
      tabId: 'visites',
      title,
      kind: 'tasting',
      description:
        '<h3>Au programme</h3><p>Six <b>cuvées</b> commentées<script>alert("x")</script></p>' +
        '<ul><li>Les blancs</li><li>Les rouges</li></ul><a href="javascript:alert(1)">ici</a>',
      durationMinutes: 90,
      capacity: 12,
      minPersons: 1,
      maxPersons: 8,
      rates: [{ id: 'adulte', label: 'Adulte', priceCents: 2000, vatRate: 20 }],
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const event = (await created.json()).event as { id: string };
  const schedule = await request.put(`/v1/reservations/events/${event.id}/schedule`, {
    headers: bearer(owner),
    data: { dates: [{ date: dayAhead(4), time: '10:00' }] },
  });
  expect(schedule.status(), await schedule.text()).toBe(200);
  const slots = await request.get(`/v1/shops/${SHOP}/events/${event.id}/slots`);
  return { id: event.id, slotId: ((await slots.json()).slots as { id: string }[])[0]!.id };
}

/** The buyer books 2 adults (40 €) split between two groups by transfer; the groups' links. */
async function groupBooking(request: APIRequestContext, eventId: string, slotId: string) {
  const buyer = await apiLogin(request, 'client@cuvee.demo');
  const shop = (await (await request.get(`/v1/shops/${SHOP}`)).json()).shop as { id: string };
  const cgv = await (await request.get(`/v1/shops/${SHOP}/legal-documents/cgv`)).json();
  const placed = await request.post('/v1/orders', {
    headers: bearer(buyer),
    data: {
      idempotencyKey: crypto.randomUUID(),
      orders: [
        {
          sellerId: shop.id,
          paymentType: 'transfer',
          termsVersionId: cgv.document?.id ?? null,
          reservations: [
            {
              eventId,
              slotId,
              prices: [{ rateId: 'adulte', quantity: 2 }],
              groups: [
                { name: 'Famille Martin', share: 1 },
                { name: 'Famille Durand', share: 1 },
              ],
            },
          ],
        },
      ],
      deliveryAddress: {
        firstname: 'Claire',
        lastname: 'Martin',
        street: '8 rue Oberkampf',
        zipcode: '75011',
        city: 'Paris',
        country: 'FR',
        phone: '06 12 34 56 78',
      },
      acceptTerms: true,
      certifyAdult: true,
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const orderId = (await placed.json()).orders[0].id as string;
  const mine = await (
    await request.get('/v1/me/reservations?limit=50&offset=0', { headers: bearer(buyer) })
  ).json();
  const booking = (mine.reservations as { order: { id: string } | null; groups: { link: string }[] }[]).find(
    (r) => r.order?.id === orderId,
  )!;
  return booking.groups.map((g) => g.link);
}

async function payByCard(page: Page, link: string) {
  await page.goto(link);
  await expect(page.getByTestId('group-share')).toHaveText(/20,00\s€/);
  await page.getByRole('button', { name: 'Payer par carte' }).click();
  await page.getByLabel('Numéro de carte').fill('4242 4242 4242 4242');
  await page.getByLabel("Date d'expiration (MM/AA)").fill('12/30');
  await page.getByLabel('Code de sécurité (CVC)').fill('123');
  await page.getByRole('button', { name: /^Payer 20,00\s€$/ }).click();
  await expect(page.getByText('Votre part a été payée par carte. Merci !')).toBeVisible();
}

test('a rich-text description server-rendered; two groups pay their shares by card, the second confirms the booking', async ({
  page,
  request,
}) => {
  const owner = await apiLogin(request, 'proprietaire@cuvee.demo');
  const title = `Dégustation des groupes ${Date.now()}-${test.info().repeatEachIndex}`;
  const event = await tasting(request, owner, title);

  // The event's page as the server sends it: the rich text kept, the script and the link gone.
  const html = await (
    await request.get(`/${SHOP}/events/${event.id}`, { headers: { cookie: 'isOver18=true' } })
  ).text();
  expect(html).toContain(
    '<h3>Au programme</h3><p>Six <strong>cuvées</strong> commentées</p><ul><li>Les blancs</li><li>Les rouges</li></ul><p>ici</p>',
  );
  expect(html).not.toContain('alert(');

  const [martin, durand] = await groupBooking(request, event.id, event.slotId);
  await payByCard(page, martin!);
  await expect(page.getByText('En attente', { exact: true })).toBeVisible();
  await payByCard(page, durand!);
  await expect(page.getByText('Tous les groupes ont payé : la réservation est confirmée.')).toBeVisible();
  // Paid once each: the page read again offers no card any more.
  await page.reload();
  await expect(page.getByText('Votre part a été payée par carte. Merci !')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Payer par carte' })).toHaveCount(0);
});
