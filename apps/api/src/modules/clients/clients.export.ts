import type { ClientExportQuery } from '@cuvee/contracts';
import {
  CLIENT_KINDS,
  labelOf,
  PAYMENT_DELAYS,
  type PaymentDelay,
  PROSPECT_STATUSES,
  paymentDelayLabel,
} from '@cuvee/domain';
import type { z } from 'zod';
import type { TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import { csvFile, xlsxFile } from '../../lib/spreadsheet.ts';
import { filteredRows } from './clients.queries.ts';
import type { ClientActor } from './clients.rules.ts';

/*
 * The filtered client list as a file, through the one spreadsheet helper (decision 0065): a
 * buyer's own name or company is made inert before a spreadsheet could run it.
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

export function clientsCsv(rows: ExportRow[]): string {
  return csvFile(CLIENT_EXPORT_HEADERS, rows.map(cells));
}

export function clientsXlsx(rows: ExportRow[]): Promise<Buffer> {
  return xlsxFile(CLIENT_EXPORT_HEADERS, rows.map(cells), 'Clients');
}

export const clientsExportFileName = (format: 'csv' | 'xlsx') =>
  `clients-${new Date().toISOString().slice(0, 10)}.${format}`;
