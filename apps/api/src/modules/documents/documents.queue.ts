import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { defineQueue, type Jobs } from '../jobs/index.ts';
import { type DocumentKind, type DocumentRow, documents } from './documents.table.ts';

/*
 * Asking for a PDF (decision 0045): a `documents` row in the caller's transaction, and the job
 * that makes it, enqueued in the same transaction (it exists only if the caller commits). The
 * caller's route starts the job queue before its transaction opens (Jobs.send on PGlite).
 */

/** A document that cannot be made whatever the tries (its order or invoice is gone). */
export class DocumentRefusal extends Error {}

export type DocumentJob = { documentId: string; shopId: string; userId: string };
export const generateDocumentQueue = defineQueue<DocumentJob>('documents.generate');

export type DocumentRequest = {
  kind: DocumentKind;
  orderId?: string | null;
  /** The orders a file of several prints (the shipping desk's delivery notes, picking list). */
  orderIds?: string[] | null;
  invoiceId?: string | null;
  /** 'Facture F-2026-00042.pdf' */
  fileName: string;
  /** Hand the file to the requester's browser once made (bulk print, to-download). */
  deliver?: boolean;
};

export async function queueDocument(
  jobs: Jobs,
  tx: TenantTx,
  scope: TenantScope,
  request: DocumentRequest,
): Promise<DocumentRow> {
  const [row] = await scoped(tx, scope)
    .insert(documents)
    .values([
      {
        kind: request.kind,
        orderId: request.orderId ?? null,
        orderIds: request.orderIds ?? null,
        invoiceId: request.invoiceId ?? null,
        fileName: request.fileName,
        deliver: request.deliver ?? false,
        requestedBy: scope.user.id,
        status: 'pending',
      },
    ])
    .returning();
  await jobs.send(
    generateDocumentQueue,
    { documentId: row!.id, shopId: row!.shopId, userId: scope.user.id },
    { tx, key: row!.id },
  );
  return row!;
}
