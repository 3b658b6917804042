import { loadConfig } from '../../config.ts';
import { openDatabase } from '../client.ts';
import { seedDemo } from './demo.ts';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
const created = await seedDemo(database.db);
console.log(created ? 'Données de démonstration créées.' : 'Les données de démonstration existent déjà.');
await database.close();
