import { pointsToExpire } from '@cuvee/domain';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { scoped, systemTx, type TenantScope } from '../../db/tenant.ts';
import { lockAccount, writeEntry } from './loyalty.ledger.ts';
import { loyaltyEntries } from './loyalty.table.ts';

/*
 * Points that expire (decision 0182): once a day, the clients with credits past their day get
 * an expiry entry for what of them is not spent yet (first earned, first spent), in a
 * transaction holding their account: a second run, another process or a restart the same day
 * finds nothing left to expire (the arithmetic answers 0), so it happens exactly once.
 */

const SYSTEM = { id: '00000000-0000-0000-0000-000000000000' };

/** Answers how many clients lost points. */
export async function expirePoints(db: Db, today: string): Promise<number> {
  const due = await db
    .selectDistinct({ shopId: loyaltyEntries.shopId, clientId: loyaltyEntries.clientId })
    .from(loyaltyEntries)
    .where(
      and(
        sql`${loyaltyEntries.points} > 0`,
        eq(loyaltyEntries.swept, false),
        lte(loyaltyEntries.expiresOn, today),
      ),
    )
    .limit(5000);
  let expired = 0;
  for (const { shopId, clientId } of due) {
    await db.transaction(async (t) => {
      const tx = systemTx(t);
      const scope: TenantScope = { user: SYSTEM, shop: { id: shopId }, shops: [{ id: shopId }] };
      await lockAccount(tx, scope, clientId);
      const s = scoped(tx, scope);
      const [sums] = await s
        .select({
          old: sql<number>`coalesce(sum(${loyaltyEntries.points}) filter (where ${loyaltyEntries.points} > 0 and ${loyaltyEntries.expiresOn} <= ${today}::date), 0)::int`,
          debits: sql<number>`coalesce(-sum(${loyaltyEntries.points}) filter (where ${loyaltyEntries.points} < 0), 0)::int`,
        })
        .from(loyaltyEntries)
        .where(eq(loyaltyEntries.clientId, clientId));
      const points = pointsToExpire(Number(sums?.old ?? 0), Number(sums?.debits ?? 0));
      if (points > 0) {
        await writeEntry(tx, scope, clientId, {
          cause: 'expiry',
          points: -points,
          label: `${points} point(s) expiré(s)`,
        });
        expired++;
      }
      await s
        .update(loyaltyEntries)
        .set({ swept: true })
        .where(
          eq(loyaltyEntries.clientId, clientId),
          sql`${loyaltyEntries.points} > 0`,
          lte(loyaltyEntries.expiresOn, today),
        );
    });
  }
  return expired;
}
