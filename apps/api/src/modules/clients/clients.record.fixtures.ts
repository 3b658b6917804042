import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inTenant, systemScope } from '../../db/tenant.ts';
import { shopMemberships } from '../shops/index.ts';
import { createClient } from './clients.service.ts';

/**
 * A professional client record made as the shop's owner makes one (createClient: its rules,
 * its timeline), for the tests of the modules downstream (issue 25: fixtures build upstream
 * rows through the owning module).
 */
export async function makeClientRecord(
  db: Db,
  shopId: string,
  company: string,
  agentId: string | null = null,
): Promise<string> {
  const [owner] = await db
    .select({ id: shopMemberships.userId })
    .from(shopMemberships)
    .where(and(eq(shopMemberships.shopId, shopId), eq(shopMemberships.role, 'owner')))
    .limit(1);
  const actor = { ...systemScope(shopId, owner!.id), seesAll: true, isAgent: false };
  const made = await inTenant(db, actor, (tx) =>
    createClient(actor, tx, {
      kind: 'professional',
      lastname: 'Durand',
      firstname: 'Julie',
      company,
      typology: 'caviste',
      lang: 'fr',
      tags: [],
      consentMarketing: false,
      addresses: [],
      ...(agentId ? { agentId } : {}),
    }),
  );
  return made.client.id;
}
