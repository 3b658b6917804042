import { ClientInput, OpportunityInput } from '@cuvee/contracts';
import { isClosedStage } from '@cuvee/domain';
import { asc } from 'drizzle-orm';
import { clientRowOf, clients } from '../../modules/clients/index.ts';
import { opportunities } from '../../modules/opportunities/index.ts';
import type { DbOrTx } from '../client.ts';
import { scoped, systemScope, systemTx } from '../tenant.ts';

/**
 * Domaine Démo's pipeline: ten opportunities across every stage, some followed by the agent
 * (whose board then shows only those). It uses the shop's clients when the demo has them, and
 * creates the five it needs otherwise.
 */

const OWN_CLIENTS = [
  {
    kind: 'professional',
    lastname: 'Morel',
    firstname: 'Anne',
    company: 'Cave des Papilles',
    typology: 'caviste',
    paymentDelay: 'days30EndOfMonth',
    addresses: [
      {
        kind: 'delivery',
        isDefault: true,
        address: {
          firstname: 'Service',
          lastname: 'Achats',
          street: '12 rue Mercière',
          zipcode: '69002',
          city: 'Lyon',
          country: 'FR',
        },
      },
    ],
  },
  {
    kind: 'professional',
    lastname: 'Garnier',
    firstname: 'Paul',
    company: 'Restaurant Le Cep',
    typology: 'restaurateur',
    paymentDelay: 'days30',
    addresses: [
      {
        kind: 'delivery',
        isDefault: true,
        address: {
          firstname: 'Service',
          lastname: 'Achats',
          street: '3 place aux Herbes',
          zipcode: '30000',
          city: 'Nîmes',
          country: 'FR',
        },
      },
    ],
  },
  {
    kind: 'professional',
    lastname: 'Peeters',
    firstname: 'Lotte',
    company: 'Vins & Co Import',
    typology: 'grossiste',
    paymentDelay: 'days60',
    addresses: [
      {
        kind: 'delivery',
        isDefault: true,
        address: {
          firstname: 'Service',
          lastname: 'Achats',
          street: 'Rue Neuve 20',
          zipcode: '1000',
          city: 'Bruxelles',
          country: 'BE',
        },
      },
    ],
  },
  {
    kind: 'prospect',
    lastname: 'Roux',
    firstname: 'Élodie',
    company: 'Bistrot du Marché',
    typology: 'restaurateur',
    prospectStatus: 'interested',
  },
  {
    kind: 'prospect',
    lastname: 'Faure',
    firstname: 'Hugo',
    company: 'Hôtel des Arènes',
    typology: 'restaurateur',
    prospectStatus: 'contacted',
  },
] as const;

type Seeded = {
  title: string;
  stage: string;
  amountCents: number;
  probability: number;
  inDays: number;
  client: number;
  agent?: boolean;
};
const OPPORTUNITIES: readonly Seeded[] = [
  {
    title: 'Référencement des rouges 2024',
    stage: 'new',
    amountCents: 180_000,
    probability: 10,
    inDays: 60,
    client: 3,
  },
  {
    title: 'Carte des vins de printemps',
    stage: 'new',
    amountCents: 95_000,
    probability: 20,
    inDays: 45,
    client: 4,
    agent: true,
  },
  {
    title: 'Cuvée du bistrot en magnum',
    stage: 'qualified',
    amountCents: 240_000,
    probability: 30,
    inDays: 40,
    client: 1,
  },
  {
    title: 'Salon des vins de Lyon',
    stage: 'qualified',
    amountCents: 120_000,
    probability: 40,
    inDays: 30,
    client: 0,
    agent: true,
  },
  {
    title: 'Import Benelux : premier container',
    stage: 'proposal',
    amountCents: 1_250_000,
    probability: 50,
    inDays: 35,
    client: 2,
  },
  {
    title: 'Coffrets de fin d’année',
    stage: 'proposal',
    amountCents: 360_000,
    probability: 60,
    inDays: 20,
    client: 0,
    agent: true,
  },
  {
    title: 'Vins au verre : blanc et rosé',
    stage: 'negotiation',
    amountCents: 150_000,
    probability: 70,
    inDays: 10,
    client: 1,
  },
  {
    title: 'Crémant pour les réceptions',
    stage: 'negotiation',
    amountCents: 420_000,
    probability: 75,
    inDays: 15,
    client: 4,
  },
  {
    title: 'Commande annuelle de la cave',
    stage: 'won',
    amountCents: 560_000,
    probability: 100,
    inDays: -5,
    client: 0,
    agent: true,
  },
  {
    title: 'Séminaire d’entreprise',
    stage: 'lost',
    amountCents: 80_000,
    probability: 0,
    inDays: -12,
    client: 3,
  },
];

const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The clients the pipeline uses: the agent's own for the agent's cards, professionals and prospects for the rest. */
async function pickClients(tx: DbOrTx, shopId: string, ownerId: string, agentId: string) {
  const s = scoped(systemTx(tx), systemScope(shopId, ownerId));
  const existing = await s
    .select({ id: clients.id, agentId: clients.agentId, kind: clients.kind })
    .from(clients)
    .where()
    .orderBy(asc(clients.sortKey));
  const agents = existing.filter((c) => c.agentId === agentId);
  const others = existing.filter((c) => c.agentId !== agentId && c.kind !== 'individual');
  if (agents.length > 0 && others.length > 0) return { agents, others };
  const made = await s
    .insert(clients)
    .values(
      OWN_CLIENTS.map((c, i) =>
        clientRowOf(shopId, ClientInput.parse({ ...c, agentId: i === 0 || i === 3 ? agentId : undefined }), {
          source: 'manual',
          createdBy: ownerId,
        }),
      ),
    )
    .returning({ id: clients.id, agentId: clients.agentId });
  return {
    agents: made.filter((c) => c.agentId === agentId),
    others: made.filter((c) => c.agentId !== agentId),
  };
}

export async function seedDemoOpportunities(tx: DbOrTx, shopId: string, ownerId: string, agentId: string) {
  const { agents, others } = await pickClients(tx, shopId, ownerId, agentId);
  const position = new Map<string, number>();
  await scoped(systemTx(tx), systemScope(shopId, ownerId))
    .insert(opportunities)
    .values(
      OPPORTUNITIES.map((o) => {
        const pool = o.agent ? agents : others;
        const values = OpportunityInput.parse({
          ...o,
          clientId: pool[o.client % pool.length]!.id,
          expectedOn: dayFromNow(o.inDays),
        });
        const at = position.get(values.stage) ?? 0;
        position.set(values.stage, at + 1);
        return {
          ...values,
          expectedOn: values.expectedOn ?? null,
          ownerId: o.agent ? agentId : ownerId,
          position: at,
          closedAt: isClosedStage(values.stage) ? new Date(Date.now() + o.inDays * 86_400_000) : null,
          createdBy: ownerId,
        };
      }),
    );
}
