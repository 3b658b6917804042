import type { EventInput } from '@cuvee/contracts';
import { addDays, parisDay } from '@cuvee/domain';
import { eq, sql } from 'drizzle-orm';
import { systemScope, systemTx } from '../../db/tenant.ts';
import type { TestApp } from '../../test/test-app.ts';
import { tourismBookings, tourismEvents, tourismSlots } from './tourism.table.ts';

/** What the tourism tests share: an event to create, its schedule, rows to count. */

export { send, shopIdOf, userIdOf } from '../tasks/tasks.test.support.ts';

/** A tasting with an adult, a child, a lap child (not counting) and a bottle to take away. */
export const aTasting = (over: Partial<EventInput> = {}): EventInput => ({
  title: 'Dégustation des cuvées',
  kind: 'tasting',
  capacity: 10,
  minPersons: 1,
  maxPersons: 8,
  durationMinutes: 90,
  languages: ['fr', 'en'],
  status: 'published',
  tabId: 'visites',
  minAmountCents: 1000,
  cancellation: { freeUntilHours: 48, text: 'Annulation gratuite jusqu’à 48 h avant.' },
  rates: [
    { id: 'adulte', label: 'Adulte', priceCents: 1500, vatRate: 20 },
    { id: 'enfant', label: 'Enfant', priceCents: 500, vatRate: 20, touristTaxExempt: true },
    { id: 'bebe', label: 'Bébé (sur les genoux)', priceCents: 0, vatRate: 20, counting: false },
    { id: 'bouteille', label: 'Bouteille à emporter', priceCents: 1800, vatRate: 20, kind: 'optional' },
  ],
  ...over,
});

/** Tomorrow and the day after in France, at 10:00 and 15:00. */
export const twoDays = () => {
  const tomorrow = addDays(parisDay(new Date()), 1);
  return {
    rules: [
      {
        weekdays: [1, 2, 3, 4, 5, 6, 7],
        times: ['10:00', '15:00'],
        from: tomorrow,
        to: addDays(tomorrow, 1),
      },
    ],
  };
};

export const counts = async (t: TestApp) => {
  const [row] = await t.db
    .select({
      events: sql<number>`(select count(*) from ${tourismEvents})`.mapWith(Number),
      slots: sql<number>`(select count(*) from ${tourismSlots})`.mapWith(Number),
      taken: sql<number>`(select coalesce(sum(taken), 0) from ${tourismSlots})`.mapWith(Number),
      bookings: sql<number>`(select count(*) from ${tourismBookings})`.mapWith(Number),
    })
    .from(sql`(select 1) as one`);
  return row!;
};

export const slotOf = async (t: TestApp, id: string) => {
  const [row] = await t.db.select().from(tourismSlots).where(eq(tourismSlots.id, id));
  return row!;
};

/** A slot moved into the past (time passing, for the refusal of a past slot). */
export const pushIntoPast = (t: TestApp, id: string) =>
  t.db
    .update(tourismSlots)
    .set({ startsAt: new Date(Date.now() - 3600_000), endsAt: new Date(Date.now() - 1800_000) })
    .where(eq(tourismSlots.id, id));

export const systemOf = (t: TestApp, shopId: string, userId: string) => ({
  tx: systemTx(t.db),
  scope: systemScope(shopId, userId),
});
