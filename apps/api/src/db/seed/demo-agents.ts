import type { ClientInput } from '@cuvee/contracts';
import { agentProfiles } from '../../modules/agents/agents.table.ts';
import { addAgentMembership, setAgentSector } from '../../modules/shops/index.ts';
import type { DbOrTx } from '../client.ts';
import { systemScope, systemTx } from '../tenant.ts';
import { makeClients, makeUser } from './factories.ts';

/*
 * Domaine Démo's three agents (issue 28 part 2): Sophie Commerce (the demo agent, Gironde and
 * around, every typology), Thomas Garnier (the West, cavistes) and Léa Roux (the East,
 * restaurateurs), each with a sector and clients; and Hugo Marchand, an agent on Cuvée who works
 * for nobody yet and shows in the producers' search (« Trouver un agent »). Every profile visible.
 */

type Pro = [
  company: string,
  firstname: string,
  lastname: string,
  typology: string,
  zipcode: string,
  city: string,
];

const pro = ([company, firstname, lastname, typology, zipcode, city]: Pro): ClientInput => ({
  kind: 'professional',
  company,
  firstname,
  lastname,
  email: `contact@${company
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z]/g, '')}.fr`,
  typology,
  addresses: [
    {
      kind: 'delivery',
      isDefault: true,
      address: { firstname, lastname, street: '3 rue du Port', zipcode, city, country: 'FR' },
    },
  ],
});

const WEST: Pro[] = [
  ['Cave des Quais', 'Paul', 'Morel', 'caviste', '44000', 'Nantes'],
  ['Le Cellier Angevin', 'Anne', 'Lucas', 'caviste', '49000', 'Angers'],
  ['Vins et Marées', 'Yann', 'Le Goff', 'caviste', '85100', 'Les Sables-d’Olonne'],
];
const EAST: Pro[] = [
  ['Brasserie du Rhin', 'Élise', 'Koch', 'restaurateur', '67000', 'Strasbourg'],
  ['La Table de Colmar', 'Hugo', 'Meyer', 'restaurateur', '68000', 'Colmar'],
];

export async function seedDemoAgents(db: DbOrTx, shopId: string, ownerId: string, sophieId: string) {
  const tx = systemTx(db);
  const scope = systemScope(shopId, ownerId);
  await setAgentSector(tx, scope, sophieId, {
    departments: ['24', '33', '47'],
    typologies: ['particulier', 'caviste', 'restaurateur', 'grossiste'],
  });
  const thomas = await makeUser(db, {
    role: 'agent',
    email: 'agent.ouest@cuvee.demo',
    username: 'agent-ouest',
    firstname: 'Thomas',
    lastname: 'Garnier',
  });
  await addAgentMembership(tx, scope, thomas.id, 'active', {
    departments: ['44', '49', '85'],
    typologies: ['caviste'],
  });
  const lea = await makeUser(db, {
    role: 'agent',
    email: 'agent.est@cuvee.demo',
    username: 'agent-est',
    firstname: 'Léa',
    lastname: 'Roux',
  });
  await addAgentMembership(tx, scope, lea.id, 'active', {
    departments: ['67', '68', '21'],
    typologies: ['restaurateur'],
  });
  const hugo = await makeUser(db, {
    role: 'agent',
    email: 'agent.libre@cuvee.demo',
    username: 'agent-libre',
    firstname: 'Hugo',
    lastname: 'Marchand',
  });
  await makeClients(db, shopId, ownerId, [
    ...WEST.map((p) => ({ ...pro(p), agentId: thomas.id })),
    ...EAST.map((p) => ({ ...pro(p), agentId: lea.id })),
  ]);
  await db.insert(agentProfiles).values([
    {
      userId: sophieId,
      departments: ['24', '33', '47'],
      clientKinds: ['caviste', 'restaurant', 'particulier'],
      visible: true,
      presentation: 'Agent en Nouvelle-Aquitaine depuis dix ans, cavistes et restaurants.',
    },
    {
      userId: thomas.id,
      departments: ['44', '49', '85'],
      clientKinds: ['caviste', 'epicerie'],
      visible: true,
      presentation: 'Cavistes et épiceries fines des Pays de la Loire.',
    },
    {
      userId: lea.id,
      departments: ['21', '67', '68'],
      clientKinds: ['restaurant', 'hotel'],
      visible: true,
      presentation: 'Restaurants et hôtels d’Alsace et de Bourgogne.',
    },
    {
      userId: hugo.id,
      departments: ['75', '92', '93', '94'],
      clientKinds: ['caviste', 'restaurant', 'bar'],
      visible: true,
      presentation: 'Paris et petite couronne : cavistes, bistrots et bars à vin.',
    },
  ]);
}
