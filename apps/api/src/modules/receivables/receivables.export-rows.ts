import { PAYMENT_TYPE_LABELS, STATUS_LABELS } from '@cuvee/domain';
import { and, asc, count, eq, gte, lte, ne, sql } from 'drizzle-orm';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { clients } from '../clients/index.ts';
import { invoices } from '../invoices/index.ts';
import { orders } from '../orders/orders.table.ts';
import type { SalesExportKind } from './receivables.table.ts';
import { receivedPayments } from './receivables.table.ts';
import { balanceOf, invoiceView } from './receivables.view.ts';

/*
 * The rows of a sales export, one batch at a time, with French headers. A cell is text, or a
 * number of euros (amounts are cents in the database; the file shows euros).
 */

export type Cell = string | { euros: number };
export type Range = { from: string; to: string };

export const EXPORT_HEADERS: Record<SalesExportKind, readonly string[]> = {
  orders: [
    'Référence',
    'Date',
    'Client',
    'Statut',
    'Livraison',
    'Paiement',
    'Moyen de paiement',
    'Total HT',
    'TVA',
    'Total TTC',
  ],
  invoices: [
    'Numéro',
    'Type',
    'Date',
    'Échéance',
    'Client',
    'Total HT',
    'TVA',
    'Total TTC',
    'Réglé',
    'Reste dû',
    'Statut',
  ],
  payments: ['Date', 'Client', 'Facture', 'Moyen', 'Montant', 'Référence'],
};

const KIND_FR = { invoice: 'Facture', deposit: "Facture d'acompte", credit: 'Avoir' } as const;
const eur = (cents: number): Cell => ({ euros: cents / 100 });
const label = (kind: 'order' | 'delivery' | 'payment', status: string) =>
  STATUS_LABELS[kind][status]?.fr ?? status;
/** An order's day in France. */
const placedDay = sql<string>`to_char(${orders.placedAt} at time zone 'Europe/Paris', 'YYYY-MM-DD')`;

function where(kind: SalesExportKind, range: Range) {
  switch (kind) {
    case 'orders':
      return [eq(orders.kind, 'order'), gte(placedDay, range.from), lte(placedDay, range.to)];
    case 'invoices':
      return [gte(invoices.issueDate, range.from), lte(invoices.issueDate, range.to)];
    default:
      return [gte(receivedPayments.paidOn, range.from), lte(receivedPayments.paidOn, range.to)];
  }
}

export async function countRows(scope: TenantScope, tx: TenantTx, kind: SalesExportKind, range: Range) {
  const s = scoped(tx, scope);
  const table = kind === 'orders' ? orders : kind === 'invoices' ? invoices : receivedPayments;
  const [row] = await s
    .select({ n: count() })
    .from(table)
    .where(...where(kind, range));
  return row?.n ?? 0;
}

export async function batchRows(
  scope: TenantScope,
  tx: TenantTx,
  kind: SalesExportKind,
  range: Range,
  offset: number,
  limit: number,
): Promise<Cell[][]> {
  const { owns } = scoped(tx, scope);
  if (kind === 'orders') {
    const rows = await tx
      .select({ o: orders, day: placedDay, name: clients.displayName })
      .from(orders)
      .leftJoin(clients, and(eq(clients.id, orders.clientId), owns(clients)))
      .where(and(owns(orders), ...where(kind, range)))
      .orderBy(asc(orders.placedAt), asc(orders.id))
      .limit(limit)
      .offset(offset);
    return rows.map(({ o, day, name }) => [
      o.reference,
      day,
      name ?? '',
      label('order', o.status),
      label('delivery', o.deliveryStatus),
      label('payment', o.paymentStatus),
      PAYMENT_TYPE_LABELS[o.paymentType]?.fr ?? o.paymentType,
      eur(o.totalHt),
      eur(o.tva),
      eur(o.totalTtc),
    ]);
  }
  if (kind === 'invoices') {
    const rows = await tx
      .select({ i: invoices, name: clients.displayName })
      .from(invoices)
      .leftJoin(clients, and(eq(clients.id, invoices.clientId), owns(clients)))
      .where(and(owns(invoices), ...where(kind, range)))
      .orderBy(asc(invoices.issueDate), asc(invoices.id))
      .limit(limit)
      .offset(offset);
    return rows.map(({ i, name }) => {
      const view = invoiceView(i, { id: i.clientId, name, email: null });
      return [
        i.number,
        KIND_FR[i.kind],
        i.issueDate,
        i.dueDate,
        view.client.name,
        eur(i.totalHt),
        eur(i.tva),
        eur(i.totalTtc),
        eur(i.paidCents),
        eur(i.kind === 'credit' ? 0 : balanceOf(i)),
        i.kind === 'credit' ? '' : label('payment', view.paymentStatus),
      ];
    });
  }
  const rows = await tx
    .select({ p: receivedPayments, number: invoices.number, name: clients.displayName })
    .from(receivedPayments)
    .leftJoin(
      invoices,
      and(eq(invoices.id, receivedPayments.invoiceId), owns(invoices), ne(invoices.kind, 'credit')),
    )
    .leftJoin(clients, and(eq(clients.id, receivedPayments.clientId), owns(clients)))
    .where(and(owns(receivedPayments), ...where(kind, range)))
    .orderBy(asc(receivedPayments.paidOn), asc(receivedPayments.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ p, number, name }) => [
    p.paidOn,
    name ?? '',
    number ?? '',
    PAYMENT_TYPE_LABELS[p.type]?.fr ?? p.type,
    eur(p.amount),
    p.reference ?? '',
  ]);
}
