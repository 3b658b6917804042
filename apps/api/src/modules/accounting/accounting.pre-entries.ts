import type { SheetCell } from '@cuvee/domain';
import { and, asc, eq, gte, lte, type SQL } from 'drizzle-orm';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import { spreadsheetFile } from '../../lib/spreadsheet.ts';
import { accountingEntries, accountingEntryLines } from './accounting.table.ts';

/**
 * The generic pre-entries layout (decision 0091): one row per entry line — Journal, Date
 * (JJ/MM/AAAA), N° écriture, Pièce, Compte, Compte auxiliaire, Libellé, Débit, Crédit, Lettrage —
 * the columns most accountants' import tools map (Sage, Cegid, ACD, Quadra).
 */
export const PRE_ENTRY_HEADERS = [
  'Journal',
  'Date',
  'N° écriture',
  'Pièce',
  'Compte',
  'Compte auxiliaire',
  'Libellé',
  'Débit',
  'Crédit',
  'Lettrage',
] as const;

const MAX_PRE_ENTRY_DAYS = 400;

export async function preEntries(
  tx: TenantTx,
  scope: TenantScope,
  q: { from: string; to: string; format: 'csv' | 'xlsx'; journal?: string },
) {
  if (q.from > q.to) throw new HttpError(400, 'La date de début doit précéder la date de fin');
  if ((Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 > MAX_PRE_ENTRY_DAYS)
    throw new HttpError(400, `La période ne peut pas dépasser ${MAX_PRE_ENTRY_DAYS} jours`);
  const where: SQL[] = [gte(accountingEntries.entryDate, q.from), lte(accountingEntries.entryDate, q.to)];
  if (q.journal) where.push(eq(accountingEntries.journalCode, q.journal.toUpperCase()));
  const rows = await tx
    .select({ e: accountingEntries, l: accountingEntryLines })
    .from(accountingEntryLines)
    .innerJoin(accountingEntries, eq(accountingEntries.id, accountingEntryLines.entryId))
    .where(
      and(scoped(tx, scope).owns(accountingEntryLines), scoped(tx, scope).owns(accountingEntries), ...where),
    )
    .orderBy(
      asc(accountingEntries.entryDate),
      asc(accountingEntries.journalCode),
      asc(accountingEntries.seq),
      asc(accountingEntryLines.position),
    );
  const cells: SheetCell[][] = rows.map(({ e, l }) => [
    e.journalCode,
    e.entryDate.split('-').reverse().join('/'),
    e.number,
    e.pieceRef,
    l.account,
    l.auxAccount,
    l.label,
    { euros: l.debit / 100 },
    { euros: l.credit / 100 },
    l.letter,
  ]);
  const bytes = await spreadsheetFile(q.format, PRE_ENTRY_HEADERS, cells, 'Écritures');
  return { bytes, fileName: `ecritures_${q.from}_${q.to}.${q.format}` };
}
