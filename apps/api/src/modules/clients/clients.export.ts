import type { ClientExportQuery } from '@cuvee/contracts';
import {
  CLIENT_KINDS,
  labelOf,
  PAYMENT_DELAYS,
  type PaymentDelay,
  PROSPECT_STATUSES,
  paymentDelayLabel,
} from '@cuvee/domain';
import writeXlsxFile, { type Row } from 'write-excel-file/node';
import type { z } from 'zod';
import type { TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import { filteredRows } from './clients.queries.ts';
import type { ClientActor } from './clients.rules.ts';

/*
 * The filtered client list as a file. CSV for French spreadsheets (semicolons, UTF-8 with its
 * mark, CRLF); XLSX through write-excel-file, as the stock journal's export does.
 */

/** More rows than this in one file: narrow the filters (413). */
export const CLIENT_EXPORT_MAX_ROWS = 100_000;

/** The export's columns (the default import template reads the same headers). */
export const CLIENT_EXPORT_HEADERS = [
  'Nom',
  'Type',
  'Civilité',
  'Prénom',
  'Nom de famille',
  'Société',
  'SIRET',
  'N° TVA',
  'E-mail',
  'Téléphone',
  'Ville',
  'Typologie',
  'Délai de paiement',
  'Étiquettes',
  'Agent',
  'Statut prospect',
  'Prochaine action',
  'Consentement marketing',
  'Créé le',
] as const;

type ExportRow = Awaited<ReturnType<typeof filteredRows>>[number];

function cells({ row, agentName }: ExportRow): string[] {
  return [
    row.displayName,
    labelOf(CLIENT_KINDS, row.kind),
    row.civility ?? '',
    row.firstname ?? '',
    row.lastname,
    row.company ?? '',
    row.siret ?? '',
    row.vatNumber ?? '',
    row.email ?? '',
    row.phone ?? '',
    row.city ?? '',
    row.typology,
    row.paymentDelay && (PAYMENT_DELAYS as readonly string[]).includes(row.paymentDelay)
      ? paymentDelayLabel(row.paymentDelay as PaymentDelay)
      : '',
    row.tags.join(', '),
    agentName ?? '',
    row.prospectStatus ? labelOf(PROSPECT_STATUSES, row.prospectStatus) : '',
    [row.nextAction, row.nextActionOn].filter(Boolean).join(' — '),
    row.consentMarketing ? 'Oui' : 'Non',
    row.createdAt.toISOString().slice(0, 10),
  ];
}

export async function exportClientRows(
  actor: ClientActor,
  tx: TenantTx,
  q: z.output<typeof ClientExportQuery>,
): Promise<ExportRow[]> {
  const rows = await filteredRows(actor, tx, q, CLIENT_EXPORT_MAX_ROWS + 1);
  if (rows.length > CLIENT_EXPORT_MAX_ROWS)
    throw new HttpError(
      413,
      `L'export est limité à ${CLIENT_EXPORT_MAX_ROWS} clients : précisez les filtres (typologie, étiquette…)`,
    );
  return rows;
}

// A leading = @ (or + - before a non-digit) would make a spreadsheet run the cell as a formula;
// phone numbers (+33…) stay as they are.
const safe = (v: string) => (/^(?:[=@]|[+-](?!\d))/.test(v) ? `'${v}` : v);
const csvCell = (v: string) => {
  const text = safe(v);
  return /[";\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

export function clientsCsv(rows: ExportRow[]): string {
  const lines = [CLIENT_EXPORT_HEADERS.join(';'), ...rows.map((r) => cells(r).map(csvCell).join(';'))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export async function clientsXlsx(rows: ExportRow[]): Promise<Buffer> {
  const header: Row = CLIENT_EXPORT_HEADERS.map((h) => ({ value: h, fontWeight: 'bold' }));
  const data: Row[] = rows.map((r) => cells(r).map((v) => (v === '' ? null : { value: v })));
  return writeXlsxFile([header, ...data], { sheet: 'Clients' }).toBuffer();
}

export const clientsExportFileName = (format: 'csv' | 'xlsx') =>
  `clients-${new Date().toISOString().slice(0, 10)}.${format}`;
