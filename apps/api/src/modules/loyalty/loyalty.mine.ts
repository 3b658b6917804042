import { tierOf } from '@cuvee/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clientsOfUserEverywhere } from '../clients/index.ts';
import { shops } from '../shops/index.ts';
import { loyaltyAccounts, loyaltyProgrammes, loyaltyTiers } from './loyalty.table.ts';

/*
 * The buyer's points at each producer (their dashboard, issue 29): the shops where they are a
 * client and which run a programme, with their balance and tier. The buyer's own rows, read as
 * the system across shops (the caller's client records name them).
 */
export async function myLoyalties(db: Db, user: { id: string }) {
  const mine = await clientsOfUserEverywhere(db, user.id);
  if (mine.length === 0) return [];
  const shopIds = [...new Set(mine.map((m) => m.shopId))];
  const programmes = await db
    .select({ shopId: loyaltyProgrammes.shopId, name: shops.name })
    .from(loyaltyProgrammes)
    .innerJoin(shops, eq(shops.id, loyaltyProgrammes.shopId))
    .where(and(inArray(loyaltyProgrammes.shopId, shopIds), eq(loyaltyProgrammes.active, true)));
  if (programmes.length === 0) return [];
  const open = programmes.map((p) => p.shopId);
  const accounts = await db
    .select()
    .from(loyaltyAccounts)
    .where(
      and(
        inArray(loyaltyAccounts.shopId, open),
        inArray(
          loyaltyAccounts.clientId,
          mine.map((m) => m.clientId),
        ),
      ),
    );
  const tiers = await db.select().from(loyaltyTiers).where(inArray(loyaltyTiers.shopId, open));
  return programmes
    .map((p) => {
      const account = accounts.find((a) => a.shopId === p.shopId);
      const tier = tierOf(
        tiers.filter((t) => t.shopId === p.shopId),
        account?.earned ?? 0,
      ).current;
      return { shopId: p.shopId, shopName: p.name, balance: account?.balance ?? 0, tier: tier?.name ?? null };
    })
    .sort((a, b) => a.shopName.localeCompare(b.shopName, 'fr'));
}
