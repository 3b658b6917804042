import type { DocumentsRequestBody, SalesDocument } from '@cuvee/contracts';
import { and, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import type { ShopCtx } from '../../plugins/access.ts';
import { invoices, markInvoicePdf, markInvoiceSent } from '../invoices/index.ts';
import type { Jobs } from '../jobs/index.ts';
import { orders, type SalesActor, salesActorOf, visibleOrders } from '../orders/index.ts';
import { queueDocument } from './documents.queue.ts';
import { type DocumentRow, documents } from './documents.table.ts';
import { TITLES } from './documents.view.ts';

/**
 * The documents' requests, lists and states (decision 0048); the job makes the files. A document
 * follows the scope of its order or invoice (decision 0046: the orders module's rule, and an
 * invoice is its order's): another portfolio's answers 404 to an agent, in lists, files,
 * requests and sending, as the order itself does.
 */

/** The orders the actor may see, as a subquery of ids (undefined: all of the shop's). */
function seenOrderIds(actor: SalesActor, tx: TenantTx) {
  const ofOrders = visibleOrders(actor, tx);
  if (!ofOrders) return undefined;
  return tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(scoped(tx, actor).owns(orders), ofOrders));
}

/** An invoice, deposit or credit note is seen with its order (none without one, for an agent). */
function visibleInvoices(actor: SalesActor, tx: TenantTx): SQL | undefined {
  const seen = seenOrderIds(actor, tx);
  return seen && inArray(invoices.orderId, seen);
}

/** The documents the actor may see: those of the orders and invoices they see. */
function visibleDocuments(actor: SalesActor, tx: TenantTx): SQL | undefined {
  const seen = seenOrderIds(actor, tx);
  if (!seen) return undefined;
  const seenInvoices = tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(scoped(tx, actor).owns(invoices), inArray(invoices.orderId, seen)));
  return or(inArray(documents.orderId, seen), inArray(documents.invoiceId, seenInvoices));
}

export const toSalesDocument = (d: DocumentRow): SalesDocument => ({
  id: d.id,
  // An order's or an invoice's own kinds: a selection's PDF (issue 24) has neither and is not listed here.
  kind: d.kind as SalesDocument['kind'],
  orderId: d.orderId,
  invoiceId: d.invoiceId,
  status: d.status,
  fileName: d.fileName,
  sizeBytes: d.sizeBytes,
  error: d.error,
  createdAt: d.createdAt.toISOString(),
});

const ORDER_KINDS = new Set(['quote', 'order', 'delivery']);
const LIST_CAP = 100;

/** One document per order or invoice asked for, queued in the caller's transaction. */
export async function requestDocuments(
  jobs: Jobs,
  tx: TenantTx,
  ctx: ShopCtx,
  body: DocumentsRequestBody,
): Promise<SalesDocument[]> {
  const scope = salesActorOf(ctx);
  const orderIds = [...new Set(body.orderIds ?? [])];
  const invoiceIds = [...new Set(body.invoiceIds ?? [])];
  const s = scoped(tx, scope);
  if (orderIds.length && !ORDER_KINDS.has(body.kind))
    throw new HttpError(400, 'Les factures et avoirs se génèrent depuis la facture, pas depuis la commande');
  if (invoiceIds.length && ORDER_KINDS.has(body.kind))
    throw new HttpError(400, 'Une facture ne donne ni devis, ni bon de commande, ni bon de livraison');
  const orderRows = orderIds.length
    ? await s
        .select({
          id: orders.id,
          reference: orders.reference,
          quoteReference: orders.quoteReference,
          kind: orders.kind,
        })
        .from(orders)
        .where(inArray(orders.id, orderIds), visibleOrders(scope, tx))
    : [];
  const invoiceRows = invoiceIds.length
    ? await s
        .select({ id: invoices.id, number: invoices.number, kind: invoices.kind })
        .from(invoices)
        .where(inArray(invoices.id, invoiceIds), visibleInvoices(scope, tx))
    : [];
  if (orderRows.length !== orderIds.length) throw notFound('Commande introuvable');
  if (invoiceRows.length !== invoiceIds.length) throw notFound('Facture introuvable');
  if (body.kind === 'quote' && orderRows.some((o) => !o.quoteReference && o.kind !== 'quote'))
    throw new HttpError(409, "Cette commande n'a pas de devis");
  const created: DocumentRow[] = [];
  for (const o of orderRows) {
    const number = body.kind === 'quote' ? (o.quoteReference ?? o.reference) : o.reference;
    created.push(
      await queueDocument(jobs, tx, scope, {
        kind: body.kind,
        orderId: o.id,
        fileName: `${TITLES[body.kind]} ${number}.pdf`,
        deliver: body.deliver ?? true,
      }),
    );
  }
  for (const i of invoiceRows) {
    created.push(
      await queueDocument(jobs, tx, scope, {
        kind: i.kind,
        invoiceId: i.id,
        fileName: `${TITLES[i.kind]} ${i.number}.pdf`,
        deliver: body.deliver ?? true,
      }),
    );
    await markInvoicePdf(tx, scope, i.id, 'pending');
  }
  return created.map(toSalesDocument);
}

/** An order's documents and its invoices', or an invoice's; newest first (the index's order). */
export async function listDocuments(
  tx: TenantTx,
  ctx: ShopCtx,
  q: { orderId?: string; invoiceId?: string },
): Promise<SalesDocument[]> {
  const actor = salesActorOf(ctx);
  const s = scoped(tx, actor);
  if (q.orderId) {
    const [order] = await s
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.id, q.orderId), visibleOrders(actor, tx));
    if (!order) throw notFound('Commande introuvable');
    const ofOrder = await s.select({ id: invoices.id }).from(invoices).where(eq(invoices.orderId, q.orderId));
    const rows = await s
      .selectAll(
        documents,
        or(
          eq(documents.orderId, q.orderId),
          ofOrder.length
            ? inArray(
                documents.invoiceId,
                ofOrder.map((i) => i.id),
              )
            : undefined,
        ),
      )
      .orderBy(desc(documents.createdAt))
      .limit(LIST_CAP);
    return rows.map(toSalesDocument);
  }
  const [invoice] = await s
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.id, q.invoiceId!), visibleInvoices(actor, tx));
  if (!invoice) throw notFound('Facture introuvable');
  const rows = await s
    .selectAll(documents, eq(documents.invoiceId, q.invoiceId!))
    .orderBy(desc(documents.createdAt))
    .limit(LIST_CAP);
  return rows.map(toSalesDocument);
}

/** A document of the caller's shop whose order or invoice they may see, or 404. */
export async function loadDocument(tx: TenantTx, ctx: ShopCtx, id: string): Promise<DocumentRow> {
  const actor = salesActorOf(ctx);
  const [row] = await scoped(tx, actor).selectAll(
    documents,
    eq(documents.id, id),
    visibleDocuments(actor, tx),
  );
  if (!row) throw notFound('Document introuvable');
  return row;
}

export const isReady = (d: DocumentRow) =>
  (d.status === 'generated' || d.status === 'completed') && d.fileKey;
export const notReady = () => new HttpError(409, "Le document n'est pas encore généré");

/** After a send: the document 'completed', and its invoice marked sent. */
export async function markSent(tx: TenantTx, scope: TenantScope, d: DocumentRow): Promise<DocumentRow> {
  const s = scoped(tx, scope);
  const [row] = await s
    .update(documents)
    .set({ status: 'completed' })
    .where(eq(documents.id, d.id))
    .returning();
  if (d.invoiceId) await markInvoiceSent(tx, scope, d.invoiceId);
  return row!;
}
