/**
 * Wine tourism (issue 27): (1) the slot availability of an event over a season — every page of its
 * open slots with places left as the storefront reads them (`publicSlots`: one statement a page,
 * counted) against a raw SQL page of the same rows, interleaved round by round after warm-up;
 * (2) 100 concurrent bookings of one person for the last 10 places of a slot, each in its own
 * tenant transaction through `holdBooking` (exactly 10 must be held).
 *
 *   npx tsx bench/tourism/bench.ts [--rounds 20] [--page 50] [--pg postgres://…]
 */
import { parseArgs } from 'node:util';
import { EventInput, ScheduleInput } from '@cuvee/contracts';
import { addDays, todayInFrance } from '@cuvee/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/api/src/db/client.ts';
import { inTenant, publicRead, systemScope, systemTx } from '../../apps/api/src/db/tenant.ts';
import { createEvent } from '../../apps/api/src/modules/tourism/tourism.events.ts';
import { holdBooking } from '../../apps/api/src/modules/tourism/tourism.hold.ts';
import { publicSlots } from '../../apps/api/src/modules/tourism/tourism.public.ts';
import { saveSchedule } from '../../apps/api/src/modules/tourism/tourism.slots.ts';
import { generateCatalogue } from '../catalogue/generate.ts';
import { createBenchDatabase } from '../catalogue/setup.ts';

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '20' },
    page: { type: 'string', default: '50' },
    pg: { type: 'string' },
  },
});
const ROUNDS = Number(args.rounds);
const PAGE = Number(args.page);
const log = (m: string) => console.error(`[${new Date().toISOString().slice(11, 19)}] ${m}`);
const bench = await createBenchDatabase({ serverUrl: args.pg ?? process.env.BENCH_DATABASE_URL, log });
const db = bench.database.db as Db;
const { shop, ownerId } = (await generateCatalogue(db, { shops: 1, productsPerShop: 10, seed: 27 }))
  .shops[0]!;
const scope = systemScope(shop.id, ownerId);
const tx = systemTx(db);

// A tasting four times a day, every day for a year, plus a second event so the index must choose.
const today = todayInFrance();
const rates = [{ id: 'adulte', label: 'Adulte', priceCents: 1500, vatRate: 20 }];
const tasting = await createEvent(
  tx,
  scope,
  EventInput.parse({
    title: 'Dégustation',
    kind: 'tasting',
    capacity: 12,
    maxPersons: 12,
    status: 'published',
    rates,
  }),
);
const other = await createEvent(
  tx,
  scope,
  EventInput.parse({
    title: 'Visite',
    kind: 'visit',
    capacity: 20,
    maxPersons: 20,
    status: 'published',
    rates,
  }),
);
const season = ScheduleInput.parse({
  rules: [
    {
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      times: ['10:00', '11:30', '14:00', '16:30'],
      from: addDays(today, 1),
      to: addDays(today, 365),
    },
  ],
});
const t0 = performance.now();
const saved = await saveSchedule(tx, scope, tasting.id, season);
log(`season saved: ${saved.created} slots in ${(performance.now() - t0).toFixed(0)} ms`);
await saveSchedule(tx, scope, other.id, season);
await db.execute(sql`analyze tourism_slots`);

