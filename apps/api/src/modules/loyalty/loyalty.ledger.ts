import { type LoyaltyAccount, type LoyaltyEntry, LoyaltyTier } from '@cuvee/contracts';
import { tierOf } from '@cuvee/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import {
  type LoyaltyAccountRow,
  type LoyaltyEntryRow,
  loyaltyAccounts,
  loyaltyEntries,
  loyaltyTiers,
} from './loyalty.table.ts';

/*
 * A client's points (decision 0180): every change is an entry with its cause, written with the
 * account's sums in the same statement group, the account row locked first. Two placements
 * spending the same points, a payment and a sweep: each waits for the other's lock, reads the
 * balance it left, and one refusal is French (a 409 of the caller).
 */

export type NewEntry = Omit<typeof loyaltyEntries.$inferInsert, 'id' | 'shopId' | 'clientId' | 'createdAt'>;

/** The client's account, locked for this transaction (made at 0 the first time). */
export async function lockAccount(
  tx: TenantTx,
  scope: TenantScope,
  clientId: string,
): Promise<LoyaltyAccountRow> {
  const s = scoped(tx, scope);
  await s.insert(loyaltyAccounts).values([{ clientId }]).onConflictDoNothing();
  const [row] = await s.selectAll(loyaltyAccounts, eq(loyaltyAccounts.clientId, clientId)).for('update');
  return row!;
}

/** Writes an entry and keeps the account's sums (the caller holds the lock). */
export async function writeEntry(
  tx: TenantTx,
  scope: TenantScope,
  clientId: string,
  entry: NewEntry,
): Promise<LoyaltyEntryRow | null> {
  const s = scoped(tx, scope);
  const [row] = await s
    .insert(loyaltyEntries)
    .values([{ ...entry, clientId }])
    .onConflictDoNothing()
    .returning();
  if (!row) return null;
  const earned = ['invoicePaid', 'creditNote', 'adjustment'].includes(row.cause) ? row.points : 0;
  const spent = row.cause === 'rewardUsed' ? -row.points : 0;
  await s
    .update(loyaltyAccounts)
    .set({
      balance: sql`${loyaltyAccounts.balance} + ${row.points}`,
      earned: sql`${loyaltyAccounts.earned} + ${earned}`,
      spent: sql`${loyaltyAccounts.spent} + ${spent}`,
      updatedAt: new Date(),
    })
    .where(eq(loyaltyAccounts.clientId, clientId));
  return row;
}

export async function tiersOf(tx: TenantTx, scope: TenantScope): Promise<LoyaltyTier[]> {
  const rows = await scoped(tx, scope).selectAll(loyaltyTiers).orderBy(loyaltyTiers.threshold);
  return rows.map((r) => LoyaltyTier.parse(r));
}

/** The account as read: balance, what was earned and spent, the tier and the next. */
export async function accountOf(
  tx: TenantTx,
  scope: TenantScope,
  clientId: string | null,
): Promise<LoyaltyAccount> {
  const [row] = clientId
    ? await scoped(tx, scope).selectAll(loyaltyAccounts, eq(loyaltyAccounts.clientId, clientId))
    : [];
  const tiers = await tiersOf(tx, scope);
  const earned = row?.earned ?? 0;
  const { current, next, toNext } = tierOf(tiers, earned);
  return {
    balance: row?.balance ?? 0,
    earned,
    spent: row?.spent ?? 0,
    tier: current,
    nextTier: next,
    toNext,
  };
}

/** The ledger, newest first, one page. */
export async function entriesOf(
  tx: TenantTx,
  scope: TenantScope,
  clientId: string | null,
  page: { limit: number; offset: number },
): Promise<{ entries: LoyaltyEntry[]; total: number }> {
  if (!clientId) return { entries: [], total: 0 };
  const s = scoped(tx, scope);
  const [rows, [count]] = await Promise.all([
    s
      .selectAll(loyaltyEntries, eq(loyaltyEntries.clientId, clientId))
      .orderBy(desc(loyaltyEntries.createdAt), desc(loyaltyEntries.id))
      .limit(page.limit)
      .offset(page.offset),
    s
      .select({ n: sql<number>`count(*)::int` })
      .from(loyaltyEntries)
      .where(and(eq(loyaltyEntries.clientId, clientId))),
  ]);
  return {
    total: Number(count?.n ?? 0),
    entries: rows.map((r) => ({
      id: r.id,
      at: r.createdAt.toISOString(),
      cause: r.cause,
      points: r.points,
      label: r.label,
      author: r.authorName,
      reason: r.reason,
      expiresOn: r.expiresOn,
    })),
  };
}
