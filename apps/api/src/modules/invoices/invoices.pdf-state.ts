import type { LegalDocumentStatus } from '@cuvee/domain';
import { eq } from 'drizzle-orm';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { invoices } from './invoices.table.ts';

/*
 * What the documents module tells an invoice about its PDF (issue 25): the invoices module
 * owns its rows, so the PDF's state, its file and its sending are recorded here, on the
 * columns beside the frozen ones (the trigger refuses any other change).
 */

/** The PDF of the invoice asked for again, made (with its file), or failed. */
export async function markInvoicePdf(
  tx: TenantTx,
  scope: TenantScope,
  invoiceId: string,
  status: Extract<LegalDocumentStatus, 'pending' | 'generated' | 'error'>,
  fileKey?: string,
) {
  await scoped(tx, scope)
    .update(invoices)
    .set({ documentStatus: status, ...(fileKey !== undefined && { documentKey: fileKey }) })
    .where(eq(invoices.id, invoiceId));
}

/** The invoice's PDF was sent to its recipients. */
export async function markInvoiceSent(tx: TenantTx, scope: TenantScope, invoiceId: string) {
  await scoped(tx, scope)
    .update(invoices)
    .set({ sentAt: new Date(), documentStatus: 'completed' })
    .where(eq(invoices.id, invoiceId));
}
