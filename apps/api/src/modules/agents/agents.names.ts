import type { Column, SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
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
