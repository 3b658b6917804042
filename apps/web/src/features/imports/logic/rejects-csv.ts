import type { ClientImport } from '@cuvee/contracts';

const cell = (text: string) => (/[;"\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

/**
 * The rejected lines as a CSV to correct and import again: the file's header, then each line's
 * cells, with its line number and reasons in front (semicolons and a BOM: Excel in French opens it).
 */
export function rejectsCsv(imp: Pick<ClientImport, 'header' | 'rejects'>): string {
  const rows = [
    ['Ligne', 'Motifs', ...imp.header],
    ...imp.rejects.map((r) => [String(r.line), r.reasons.join(' ; '), ...r.cells]),
  ];
  return `\uFEFF${rows.map((r) => r.map(cell).join(';')).join('\r\n')}\r\n`;
}
