import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SalesExport, SalesExportBody } from '@cuvee/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { inTenant, scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import { spreadsheetFile } from '../../lib/spreadsheet.ts';
import { defineQueue, type JobAttempt } from '../jobs/index.ts';
import { batchRows, type Cell, countRows, EXPORT_HEADERS } from './receivables.export-rows.ts';
import { type SalesExportRow, salesExports } from './receivables.table.ts';

/*
 * Sales exports (decision 0049): a `sales_exports` row and its job, enqueued in the caller's
 * transaction; the job reads the rows in batches, writing done/total after each for the
 * screen's bar, then the file under the data directory (never under the public uploads).
 */

export type ExportJob = { exportId: string; shopId: string; userId: string };
export const salesExportQueue = defineQueue<ExportJob>('sales.export');

const BATCH = 500;
const KIND_FR = { orders: 'commandes', invoices: 'factures', payments: 'reglements' } as const;

export const exportFileName = (e: Pick<SalesExportRow, 'kind' | 'format' | 'fromDate' | 'toDate'>) =>
  `${KIND_FR[e.kind]}-${e.fromDate}-${e.toDate}.${e.format}`;

export function exportView(e: SalesExportRow): SalesExport {
  return {
    id: e.id,
    kind: e.kind,
    format: e.format,
    from: e.fromDate,
    to: e.toDate,
    status: e.status,
    total: e.total,
    done: e.done,
    error: e.error,
    fileName: exportFileName(e),
    createdAt: e.createdAt.toISOString(),
    finishedAt: e.finishedAt?.toISOString() ?? null,
  };
}

export async function createExport(scope: TenantScope, tx: TenantTx, body: z.output<typeof SalesExportBody>) {
  const [row] = await scoped(tx, scope)
    .insert(salesExports)
    .values([
      {
        kind: body.kind,
        format: body.format,
        fromDate: body.from,
        toDate: body.to,
        filters: body.filters ?? null,
        requestedBy: scope.user.id,
      },
    ])
    .returning();
  return row!;
}

export async function loadExport(scope: TenantScope, tx: TenantTx, id: string) {
  const [row] = await scoped(tx, scope).selectAll(salesExports, eq(salesExports.id, id));
  if (!row) throw new HttpError(404, 'Export introuvable');
  return row;
}

export async function exportFile(dataDir: string, row: SalesExportRow) {
  if (row.status !== 'completed' || !row.fileKey)
    throw new HttpError(409, "L'export n'est pas encore prêt : attendez la fin de sa préparation");
  return readFile(path.join(dataDir, row.fileKey));
}

/** Runs an export: counts, reads in batches with its progress, writes the file, or records the failure. */
export async function runSalesExport(
  db: Db,
  dataDir: string,
  data: ExportJob,
  attempt: Pick<JobAttempt, 'retryCount' | 'lastAttempt'> = { retryCount: 0, lastAttempt: true },
) {
  const scope: TenantScope = {
    user: { id: data.userId },
    shop: { id: data.shopId },
    shops: [{ id: data.shopId }],
  };
  const job = await inTenant(db, scope, async (tx) => {
    const [row] = await scoped(tx, scope)
      .update(salesExports)
      .set({ status: 'processing' })
      .where(
        eq(salesExports.id, data.exportId),
        // A retry takes again the export its dead try left 'processing' (decision 0072): the
        // export is read again from the start and its file written again under the same name.
        attempt.retryCount > 0
          ? inArray(salesExports.status, ['pending', 'processing'])
          : eq(salesExports.status, 'pending'),
      )
      .returning();
    if (!row) return null;
    const total = await countRows(scope, tx, row.kind, { from: row.fromDate, to: row.toDate });
    await scoped(tx, scope).update(salesExports).set({ total }).where(eq(salesExports.id, row.id));
    return { ...row, total };
  });
  // Another process took it: nothing to do.
  if (!job) return;
  const range = { from: job.fromDate, to: job.toDate };
  try {
    const rows: Cell[][] = [];
    for (let offset = 0; offset < job.total; offset += BATCH) {
      await inTenant(db, scope, async (tx) => {
        rows.push(...(await batchRows(scope, tx, job.kind, range, offset, BATCH)));
        await scoped(tx, scope)
          .update(salesExports)
          .set({ done: Math.min(job.total, offset + BATCH) })
          .where(eq(salesExports.id, job.id));
      });
    }
    const bytes = await spreadsheetFile(job.format, EXPORT_HEADERS[job.kind], rows, 'Export');
    const fileKey = path.join('exports', data.shopId, `${job.id}.${job.format}`);
    await mkdir(path.join(dataDir, 'exports', data.shopId), { recursive: true });
    await writeFile(path.join(dataDir, fileKey), bytes);
    await inTenant(db, scope, (tx) =>
      scoped(tx, scope)
        .update(salesExports)
        .set({ status: 'completed', done: rows.length, total: rows.length, fileKey, finishedAt: new Date() })
        .where(eq(salesExports.id, job.id)),
    );
  } catch (err) {
    if (!attempt.lastAttempt) throw err;
    await inTenant(db, scope, (tx) =>
      scoped(tx, scope)
        .update(salesExports)
        .set({
          status: 'error',
          error: "L'export a échoué : réessayez ou réduisez la période",
          finishedAt: new Date(),
        })
        .where(eq(salesExports.id, job.id)),
    );
    throw err;
  }
}
