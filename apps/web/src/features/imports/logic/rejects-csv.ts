import type { ClientImport } from '@cuvee/contracts';
import { csvFile } from '@cuvee/domain';

/**
 * The rejected lines as a CSV to correct and import again: the file's header, then each line's
 * cells, with its line number and reasons in front, through the one spreadsheet helper
 * (decision 0065: semicolons, a BOM, and a formula in a cell shown, never run).
 */
export function rejectsCsv(imp: Pick<ClientImport, 'header' | 'rejects'>): string {
  return csvFile(
    ['Ligne', 'Motifs', ...imp.header],
    imp.rejects.map((r) => [String(r.line), r.reasons.join(' ; '), ...r.cells]),
  );
}
