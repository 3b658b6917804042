import type { ClientImport, ClientImportSummary, ImportMapping } from '@cuvee/contracts';
import type { ImportIntegration } from '@cuvee/domain';
import { and, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { removeImportedClients } from '../clients/index.ts';
import { shops } from '../shops/shops.table.ts';
import { detectIntegration, proposeMapping } from './imports.formats.ts';
import type { ParsedFile } from './imports.parse.ts';
import { mappedValues, readRow, type Typologies } from './imports.rows.ts';
import { type ClientImportRow, clientImports } from './imports.table.ts';

export const IMPORT_NOT_FOUND = 'Import introuvable';
const PREVIEW_ROWS = 20;
const REJECTS_SHOWN = 1000;

export async function shopTypologies(db: DbOrTx, shopId: string): Promise<Typologies> {
  const [shop] = await db.select({ typologies: shops.typologies }).from(shops).where(eq(shops.id, shopId));
  return shop?.typologies ?? {};
}

type Head = Omit<ClientImportRow, 'rows' | 'rejects'>;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toSummary(row: Head): ClientImportSummary {
  return {
    id: row.id,
    integration: row.integration,
    fileName: row.fileName,
    status: row.status,
    totalRows: row.totalRows,
    processedRows: row.processedRows,
    importedRows: row.importedRows,
    rejectedRows: row.rejectedRows,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    startedAt: iso(row.startedAt),
    finishedAt: iso(row.finishedAt),
  };
}

const { rows: _rows, rejects: _rejects, ...headColumns } = getTableColumns(clientImports);

/** One import as answered: never the whole file, only the preview rows and the shown rejects' cells. */
export async function getImport(scope: TenantScope, tx: TenantTx, id: string): Promise<ClientImport> {
  const [row] = await scoped(tx, scope)
    .select({
      ...headColumns,
      previewRows: sql<
        string[][]
      >`jsonb_path_query_array(${clientImports.rows}, ${`$[0 to ${PREVIEW_ROWS - 1}]`}::jsonpath)`,
      rejects: sql<{ line: number; reasons: string[]; cells: string[] | null }[]>`(
        select coalesce(jsonb_agg(r || jsonb_build_object('cells', ${clientImports.rows} -> ((r->>'line')::int - 2))), '[]'::jsonb)
        from (select r from jsonb_array_elements(${clientImports.rejects}) r limit ${REJECTS_SHOWN}) x)`,
    })
    .from(clientImports)
    .where(eq(clientImports.id, id));
  if (!row) throw notFound(IMPORT_NOT_FOUND);
  const typologies = await shopTypologies(tx, row.shopId);
  return {
    ...toSummary(row as Head),
    header: row.header,
    mapping: row.mapping,
    preview: row.previewRows.map((cells, i) => {
      const result = readRow(cells, row.mapping, typologies);
      return {
        line: i + 2,
        values: mappedValues(cells, row.mapping),
        errors: result.ok ? [] : result.reasons,
      };
    }),
    rejects: row.rejects.map((r) => ({ line: r.line, reasons: r.reasons, cells: r.cells ?? [] })),
  };
}

export async function listImports(scope: TenantScope, tx: TenantTx) {
  const rows = await scoped(tx, scope)
    .select(headColumns)
    .from(clientImports)
    .where()
    .orderBy(desc(clientImports.createdAt), desc(clientImports.id))
    .limit(50);
  return rows.map((r) => toSummary(r as Head));
}

/**
 * Stores a file read beforehand (imports.parse.ts, off the event loop and outside any
 * transaction) with the detected format and mapping; answers the preview.
 */
export async function uploadImport(
  scope: TenantScope,
  tx: TenantTx,
  file: { fileName: string; parsed: ParsedFile },
  integration?: ImportIntegration,
) {
  const { header, rowCount, rowsJson } = file.parsed;
  const [created] = await scoped(tx, scope)
    .insert(clientImports)
    .values([
      {
        integration: integration ?? detectIntegration(header),
        fileName: file.fileName.slice(0, 200),
        header,
        // The worker's JSON text as it is: the API thread never walks the file's rows.
        rows: sql`${rowsJson}::jsonb` as unknown as string[][],
        mapping: proposeMapping(header),
        totalRows: rowCount,
        createdBy: scope.user.id,
      },
    ])
    .returning({ id: clientImports.id });
  return getImport(scope, tx, created!.id);
}

async function lockHead(scope: TenantScope, tx: TenantTx, id: string) {
  const [row] = await scoped(tx, scope)
    .select({ status: clientImports.status, header: clientImports.header })
    .from(clientImports)
    .where(eq(clientImports.id, id))
    .for('update');
  if (!row) throw notFound(IMPORT_NOT_FOUND);
  return row;
}

export async function updateMapping(
  scope: TenantScope,
  tx: TenantTx,
  id: string,
  body: { mapping: ImportMapping; integration?: ImportIntegration | undefined },
) {
  const head = await lockHead(scope, tx, id);
  if (head.status !== 'pending') throw new HttpError(409, "L'import a déjà été lancé");
  const outside = Object.values(body.mapping).some((index) => index >= head.header.length);
  if (outside) throw new HttpError(400, "Une colonne choisie n'existe pas dans le fichier");
  await scoped(tx, scope)
    .update(clientImports)
    .set({ mapping: body.mapping, ...(body.integration ? { integration: body.integration } : {}) })
    .where(eq(clientImports.id, id));
  return getImport(scope, tx, id);
}

/** Statuses an import starts from: a new one, or one stopped by a failure (it resumes). */
const STARTABLE = ['pending', 'error'] as const;

/** Whether an import waits for its start (read before the request's transaction; see the routes). */
export async function isStartable(db: DbOrTx, shopId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: clientImports.id })
    .from(clientImports)
    .where(
      and(
        eq(clientImports.shopId, shopId),
        eq(clientImports.id, id),
        inArray(clientImports.status, [...STARTABLE]),
      ),
    );
  return Boolean(row);
}

/**
 * Marks the import processing; the caller enqueues its job in the same transaction. An import
 * that failed (decision 0074) starts again after its last committed batch.
 */
export async function markStarted(scope: TenantScope, tx: TenantTx, id: string) {
  const head = await lockHead(scope, tx, id);
  if (head.status !== 'pending' && head.status !== 'error')
    throw new HttpError(409, "L'import a déjà été lancé");
  const [row] = await scoped(tx, scope)
    .select({ mapping: clientImports.mapping })
    .from(clientImports)
    .where(eq(clientImports.id, id));
  if (row!.mapping.lastname === undefined && row!.mapping.company === undefined) {
    throw new HttpError(400, 'Associez une colonne au nom ou à la raison sociale');
  }
  await scoped(tx, scope)
    .update(clientImports)
    .set(
      head.status === 'pending'
        ? { status: 'processing', startedAt: new Date(), processedRows: 0 }
        : { status: 'processing', error: null, finishedAt: null },
    )
    .where(eq(clientImports.id, id));
}

/** Deletes the clients the import created (their addresses and timelines go with them). */
export async function revertImport(scope: TenantScope, tx: TenantTx, id: string) {
  const head = await lockHead(scope, tx, id);
  if (head.status !== 'completed' && head.status !== 'error') {
    throw new HttpError(409, 'Seul un import terminé peut être annulé');
  }
  const removed = await removeImportedClients(scope, tx, id);
  await scoped(tx, scope).update(clientImports).set({ status: 'reverted' }).where(eq(clientImports.id, id));
  return removed;
}
