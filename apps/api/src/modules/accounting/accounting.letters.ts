import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { accountingEntries, accountingEntryLines, accountingLetters } from './accounting.table.ts';

/** 1 → 'A', 26 → 'Z', 27 → 'AA'. */
export function letterCode(n: number): string {
  let out = '';
  let k = n;
  while (k > 0) {
    const r = (k - 1) % 26;
    out = String.fromCharCode(65 + r) + out;
    k = Math.floor((k - 1) / 26);
  }
  return out;
}

/**
 * Lettering (decision 0088): when the client lines of an invoice not yet lettered balance (the
 * invoice, its payments, card charges and credit notes), they get the client account's next
 * code and the day of the last of them.
 */
export async function letterSettled(tx: TenantTx, scope: TenantScope, invoiceIds: string[]) {
  const s = scoped(tx, scope);
  for (const invoiceId of [...new Set(invoiceIds)]) {
    const lines = await tx
      .select({
        id: accountingEntryLines.id,
        debit: accountingEntryLines.debit,
        credit: accountingEntryLines.credit,
        account: accountingEntryLines.account,
        aux: accountingEntryLines.auxAccount,
        day: accountingEntries.entryDate,
      })
      .from(accountingEntryLines)
      .innerJoin(accountingEntries, eq(accountingEntries.id, accountingEntryLines.entryId))
      .where(
        and(
          s.owns(accountingEntryLines),
          s.owns(accountingEntries),
          eq(accountingEntryLines.invoiceId, invoiceId),
          eq(accountingEntryLines.accountKey, 'third.clients'),
          isNull(accountingEntryLines.letter),
        ),
      );
    if (lines.length < 2) continue;
    const balance = lines.reduce((t, l) => t + l.debit - l.credit, 0);
    if (balance !== 0) continue;
    const account = `${lines[0]!.account}/${lines[0]!.aux ?? ''}`;
    const [counter] = await s
      .insert(accountingLetters)
      .values([{ account, last: 1 }])
      .onConflictDoUpdate({
        target: [accountingLetters.shopId, accountingLetters.account],
        set: { last: sql`${accountingLetters.last} + 1` },
      })
      .returning({ last: accountingLetters.last });
    const day = lines.reduce((d, l) => (l.day > d ? l.day : d), lines[0]!.day);
    await s
      .update(accountingEntryLines)
      .set({ letter: letterCode(counter!.last), letteredOn: day })
      .where(
        inArray(
          accountingEntryLines.id,
          lines.map((l) => l.id),
        ),
      );
  }
}
