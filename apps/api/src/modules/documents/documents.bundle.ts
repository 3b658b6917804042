import type { ShipmentDocument, ShipmentDocumentBody, ShipmentDocumentKind } from '@cuvee/contracts';
import { type PickOrder, pickingList } from '@cuvee/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import type { z } from 'zod';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { clients } from '../clients/index.ts';
import type { Jobs } from '../jobs/index.ts';
import { orderLines, orders } from '../orders/index.ts';
import { shops } from '../shops/index.ts';
import { stockLines, stockReservations, warehouses } from '../stock/index.ts';
import { orderView } from './documents.order-view.ts';
import { renderPdf } from './documents.pdf.ts';
import { renderPickingList } from './documents.picking.pdf.ts';
import { DocumentRefusal, queueDocument } from './documents.queue.ts';
import { type DocumentRow, documents } from './documents.table.ts';

/*
 * The shipping desk's documents (issue 24): ONE PDF for a selection of orders — their delivery
 * notes one after the other, or the picking list that sums what to take out of each warehouse.
 * Asked for in the request's transaction (a `documents` row naming its orders and its job, as
 * any PDF, decision 0045), made by the same job, followed by the desk until it is ready.
 */

const TITLES: Record<ShipmentDocumentKind, string> = {
  deliveryNotes: 'Bons de livraison',
  pickingList: 'Liste de préparation',
};

export const isBundle = (kind: DocumentRow['kind']): kind is ShipmentDocumentKind =>
  kind === 'deliveryNotes' || kind === 'pickingList';

export const toShipmentDocument = (d: DocumentRow): ShipmentDocument => ({
  id: d.id,
  kind: d.kind as ShipmentDocumentKind,
  status: d.status,
  fileName: d.fileName,
  orderCount: d.orderIds?.length ?? 0,
  sizeBytes: d.sizeBytes,
  error: d.error,
  createdAt: d.createdAt.toISOString(),
});

const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });

/** Queues the selection's PDF; every order must be an order or a sample of the shop. */
export async function requestBundle(
  jobs: Jobs,
  tx: TenantTx,
  scope: TenantScope,
  body: z.output<typeof ShipmentDocumentBody>,
): Promise<DocumentRow> {
  const ids = [...new Set(body.orderIds)];
  const found = await scoped(tx, scope)
    .select({ id: orders.id, kind: orders.kind })
    .from(orders)
    .where(inArray(orders.id, ids));
  if (found.length !== ids.length) throw notFound('Commande introuvable');
  if (found.some((o) => o.kind === 'quote'))
    throw new HttpError(409, 'Un devis ne se livre pas : il n’a ni bon de livraison ni liste de préparation');
  const n = ids.length;
  return queueDocument(jobs, tx, scope, {
    kind: body.kind,
    orderIds: ids,
    fileName: `${TITLES[body.kind]} - ${n} commande${n > 1 ? 's' : ''} - ${today()}.pdf`,
    deliver: false,
  });
}

/** A selection's PDF of the caller's shop, or 404. */
export async function loadBundle(tx: TenantTx, scope: TenantScope, id: string): Promise<DocumentRow> {
  const [row] = await scoped(tx, scope).selectAll(documents, eq(documents.id, id));
  if (!row || !isBundle(row.kind)) throw notFound('Document introuvable');
  return row;
}

/** Draws the selection's PDF (the documents job, in the requester's tenant scope). */
export async function renderBundle(tx: TenantTx, scope: TenantScope, doc: DocumentRow): Promise<Buffer> {
  const ids = doc.orderIds ?? [];
  if (ids.length === 0) throw new DocumentRefusal('Aucune commande');
  if (doc.kind === 'pickingList') return renderPickingList(await pickingData(tx, scope, ids));
  // The delivery notes as each order's own, bound in the selection's order.
  const out = await PDFDocument.create();
  for (const id of ids) {
    const view = await orderView(tx, scope, id, 'delivery');
    if (!view) throw new DocumentRefusal('Commande introuvable');
    const note = await PDFDocument.load(await renderPdf(view));
    for (const page of await out.copyPages(note, note.getPageIndices())) out.addPage(page);
  }
  out.setTitle(`${TITLES.deliveryNotes} (${ids.length})`);
  out.setLanguage('fr-FR');
  out.setCreator('Cuvée');
  out.setProducer('Cuvée');
  return Buffer.from(await out.save());
}

async function pickingData(tx: TenantTx, scope: TenantScope, ids: string[]) {
  const s = scoped(tx, scope);
  const rows = await tx
    .select({
      id: orders.id,
      reference: orders.reference,
      shopId: orders.shopId,
      client: clients.displayName,
      address: orders.deliveryAddress,
      mode: orders.shipping,
    })
    .from(orders)
    .leftJoin(clients, and(eq(clients.id, orders.clientId), s.owns(clients)))
    .where(and(s.owns(orders), inArray(orders.id, ids)));
  const lines = await s
    .selectAll(orderLines, inArray(orderLines.orderId, ids))
    .orderBy(asc(orderLines.orderId), asc(orderLines.position));
  // Where each order's units were set aside (still reserved, or already taken out).
  const reservations = await tx
    .select({
      orderId: stockReservations.reference,
      units: stockReservations.quantity,
      formatId: stockLines.formatId,
      vintage: stockLines.vintage,
      lot: stockLines.lot,
      warehouse: warehouses.name,
    })
    .from(stockReservations)
    .innerJoin(stockLines, and(eq(stockLines.id, stockReservations.lineId), s.owns(stockLines)))
    .innerJoin(warehouses, and(eq(warehouses.id, stockLines.warehouseId), s.owns(warehouses)))
    .where(
      and(
        s.owns(stockReservations),
        inArray(stockReservations.reference, ids),
        inArray(stockReservations.status, ['active', 'consumed']),
      ),
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const ordered = ids.map((id) => byId.get(id)).filter((r): r is NonNullable<typeof r> => Boolean(r));
  const picks: PickOrder[] = ordered.map((o) => ({
    reference: o.reference,
    lines: lines
      .filter((l) => l.orderId === o.id)
      .map((l) => ({
        label: l.label,
        formatId: l.formatId,
        vintage: l.vintage,
        units: l.quantity + l.freeItems,
      })),
    reservations: reservations
      .filter((r) => r.orderId === o.id)
      .map((r) => ({
        formatId: r.formatId,
        vintage: r.vintage,
        lot: r.lot,
        warehouse: r.warehouse,
        units: r.units,
      })),
  }));
  const [shop] = await tx
    .select({ name: shops.name })
    .from(shops)
    .where(eq(shops.id, scope.shop?.id ?? ordered[0]?.shopId ?? ''));
  return {
    shopName: shop?.name ?? '',
    date: today(),
    orders: ordered.map((o) => {
      const a = o.address;
      const name = o.client ?? (a?.name || [a?.firstname, a?.lastname].filter(Boolean).join(' '));
      return {
        reference: o.reference,
        client: name || '—',
        destination: a ? [a.zipcode, a.city].filter(Boolean).join(' ') : '',
        mode: o.mode.name,
      };
    }),
    list: pickingList(picks),
  };
}

export type PickingData = Awaited<ReturnType<typeof pickingData>>;
