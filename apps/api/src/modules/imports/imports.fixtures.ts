/**
 * Client files for tests and the e2e journey: n rows with our default headers, some lines made
 * bad on purpose (line = index + 2: the header is line 1).
 */
export const FILE_HEADER = [
  'Raison sociale',
  'Nom',
  'Prénom',
  'E-mail',
  'Téléphone',
  'SIRET',
  'Adresse',
  'Code postal',
  'Ville',
  'Pays',
  'Typologie',
];

export function clientRows(n: number, opts: { prefix?: string; bad?: boolean } = {}): string[][] {
  const prefix = opts.prefix ?? 'imp';
  return Array.from({ length: n }, (_, i) => {
    const row = [
      `Cave ${prefix} ${i + 1}`,
      `Durand${i + 1}`,
      'Julie',
      `${prefix}.${i + 1}@clients.test`,
      `06 ${String(10_000_000 + i).slice(0, 2)} ${String(10_000_000 + i).slice(2, 4)} ${String(10_000_000 + i).slice(4, 6)} ${String(10_000_000 + i).slice(6, 8)}`,
      String(40_000_000_000_000 + i),
      `${i + 1} rue des Vignes`,
      '34000',
      'Montpellier',
      'France',
      i % 2 ? 'Caviste' : 'restaurateur',
    ];
    if (opts.bad && i === 10) row[5] = '1234567890123';
    if (opts.bad && i === 200) row[3] = 'pas-un-mail';
    if (opts.bad && i === 400) row[10] = 'Inconnue';
    return row;
  });
}

export const toCsv = (rows: string[][], sep = ';') =>
  rows
    .map((r) => r.map((c) => (/[;",\n]/.test(c) ? `"${c.replaceAll('"', '""')}"` : c)).join(sep))
    .join('\r\n');
