import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiLogin, bearer } from './support/api.ts';
import { registerAndValidate } from './support/registration.ts';
import { createTastingOnScreens, expectTomorrowInCalendar, tomorrow } from './support/tourism.ts';
import { DEMO, openSignedIn, openWithToken } from './support/web.ts';

// Issue 27's journey, as a new user would walk it (decisions 0117–0120): the owner creates a
// tasting with two slots a day and a child rate through the screens, under the shop's 'Visites'
// tab; a visitor books 2 adults and 1 child on its page, puts two bottles in the same cart, pays
// by transfer; their order and their reservations show the booking, and the slot's places left
// went down by the counting persons only; the owner hears of it (newResa), validates the order,
// finds the booking in the calendar and the day's list, and checks the visitors in. Then a
// stay's tourist tax on the cart: 2 adults and a 16-year-old, 3 nights at 0,80 € + 10 % = 5,28 €
// (that event made through the API). Each run creates its own events and its own buyer.
test.use({ serviceWorkers: 'block' });

const shots = 'test-results/tourism-booking';
const SHOP = 'domaine-demo';

/** A day to come in France (YYYY-MM-DD), `days` from now. */
const dayAhead = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });

type Created = { id: string; rates: { id: string; label: string }[] };

/** An event of the owner's, published under the 'Visites' tab, with one-off slots (as the back office makes it). */
async function createEvent(
  request: APIRequestContext,
  jwt: string,
  body: Record<string, unknown>,
  slots: { date: string; time: string }[],
): Promise<Created> {
  const created = await request.post('/v1/reservations/events', {
    headers: bearer(jwt),
    data: { status: 'published', tabId: 'visites', ...body },
  });
  expect(created.status(), await created.text()).toBe(200);
  const event = (await created.json()).event as Created;
  const schedule = await request.put(`/v1/reservations/events/${event.id}/schedule`, {
    headers: bearer(jwt),
    data: { dates: slots },
  });
  expect(schedule.status(), await schedule.text()).toBe(200);
  return event;
}

async function placesLeft(request: APIRequestContext, eventId: string) {
  const res = await request.get(`/v1/shops/${SHOP}/events/${eventId}/slots`);
  const body = (await res.json()) as { slots: { id: string; startsAt: string; placesLeft: number }[] };
  return body.slots;
}

async function newBuyer(request: APIRequestContext, tag: string) {
  const email = `e2e.visite.${tag}.${Date.now()}.${test.info().repeatEachIndex}@example.fr`;
  return registerAndValidate(request, 'buyer', {
    email,
    password: 'Visite123',
    firstname: 'Inès',
    lastname: 'Visiteuse',
    acceptTerms: true,
    shopCode: 'DEMO2026',
  });
}

