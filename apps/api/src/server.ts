import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from './db/seed/demo.ts';
import { seedDemoCommissions } from './db/seed/demo-commissions.ts';
import { seedDemoLoyaltyClients, seedDemoLoyaltyProgramme } from './db/seed/demo-loyalty.ts';
import { seedDemoObjectives } from './db/seed/demo-objectives.ts';
import { seedDemoSales } from './db/seed/demo-sales.ts';
import { purgeStaleAuthRows } from './modules/auth/index.ts';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
const seeded = config.seedDemo && (await seedDemo(database.db));

const app = await buildApp({ config, db: database.db });
app.addHook('onClose', () => database.close());
// Ended sessions and idle attempt counters, hourly (decisions 0023 and 0027).
const purge = () =>
  purgeStaleAuthRows(database.db).catch((err: unknown) => app.log.error({ err }, 'auth housekeeping'));
const housekeeping = setInterval(purge, 3600_000).unref();
app.addHook('onClose', async () => clearInterval(housekeeping));
void purge();
// After every hook is added: the seed's calls make the app ready.
if (seeded && config.seedDemoSales) {
  console.log('Ventes de démonstration : devis, commandes, factures et règlements…');
  // The loyalty programme first: the demo's paid invoices earn their clients' points (issue 29).
  await seedDemoLoyaltyProgramme(app);
  const made = await seedDemoSales(app, database.db);
  console.log(`Ventes de démonstration : ${made} documents.`);
  const statements = await seedDemoCommissions(app);
  console.log(`Commissions de démonstration : ${statements} relevé${statements > 1 ? 's' : ''}.`);
  const objectives = await seedDemoObjectives(app);
  console.log(`Objectifs de démonstration : ${objectives} objectifs, une équipe et le budget de l'année.`);
  const carried = await seedDemoLoyaltyClients(app);
  console.log(
    `Fidélité de démonstration : ${carried} carte${carried > 1 ? 's' : ''} reprise${carried > 1 ? 's' : ''}.`,
  );
}
await app.listen({ port: config.port, host: config.host });

const where = database.kind === 'pglite' ? `PGlite (${config.dataDir})` : 'PostgreSQL';
console.log(`\nCuvée écoute sur http://localhost:${config.port} — base : ${where}`);
console.log(`Documentation de l'API : http://localhost:${config.port}/v1/docs`);
if (config.seedDemo) {
  console.log(`Comptes de démonstration (mot de passe ${DEMO_PASSWORD}) :`);
  for (const a of DEMO_ACCOUNTS) console.log(`  ${a.email.padEnd(26)} ${a.label}`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(() => process.exit(0));
  });
}
