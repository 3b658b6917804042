import type { Column, SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../lib/search.ts';
import { users } from '../users/index.ts';

/** A person's name for a message: « Prénom Nom », else their address. */
export const fullName = (p: { firstname: string; lastname: string; email?: string }) =>
  `${p.firstname} ${p.lastname}`.trim() || p.email || 'Un agent';

/** Lower-cased and without French accents, as `containsPattern` makes the searched text. */
const folded = (...cols: Column[]) =>
  sql`translate(lower(${sql.join(cols, sql` || ' ' || `)}), 'àâäáãéèêëíìîïóòôöõúùûüçñ', 'aaaaaeeeeiiiiooooouuuucn')`;

/** Whether the user's name or address contains the searched text (accents and case aside). */
export const nameMatches = (search: string): SQL =>
  sql`${folded(users.firstname, users.lastname, users.email)} like ${containsPattern(search)}`;

/** A free username from the address ('jean.dupont', then 'jean.dupont2'…); the agent may change it. */
export async function freeUsername(db: DbOrTx, email: string): Promise<string> {
  const stem =
    (email.split('@')[0] ?? '')
      .toLowerCase()
      .replace(/[^a-z0-9._-]/g, '')
      .slice(0, 40) || 'agent';
  const rows = await db
    .select({ u: sql<string>`lower(${users.username})` })
    .from(users)
    .where(sql`lower(${users.username}) like ${`${stem}%`}`);
  const taken = new Set(rows.map((r) => r.u));
  if (!taken.has(stem)) return stem;
  for (let i = 2; ; i++) if (!taken.has(`${stem}${i}`)) return `${stem}${i}`;
}
