import type { DbOrTx } from '../client.ts';
import { demoClients } from './demo-clients.data.ts';
import { makeClients } from './factories.ts';

type Team = { ownerId: string; agentId: string; iamId: string; clientId: string; proId: string };

/**
 * Domaine Démo's 40 clients (issue 15), through the shared factory: a few followed by the agent
 * and the collaborator, the demo buyers tied to their records with the membership's typology.
 */
export async function seedDemoClients(tx: DbOrTx, shopId: string, team: Team) {
  const followers = { agent: team.agentId, iam: team.iamId } as const;
  const accounts = { client: team.clientId, pro: team.proId } as const;
  const inputs = demoClients().map(({ who, account, ...input }, i) => ({
    ...input,
    agentId: who ? followers[who] : undefined,
    userId: account ? accounts[account] : undefined,
    source: account ? ('shop' as const) : ('manual' as const),
    // Spread over the last months, so "newest first" means something.
    createdAt: new Date(Date.UTC(2026, 5, 1) + i * 3 * 86_400_000),
  }));
  await makeClients(tx, shopId, team.ownerId, inputs);
  // The demo buyers' memberships already carry these records' typologies (particulier, caviste).
}
