import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { seedDemo } from '../db/seed/demo.ts';
import { asDemoOwner } from '../db/seed/demo-sales.ts';

/*
 * Browser journeys only (run by scripts/e2e-server.mjs on the journey server's fresh database,
 * before that server starts): the data a journey cannot make through the product while it runs.
 * An invoice past due must be dated in the past, and the numbering refuses a date before the
 * series' last invoice, which other journeys of the same server issue today: so the payments
 * journey's overdue invoice is issued here first, through the API's own routes as the owner would
 * issue them (as the demo season does, db/seed/demo-sales.ts), for clients of its own.
 * No route of the product makes business records for tests (issue 23, finding 4).
 */

// The journey (e2e/payments.spec.ts) names the same clients.
const PAYMENTS_JOURNEY = {
  late: { company: 'Épicerie des Relances', email: 'relances@journeys.cuvee.test' },
} as const;

const day = (daysAgo: number) =>
  new Date(Date.now() - daysAgo * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });

async function seedPaymentsJourney(app: FastifyInstance) {
  const { call, jwt } = await asDemoOwner(app);
  const { lines: stock } = await call<{
    lines: {
      productId: string;
      productName: string;
      formatId: string;
      vintage: string | null;
      available: number;
    }[];
  }>('GET', '/v1/stocks?limit=200', jwt);
  const line = stock.find((l) => l.productName === 'Les Galets Rouge' && l.available >= 12);
  if (!line) throw new Error('Parcours : pas assez de « Les Galets Rouge » en stock');
  // The overdue invoice (60 days ago, due on issue); the journey issues its current one each run.
  const stories = [{ who: PAYMENTS_JOURNEY.late, quantity: 3, paymentDelay: 'atOrder', issueDate: day(60) }];
  for (const s of stories) {
    const { client } = await call<{ client: { id: string } }>('POST', '/v1/clients', jwt, {
      kind: 'professional',
      civility: 'mr',
      firstname: 'Jean',
      lastname: 'Parcours',
      company: s.who.company,
      companyType: 'sarl',
      email: s.who.email,
      typology: 'caviste',
      paymentMethod: 'transfer',
      paymentDelay: s.paymentDelay,
    });
    const { order } = await call<{ order: { id: string } }>('POST', '/v1/orders/manage', jwt, {
      kind: 'order',
      clientId: client.id,
      paymentDelay: s.paymentDelay,
      lines: [
        {
          productId: line.productId,
          formatId: line.formatId,
          vintage: line.vintage,
          quantity: s.quantity,
          discountBp: 0,
        },
      ],
    });
    await call('POST', `/v1/orders/${order.id}/actions/validate`, jwt, {});
    await call('POST', '/v1/invoices', jwt, {
      orderId: order.id,
      ...(s.issueDate && { issueDate: s.issueDate }),
    });
  }
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
await seedDemo(database.db);
const app = await buildApp({ config, db: database.db });
try {
  await app.ready();
  await seedPaymentsJourney(app);
} finally {
  await app.close();
  await database.close();
}