/** Opens the event's page from the shop's 'Visites' tab, as a visitor finds it. */
async function openFromVisits(page: Page, title: string) {
  await page.goto(`/${SHOP}?page=visites`);
  const card = page.getByTestId('event-card').filter({ hasText: title });
  await expect(card).toBeVisible();
  await card.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

async function shoot(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${shots}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${shots}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('the owner creates a tasting with a child rate on screen; a visitor books 2 adults and a child beside two bottles and pays by transfer; the places left go down by 2; the owner hears newResa, finds it in the calendar and the list, checks in', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(240_000);
  const run = Date.now().toString(36);
  const title = `Dégustation des Galets ${run}`;
  const contact = `Inès Visiteuse ${run}`;
  const { day } = tomorrow();
  await page.setViewportSize({ width: 1280, height: 900 });

  // The owner publishes the tasting in the shop's 'Visites' tab.
  await openSignedIn(page, DEMO.owner, '/dashboard');
  const event = await createTastingOnScreens(page, title, 'Visites');
  // Tomorrow's 10:00 in France: 12 places.
  const morning = (await placesLeft(request, event.id)).find(
    (s) =>
      new Date(s.startsAt).toLocaleString('sv-SE', { timeZone: 'Europe/Paris' }).slice(0, 16) ===
      `${day} 10:00`,
  );
  expect(morning?.placesLeft).toBe(12);

  // The event's page is the server's: its title and slots are in the HTML, without scripts.
  const html = await (await request.get(`/${SHOP}/events/${event.id}`)).text();
  expect(html).toContain(title);
  expect(html).toContain('12 places');
  expect(html).toMatch(/<title>Dégustation des Galets [^<]+ — Domaine Démo<\/title>/);

  const { jwt } = await newBuyer(request, 'degustation');
  await context.addCookies([{ name: 'isOver18', value: 'true', url: test.info().project.use.baseURL! }]);
  await openWithToken(page, jwt, `/${SHOP}?page=visites`);
  await openFromVisits(page, title);

  // Tomorrow at 10:00, 2 adults and a child, into the cart.
  const shortDay = new Date(`${day}T12:00:00Z`).toLocaleDateString('fr-FR', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  await page.getByTestId('slot-days').getByRole('radio', { name: shortDay }).check();
  const times = page.getByTestId('slot-times');
  await times.getByRole('radio', { name: /10:00/ }).check();
  await page.getByRole('button', { name: 'Un de plus : Adulte' }).click();
  await page.getByRole('button', { name: 'Un de plus : Adulte' }).click();
  await page.getByRole('button', { name: 'Un de plus : Enfant sur les genoux' }).click();
  await expect(page.getByTestId('booking-total')).toHaveText('50,00 €');
  await shoot(page, 'event');
  // The signed-in buyer's cart is saved on their account a second after the change (decision
  // 0041): the booking is kept before the visitor moves on to the wines.
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/v1/users/me') && r.request().method() === 'PUT',
  );
  await page.getByTestId('add-booking').click();
  await expect(page.getByText(`« ${title} » ajouté au panier`)).toBeVisible();
  await saved;
  // The account holds the booking before the journey loads another page by its address.
  await expect
    .poll(async () => {
      const me = await (await request.get('/v1/users/me', { headers: bearer(jwt) })).json();
      const orders = (me.user?.cart?.orders ?? []) as { reservations: { eventId: string }[] }[];
      return orders.some((o) => o.reservations.some((r) => r.eventId === event.id));
    })
    .toBe(true);

  // Two bottles of the shop's wine in the same cart.
  await page.goto(`/${SHOP}`);
  const wine = page
    .getByTestId('product-card')
    .filter({ has: page.getByRole('heading', { name: 'Les Galets Rouge', exact: true }) });
  for (let i = 0; i < 2; i++)
    await wine.getByRole('button', { name: 'Ajouter Les Galets Rouge au panier' }).click();

  // One order for the seller: the booking beside the bottles, priced by the server.
  await page.goto('/cart');
  await expect(page.getByTestId('cart-seller-block')).toHaveCount(1);
  const booking = page.getByTestId('cart-reservation');
  await expect(booking).toContainText(title);
  await expect(booking).toContainText('2 × Adulte');
  await expect(booking.getByTestId('cart-reservation-total')).toHaveText('50,00 €');
  await expect(page.getByTestId('cart-line-quantity')).toContainText('2');
  await shoot(page, 'cart');

  await page.getByRole('button', { name: 'Passer commande' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Finaliser ma commande' })).toBeVisible();
  await page.getByLabel('Prénom').fill('Inès');
  await page.getByLabel('Nom', { exact: true }).fill('Visiteuse');
  await page.getByLabel('Adresse', { exact: true }).fill('8 rue Oberkampf');
  await page.getByLabel('Code postal').fill('75011');
  await page.getByLabel('Ville').fill('Paris');
  await page.getByLabel('Téléphone', { exact: true }).fill('06 12 34 56 78');
  const seller = page.getByRole('region', { name: 'Domaine Démo' });
  await expect(seller.getByTestId('checkout-bookings')).toContainText(title);
  await expect(seller.getByLabel('Nom du contact')).toHaveValue('Inès Visiteuse');
  await seller.getByLabel('Nom du contact').fill(contact);
  await seller.getByLabel('Message au domaine (facultatif)').fill('Une poussette pour le petit.');
  await seller.getByRole('radio', { name: /Livraison à domicile/ }).check();
  await seller.getByRole('radio', { name: 'Virement bancaire' }).check();
  await page.getByRole('checkbox', { name: /conditions générales de vente/ }).check();
  await page.getByRole('checkbox', { name: /Je certifie avoir au moins 18 ans/ }).check();
  await shoot(page, 'checkout');
  await expect(page.getByTestId('checkout-total')).toHaveText('87,80 €');
  await page.getByTestId('checkout-place').click();
  await expect(page.getByRole('heading', { name: 'Merci pour votre commande !' })).toBeVisible();

  // The placed order holds the booking beside the bottles: its total is the checkout's, the
  // 50 € of the tasting with the two bottles (25,80 €) and their delivery (12 €).
  await page.getByRole('link', { name: 'Voir la commande' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Commande C-\d{6}$/ })).toBeVisible();
  const orderUrl = page.url();
  await expect(page.getByText('87,80 €').first()).toBeVisible();
  await shoot(page, 'order');

  // The buyer's reservations: the tasting, its 2 places, waiting for the transfer.
  await page.goto('/dashboard/reservations');
  const mine = page.getByTestId('my-booking').filter({ hasText: title });
  await expect(mine).toContainText('2 personnes');
  await expect(mine.getByTestId('booking-status')).toHaveText('En attente');
  await shoot(page, 'my-reservations');

  // The places left went down by the counting persons only: the child on a lap takes none.
  await expect
    .poll(async () => (await placesLeft(request, event.id)).find((s) => s.id === morning!.id)?.placesLeft)
    .toBe(10);

  // The owner hears of it (newResa) and opens the booking from the notification; the transfer
  // received, they validate the order, which confirms the booking; the day's list has it; the
  // visitors come and are checked in.
  const orderId = new URL(orderUrl).pathname.split('/').pop()!;
  await openSignedIn(page, DEMO.owner, '/dashboard');
  await page.getByTestId('notification-bell').click();
  const center = page.getByTestId('notification-center');
  const told = center.getByRole('button', { name: new RegExp(`Nouvelle réservation « ${title} »`) });
  await expect(told).toContainText('2 personnes');
  await told.click();
  await expect(page).toHaveURL(/\/dashboard\/reservations\/[0-9a-f-]{36}$/);
  const bookingUrl = page.url();
  await page.goto(`/dashboard/orders/${orderId}`);
  await page.getByRole('button', { name: 'Valider', exact: true }).click();
  await expect(page.getByText('La commande a été validée').first()).toBeVisible();
  await expectTomorrowInCalendar(page, [`${contact} · 2 pers.`, `${title} — 2/12`]);
  await page.goto(`/dashboard/reservations?day=${day}`);
  const row = page.getByTestId('booking-row').filter({ hasText: title });
  await expect(row).toContainText('2 personnes');
  await expect(row).toContainText('Confirmée');
  await row.getByRole('link').click();
  await expect(page).toHaveURL(bookingUrl);
  await page.getByRole('button', { name: 'Enregistrer l’arrivée' }).click();
  await expect(page.getByTestId('checked-in')).toContainText('Arrivés le');
});

test("a stay's tourist tax on the cart: 2 adults and a 16-year-old for 3 nights at 0,80 € + 10 % is 5,28 €", async ({
  page,
  request,
  context,
}) => {
  const owner = await apiLogin(request, 'proprietaire@cuvee.demo');
  const title = `Nuit au gîte ${Date.now().toString(36)}`;
  const event = await createEvent(
    request,
    owner,
    {
      title,
      kind: 'stay',
      capacity: 6,
      maxPersons: 6,
      rates: [
        { label: 'Adulte', priceCents: 9000, vatRate: 10 },
        { label: 'Adolescent (moins de 18 ans)', priceCents: 6000, vatRate: 10, touristTaxExempt: true },
      ],
      stay: {
        nights: 3,
        accommodationCategory: 'chambreHotes',
        touristTaxRates: [{ communeRateCents: 80, validFrom: '2026-01-01' }],
        departmentSurcharge: true,
      },
    },
    [{ date: dayAhead(20), time: '16:00' }],
  );
  const { jwt } = await newBuyer(request, 'gite');
  await context.addCookies([{ name: 'isOver18', value: 'true', url: test.info().project.use.baseURL! }]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openWithToken(page, jwt, `/${SHOP}/events/${event.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByTestId('slot-times').getByRole('radio', { name: /16:00/ }).check();
  await page.getByRole('button', { name: 'Un de plus : Adulte' }).click();
  await page.getByRole('button', { name: 'Un de plus : Adulte' }).click();
  await page.getByRole('button', { name: 'Un de plus : Adolescent (moins de 18 ans)' }).click();
  await expect(page.getByTestId('booking-tourist-tax')).toHaveText('5,28 €');
  await page.getByTestId('add-booking').click();
  await page.goto('/cart');
  await expect(page.getByTestId('cart-seller-tourist-tax')).toHaveText('5,28 €');
  await expect(page.getByTestId('cart-reservation')).toContainText('6 nuitées × 0,88 €');
});
