import {
  BookingCreateInput,
  EventInput,
  type EventInput as EventInputType,
  ScheduleInput,
} from '@cuvee/contracts';
import { addDays, todayInFrance } from '@cuvee/domain';
import { and, asc, eq } from 'drizzle-orm';
import { clients } from '../../modules/clients/index.ts';
import { createBooking } from '../../modules/tourism/tourism.bookings.ts';
import { createEvent } from '../../modules/tourism/tourism.events.ts';
import { setBookingStatus } from '../../modules/tourism/tourism.hold.ts';
import { saveSchedule } from '../../modules/tourism/tourism.slots.ts';
import { tourismSlots } from '../../modules/tourism/tourism.table.ts';
import type { DbOrTx } from '../client.ts';
import { systemScope, systemTx } from '../tenant.ts';

/*
 * Domaine Démo's wine tourism (issue 27 item 8), under its storefront's 'Visites' tab: a free
 * cellar visit, a paid tasting with a child rate, a night in the gîte with the tourist tax
 * (chambre d'hôtes at 0.80 €, the department's 10 %), each with a season of slots from today, and
 * a few bookings taken through the module's own service.
 */

const IMG = '/demo/products';

const visit: EventInputType = {
  title: 'Visite libre du chai',
  kind: 'visit',
  description:
    '<p>Découvrez le chai à barriques et la cuverie avec l’un de nous : la vinification, l’élevage, la mise en bouteille. Quarante-cinq minutes, en français ou en anglais.</p>',
  visuals: [`${IMG}/visite.webp`],
  languages: ['fr', 'en'],
  durationMinutes: 45,
  capacity: 15,
  maxPersons: 10,
  rates: [{ id: 'visiteur', label: 'Visiteur', priceCents: 0, vatRate: 20 }],
  confirmationMessage: 'Rendez-vous dans la cour du domaine, cinq minutes avant le départ.',
  cancellation: { freeUntilHours: 0, text: 'Gratuite : prévenez-nous simplement si vous ne venez pas.' },
  status: 'published',
  tabId: 'visites',
};

const tasting: EventInputType = {
  title: 'Dégustation commentée de nos cuvées',
  kind: 'tasting',
  description:
    '<p>Six vins du domaine, du blanc de l’année au rouge de garde, commentés par la vigneronne, avec une assiette de fromages des Causses. Les enfants goûtent nos jus de raisin.</p>',
  visuals: [`${IMG}/visite.webp`],
  languages: ['fr', 'en', 'de'],
  durationMinutes: 90,
  capacity: 12,
  maxPersons: 8,
  minAmountCents: 1500,
  rates: [
    { id: 'adulte', label: 'Adulte', priceCents: 1500, vatRate: 20 },
    { id: 'enfant', label: 'Enfant (moins de 18 ans, jus de raisin)', priceCents: 500, vatRate: 10 },
    { id: 'bebe', label: 'Bébé (sur les genoux)', priceCents: 0, vatRate: 10, counting: false },
    {
      id: 'bouteille',
      label: 'Bouteille de la cuvée dégustée',
      priceCents: 1800,
      vatRate: 20,
      kind: 'optional',
    },
  ],
  confirmationMessage: 'Merci ! Nous vous attendons au caveau. Pensez à désigner un conducteur sobre.',
  cancellation: { freeUntilHours: 48, text: 'Annulation gratuite jusqu’à 48 heures avant la dégustation.' },
  status: 'published',
  tabId: 'visites',
};

const gite: EventInputType = {
  title: 'Une nuit au gîte des vignes',
  kind: 'stay',
  description:
    '<p>Une chambre d’hôtes au cœur des vignes, petit-déjeuner au domaine et visite du chai offerte. Arrivée à 17 h, départ le lendemain à 11 h.</p>',
  visuals: [`${IMG}/visite.webp`],
  languages: ['fr', 'en'],
  capacity: 4,
  maxPersons: 4,
  minAmountCents: 9000,
  rates: [
    { id: 'adulte', label: 'Adulte', priceCents: 4500, vatRate: 10 },
    {
      id: 'mineur',
      label: 'Mineur (moins de 18 ans)',
      priceCents: 2000,
      vatRate: 10,
      touristTaxExempt: true,
    },
  ],
  confirmationMessage: 'Votre chambre vous attend à partir de 17 h ; la clé est au caveau.',
  cancellation: { freeUntilHours: 24 * 7, text: 'Annulation gratuite jusqu’à sept jours avant l’arrivée.' },
  status: 'published',
  tabId: 'visites',
  stay: {
    nights: 1,
    accommodationCategory: 'chambreHotes',
    departmentSurcharge: true,
    touristTaxRates: [{ communeRateCents: 80, validFrom: '2026-01-01', validTo: null }],
  },
};

