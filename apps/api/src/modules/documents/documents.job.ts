import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inTenant, scoped, type TenantScope } from '../../db/tenant.ts';
import { invoices, markInvoicePdf } from '../invoices/index.ts';
import { offerDownload } from '../platform/index.ts';
import { isBundle, renderBundle } from './documents.bundle.ts';
import { orderView } from './documents.order-view.ts';
import { renderPdf } from './documents.pdf.ts';
import { renderInvoicePdf } from './documents.pdfa.ts';
import type { DocumentJob } from './documents.queue.ts';
import { documents } from './documents.table.ts';

/*
 * The job that makes a PDF (decision 0048), in the tenant scope of the shop that asked: the
 * row goes 'processing', the file is drawn and kept under the data folder (not the public
 * uploads), then 'generated' — or 'error' with a French reason. An invoice's row follows.
 */

export const documentsDir = (dataDir: string) => path.join(dataDir, 'documents');
export const fileUrl = (documentId: string) => `/v1/documents/${documentId}/file`;

export async function readDocumentFile(dataDir: string, fileKey: string): Promise<Buffer> {
  return readFile(path.join(documentsDir(dataDir), fileKey));
}

export async function runDocumentJob(db: Db, dataDir: string, data: DocumentJob): Promise<void> {
  const scope: TenantScope = {
    user: { id: data.userId },
    shop: { id: data.shopId },
    shops: [{ id: data.shopId }],
  };
  const doc = await inTenant(db, scope, async (tx) => {
    const [row] = await scoped(tx, scope).selectAll(documents, eq(documents.id, data.documentId));
    if (row?.status !== 'pending') return null;
    await scoped(tx, scope).update(documents).set({ status: 'processing' }).where(eq(documents.id, row.id));
    return row;
  });
  if (!doc) return;
  try {
    const pdf = await inTenant(db, scope, async (tx) => {
      if (doc.invoiceId) {
        const [invoice] = await scoped(tx, scope).selectAll(invoices, eq(invoices.id, doc.invoiceId));
        if (!invoice) throw new Error('Facture introuvable');
        return renderInvoicePdf(invoice.snapshot);
      }
      // A selection of orders in one file (the shipping desk, issue 24).
      if (isBundle(doc.kind)) return renderBundle(tx, scope, doc);
      if (!doc.orderId || doc.kind === 'invoice' || doc.kind === 'deposit' || doc.kind === 'credit')
        throw new Error('Document sans commande');
      const view = await orderView(tx, scope, doc.orderId, doc.kind);
      if (!view) throw new Error('Commande introuvable');
      return renderPdf(view);
    });
    const fileKey = `${data.shopId}/${doc.id}.pdf`;
    await mkdir(path.join(documentsDir(dataDir), data.shopId), { recursive: true });
    await writeFile(path.join(documentsDir(dataDir), fileKey), pdf);
    await inTenant(db, scope, async (tx) => {
      const s = scoped(tx, scope);
      await s
        .update(documents)
        .set({ status: 'generated', fileKey, sizeBytes: pdf.length, error: null })
        .where(eq(documents.id, doc.id));
      if (doc.invoiceId) await markInvoicePdf(tx, scope, doc.invoiceId, 'generated', fileKey);
      if (doc.deliver && doc.requestedBy) await offerDownload(tx, scope, doc.requestedBy, fileUrl(doc.id));
    });
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    await inTenant(db, scope, async (tx) => {
      await scoped(tx, scope)
        .update(documents)
        .set({ status: 'error', error: `La génération du document a échoué : ${reason}`.slice(0, 500) })
        .where(eq(documents.id, doc.id));
      if (doc.invoiceId) await markInvoicePdf(tx, scope, doc.invoiceId, 'error');
    });
  }
}

/**
 * A made PDF for a queued mail (decision 0054), read as the system (the mail's job has no
 * request): the file once 'generated' or 'completed', 'pending' while its job runs.
 */
/**
 * A mail carrying documents reached the SMTP server: each PDF is 'Envoyé' (completed) — a quote
 * sent by its link, an invoice mailed to its buyer — as the panel of its order shows.
 */
export function documentsMailed(db: Db) {
  return async (documentIds: string[]) => {
    await db
      .update(documents)
      .set({ status: 'completed' })
      .where(and(inArray(documents.id, documentIds), eq(documents.status, 'generated')));
  };
}

export function documentAttachment(db: Db, dataDir: string) {
  return async (documentId: string) => {
    const [doc] = await db.select().from(documents).where(eq(documents.id, documentId));
    if (!doc) return { failed: 'Le document joint est introuvable' };
    if (doc.status === 'error') return { failed: doc.error ?? 'La génération du document a échoué' };
    if ((doc.status !== 'generated' && doc.status !== 'completed') || !doc.fileKey) return 'pending' as const;
    return {
      filename: doc.fileName,
      content: await readDocumentFile(dataDir, doc.fileKey),
      contentType: 'application/pdf',
    };
  };
}