const reader = publicRead(db);
const servicePages = async () => {
  let pages = 0;
  for (let offset = 0; ; offset += PAGE) {
    const page = await publicSlots(reader, shop.urlShop, tasting.id, { limit: PAGE, offset });
    pages++;
    if (offset + PAGE >= page.total) return pages;
  }
};
const rawPages = async () => {
  for (let offset = 0; offset < saved.created; offset += PAGE)
    await db.execute(sql`select id, starts_at, ends_at, capacity - taken as places_left from tourism_slots
      where shop_id = ${shop.id} and event_id = ${tasting.id} and status = 'open' and starts_at > now()
      order by starts_at limit ${PAGE} offset ${offset}`);
};
// The same pages with the total the answer carries (a window count over the event's slots).
const rawTotalPages = async () => {
  for (let offset = 0; offset < saved.created; offset += PAGE)
    await db.execute(sql`select id, starts_at, ends_at, capacity - taken as places_left, count(*) over () as total
      from tourism_slots
      where shop_id = ${shop.id} and event_id = ${tasting.id} and status = 'open' and starts_at > now()
      order by starts_at limit ${PAGE} offset ${offset}`);
};
const statements = await bench.capture(servicePages);
const pages = Math.ceil(saved.created / PAGE);
log(
  `availability: ${pages} pages of ${PAGE}, ${statements.length} statements (${(statements.length / pages).toFixed(2)} per page)`,
);
for (let i = 0; i < 3; i++) {
  await servicePages();
  await rawPages();
}
const times = { service: [] as number[], raw: [] as number[], rawTotal: [] as number[] };
for (let i = 0; i < ROUNDS; i++) {
  const order =
    i % 2 === 0 ? (['service', 'raw', 'rawTotal'] as const) : (['rawTotal', 'raw', 'service'] as const);
  for (const which of order) {
    const s = performance.now();
    if (which === 'service') await servicePages();
    else if (which === 'raw') await rawPages();
    else await rawTotalPages();
    times[which].push(performance.now() - s);
  }
}

// The last 10 places: a slot of capacity 10, 100 buyers at once.
const [slot] = (await publicSlots(reader, shop.urlShop, other.id, { limit: 1, offset: 0 })).slots;
await db.execute(sql`update tourism_slots set capacity = 10 where id = ${slot!.id}`);
const race = async () => {
  const outcomes = await Promise.allSettled(
    Array.from({ length: 100 }, (_, i) =>
      inTenant(db, scope, (ttx) =>
        holdBooking(ttx, scope, {
          eventId: other.id,
          slotId: slot!.id,
          orderId: null,
          clientId: null,
          persons: [{ rateId: 'adulte', quantity: 1 }],
          contact: { name: `Visiteur ${i}`, email: null, phone: null },
          language: 'fr',
          message: null,
          status: 'confirmed',
          expiresAt: null,
          source: 'storefront',
          touristTaxCents: 0,
        }),
      ),
    ),
  );
  return outcomes.filter((o) => o.status === 'fulfilled').length;
};
const raceTimes: number[] = [];
const held: number[] = [];
for (let i = 0; i < 5; i++) {
  await db.execute(sql`delete from tourism_bookings where slot_id = ${slot!.id}`);
  await db.execute(sql`update tourism_slots set taken = 0 where id = ${slot!.id}`);
  const s = performance.now();
  held.push(await race());
  raceTimes.push(performance.now() - s);
}
const [check] = (
  (await db.execute(sql`select taken, (select count(*)::int from tourism_bookings where slot_id = ${slot!.id}) as n
    from tourism_slots where id = ${slot!.id}`)) as unknown as { rows: { taken: number; n: number }[] }
).rows;

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!.toFixed(1);
};
const spread = (xs: number[]) =>
  `min ${pct(xs, 0)} / p50 ${pct(xs, 50)} / p95 ${pct(xs, 95)} / max ${pct(xs, 100)}`;
console.log(
  `driver: ${(args.pg ?? process.env.BENCH_DATABASE_URL) ? 'PostgreSQL' : 'PGlite'}; ${saved.created} slots, ${pages} pages of ${PAGE}`,
);
console.log(
  `| season availability, service (publicSlots, ${statements.length} statements) | ${spread(times.service)} ms |`,
);
console.log(`| season availability, raw SQL pages | ${spread(times.raw)} ms |`);
console.log(`| season availability, raw SQL pages with the total | ${spread(times.rawTotal)} ms |`);
console.log(
  `| 100 concurrent bookings, last 10 places (5 runs) | ${spread(raceTimes)} ms | held: ${held.join(', ')} |`,
);
console.log(`last run: taken ${check!.taken}, bookings ${check!.n}`);
console.log(
  `load average ${(await import('node:os'))
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}`,
);
await bench.cleanup();
if (held.some((n) => n !== 10)) process.exit(1);
