import { and, inArray, isNotNull, sql } from 'drizzle-orm';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { clients } from './clients.table.ts';

/**
 * Which of these addresses are the shop's own clients' (a client record of the shop holds it),
 * lower case: a mail to them needs no confirmed e-mail and counts in no daily cap (issue 23,
 * finding 7). One look-up on the index (shop_id, lower(email)).
 */
export async function shopClientEmails(
  tx: TenantTx,
  scope: TenantScope,
  emails: readonly string[],
): Promise<Set<string>> {
  const wanted = [...new Set(emails.map((e) => e.toLowerCase()))];
  if (wanted.length === 0) return new Set();
  const rows = await scoped(tx, scope)
    .select({ email: sql<string>`lower(${clients.email})` })
    .from(clients)
    .where(and(isNotNull(clients.email), inArray(sql`lower(${clients.email})`, wanted)));
  return new Set(rows.map((r) => r.email));
}