export async function seedDemoTourism(db: DbOrTx, shopId: string, ownerId: string) {
  const tx = systemTx(db);
  const scope = systemScope(shopId, ownerId);
  const today = todayInFrance();
  // A season: the next six months.
  const seasonEnd = addDays(today, 183);
  const schedule = (rules: ScheduleInput['rules'], closedDays: string[] = []) =>
    ScheduleInput.parse({ rules, dates: [], closedDays });
  const events = {
    visit: await createEvent(tx, scope, EventInput.parse(visit)),
    tasting: await createEvent(tx, scope, EventInput.parse(tasting)),
    gite: await createEvent(tx, scope, EventInput.parse(gite)),
  };
  // Visits Tuesday and Saturday at 10:00 and 15:00; tastings Wednesday to Saturday at 11:00 and
  // 16:00, closed on Christmas and New Year's Day; the gîte every evening.
  await saveSchedule(
    tx,
    scope,
    events.visit.id,
    schedule([{ weekdays: [2, 6], times: ['10:00', '15:00'], from: today, to: seasonEnd }]),
  );
  const holidays = [0, 1].flatMap((y) => [
    `${Number(today.slice(0, 4)) + y}-12-25`,
    `${Number(today.slice(0, 4)) + y}-01-01`,
  ]);
  await saveSchedule(
    tx,
    scope,
    events.tasting.id,
    schedule([{ weekdays: [3, 4, 5, 6], times: ['11:00', '16:00'], from: today, to: seasonEnd }], holidays),
  );
  await saveSchedule(
    tx,
    scope,
    events.gite.id,
    schedule([{ weekdays: [1, 2, 3, 4, 5, 6, 7], times: ['17:00'], from: today, to: seasonEnd }]),
  );

  const firstSlots = (eventId: string) =>
    db
      .select({ id: tourismSlots.id })
      .from(tourismSlots)
      .where(and(eq(tourismSlots.shopId, shopId), eq(tourismSlots.eventId, eventId)))
      .orderBy(asc(tourismSlots.startsAt))
      .limit(3);
  const [julie] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.shopId, shopId), eq(clients.email, 'client@cuvee.demo')));
  const [visitSlot] = await firstSlots(events.visit.id);
  const tastingSlots = await firstSlots(events.tasting.id);
  const giteSlots = await firstSlots(events.gite.id);
  const book = (
    eventId: string,
    slotId: string,
    persons: BookingCreateInput['persons'],
    over: Partial<BookingCreateInput>,
  ) => createBooking(tx, scope, BookingCreateInput.parse({ eventId, slotId, persons, ...over }));
  await book(events.visit.id, visitSlot!.id, [{ rateId: 'visiteur', quantity: 4 }], {
    clientId: julie?.id ?? null,
    contact: julie ? undefined : { name: 'Julie Durand' },
  });
  const family = [
    { rateId: 'adulte', quantity: 2 },
    { rateId: 'enfant', quantity: 1 },
    { rateId: 'bebe', quantity: 1 },
    { rateId: 'bouteille', quantity: 2 },
  ];
  await book(events.tasting.id, tastingSlots[0]!.id, family, {
    contact: { name: 'Hans Becker', email: 'hans.becker@example.de', phone: '+49 30 1234567' },
    language: 'de',
  });
  await book(events.tasting.id, tastingSlots[1]!.id, [{ rateId: 'adulte', quantity: 4 }], {
    contact: { name: 'Émilie Roux', email: 'emilie.roux@exemple.fr', phone: '06 12 34 56 78' },
    status: 'pending',
  });
  const stay = [
    { rateId: 'adulte', quantity: 2 },
    { rateId: 'mineur', quantity: 1 },
  ];
  await book(events.gite.id, giteSlots[1]!.id, stay, {
    contact: { name: 'Famille Lefèvre', email: 'lefevre@exemple.fr', phone: '06 98 76 54 32' },
  });
  const called = await book(events.gite.id, giteSlots[2]!.id, [{ rateId: 'adulte', quantity: 2 }], {
    contact: { name: 'Paul Girard', phone: '07 11 22 33 44' },
  });
  await setBookingStatus(tx, scope, called.id, 'cancelled');
  return events;
}
