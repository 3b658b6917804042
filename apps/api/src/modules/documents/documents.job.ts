import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inTenant, scoped, type TenantScope } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import { invoices, markInvoicePdf } from '../invoices/index.ts';
import type { JobAttempt } from '../jobs/index.ts';
import { offerDownload } from '../platform/index.ts';
import { isBundle, renderBundle } from './documents.bundle.ts';
import { orderView } from './documents.order-view.ts';
import { renderPdf } from './documents.pdf.ts';
import { renderInvoicePdf } from './documents.pdfa.ts';
import { type DocumentJob, DocumentRefusal } from './documents.queue.ts';
import { type DocumentRow, documents } from './documents.table.ts';

/*
 * The job that makes a PDF (decision 0048), in the tenant scope of the shop that asked: the
 * row goes 'processing' under a lease, the file is drawn and kept under the data folder (not the
 * public uploads), then 'generated' — or 'error' with a French reason once no retry follows
 * (decision 0072). An invoice's row follows.
 */

export const documentsDir = (dataDir: string) => path.join(dataDir, 'documents');
export const fileUrl = (documentId: string) => `/v1/documents/${documentId}/file`;

export async function readDocumentFile(dataDir: string, fileKey: string): Promise<Buffer> {
  return readFile(path.join(documentsDir(dataDir), fileKey));
}

/** How long a try holds its row, renewed every RENEW_MS while it draws (decision 0073). */
export const LEASE_SECONDS = 15;
const RENEW_MS = 5_000;
const leaseFromNow = sql`now() + make_interval(secs => ${LEASE_SECONDS})`;

/** The row is held by a live try: this one waits for its retry (pg-boss's backoff). */
class DocumentBusy extends Error {
  constructor() {
    super('Le document est en cours de génération par une autre tâche');
  }
}

/**
 * Claims the row: a 'pending' one, or a 'processing' one whose lease ran out (its worker died:
 * the retry of a job killed with the API). Answers null when there is nothing left to do.
 */
async function claim(db: Db, scope: TenantScope, documentId: string) {
  return inTenant(db, scope, async (tx) => {
    const s = scoped(tx, scope);
    const [taken] = await s
      .update(documents)
      .set({ status: 'processing', leaseUntil: leaseFromNow })
      .where(
        eq(documents.id, documentId),
        or(
          eq(documents.status, 'pending'),
          and(
            eq(documents.status, 'processing'),
            or(isNull(documents.leaseUntil), lt(documents.leaseUntil, sql`now()`)),
          ),
        ),
      )
      .returning();
    if (taken) return taken;
    const [row] = await s.selectAll(documents, eq(documents.id, documentId));
    if (row?.status === 'processing') throw new DocumentBusy();
    return null;
  });
}

export async function runDocumentJob(
  db: Db,
  dataDir: string,
  data: DocumentJob,
  attempt: Pick<JobAttempt, 'lastAttempt'> = { lastAttempt: true },
  /** config.jobStepPauseMs: the crash tests' pause once the row is claimed (0: none). */
  stepPauseMs = 0,
): Promise<void> {
  const scope: TenantScope = {
    user: { id: data.userId },
    shop: { id: data.shopId },
    shops: [{ id: data.shopId }],
  };
  const doc = await claim(db, scope, data.documentId);
  if (!doc) return;
  const held = eq(documents.id, doc.id);
  const renew = setInterval(() => {
    void inTenant(db, scope, (tx) =>
      scoped(tx, scope)
        .update(documents)
        .set({ leaseUntil: leaseFromNow })
        .where(held, eq(documents.status, 'processing')),
    ).catch(() => {});
  }, RENEW_MS);
  try {
    if (stepPauseMs) await sleep(stepPauseMs);
    const pdf = await inTenant(db, scope, async (tx) => {
      if (doc.invoiceId) {
        const [invoice] = await scoped(tx, scope).selectAll(invoices, eq(invoices.id, doc.invoiceId));
        if (!invoice) throw new DocumentRefusal('Facture introuvable');
        return renderInvoicePdf(invoice.snapshot);
      }
      // A selection of orders in one file (the shipping desk, issue 24).
      if (isBundle(doc.kind)) return renderBundle(tx, scope, doc);
      if (!doc.orderId || doc.kind === 'invoice' || doc.kind === 'deposit' || doc.kind === 'credit')
        throw new DocumentRefusal('Document sans commande');
      const view = await orderView(tx, scope, doc.orderId, doc.kind);
      if (!view) throw new DocumentRefusal('Commande introuvable');
      return renderPdf(view);
    });
    // The same name on every try: a retry overwrites the file a dead one left half-written.
    const fileKey = `${data.shopId}/${doc.id}.pdf`;
    await mkdir(path.join(documentsDir(dataDir), data.shopId), { recursive: true });
    await writeFile(path.join(documentsDir(dataDir), fileKey), pdf);
    await inTenant(db, scope, async (tx) => {
      const s = scoped(tx, scope);
      const [made] = await s
        .update(documents)
        .set({ status: 'generated', fileKey, sizeBytes: pdf.length, error: null, leaseUntil: null })
        .where(held, eq(documents.status, 'processing'))
        .returning({ id: documents.id });
      // Made meanwhile by another try (a lease that ran out under a slow one): nothing more.
      if (!made) return;
      if (doc.invoiceId) await markInvoicePdf(tx, scope, doc.invoiceId, 'generated', fileKey);
      if (doc.deliver && doc.requestedBy) await offerDownload(tx, scope, doc.requestedBy, fileUrl(doc.id));
    });
  } catch (err) {
    const final = attempt.lastAttempt || err instanceof DocumentRefusal || err instanceof HttpError;
    if (!final) {
      // Released for the retry pg-boss schedules (the row stays 'processing').
      await inTenant(db, scope, (tx) =>
        scoped(tx, scope).update(documents).set({ leaseUntil: null }).where(held),
      ).catch(() => {});
      throw err;
    }
    await failDocument(db, scope, doc, err instanceof Error ? err.message : String(err));
  } finally {
    clearInterval(renew);
  }
}

/** The row and its invoice's file marked failed, with the French reason the panel shows. */
export async function failDocument(
  db: Db,
  scope: TenantScope,
  doc: Pick<DocumentRow, 'id' | 'invoiceId'>,
  reason: string,
) {
  await inTenant(db, scope, async (tx) => {
    await scoped(tx, scope)
      .update(documents)
      .set({
        status: 'error',
        leaseUntil: null,
        error: `La génération du document a échoué : ${reason}`.slice(0, 500),
      })
      .where(
        eq(documents.id, doc.id),
        or(eq(documents.status, 'pending'), eq(documents.status, 'processing')),
      );
    if (doc.invoiceId) await markInvoicePdf(tx, scope, doc.invoiceId, 'error');
  });
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
