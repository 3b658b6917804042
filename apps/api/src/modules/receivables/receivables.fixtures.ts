import type { InvoiceKind, InvoiceSnapshot } from '@cuvee/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clientActivities, clients } from '../clients/index.ts';
import { invoices } from '../invoices/index.ts';
import { mailOutbox } from '../mail/mail.table.ts';
import { notifications } from '../notifications/index.ts';
import { orders } from '../orders/orders.table.ts';
import { shops } from '../shops/index.ts';
import { receivedPayments } from './receivables.table.ts';

/*
 * Invoices for the receivables' tests (the invoices module issues the real ones): a validated
 * order of a demo client and an `invoices` row with a minimal frozen snapshot, numbered from a
 * test counter far above what issuing would reach in a test.
 */

let seq = 9000 + Math.floor(Math.random() * 500) * 100;

export async function shopIdOf(db: Db, url: string) {
  const [row] = await db.select({ id: shops.id }).from(shops).where(eq(shops.urlShop, url));
  return row!.id;
}

export async function clientByEmail(db: Db, shopId: string, email: string) {
  const [row] = await db
    .select({ id: clients.id, name: clients.displayName, email: clients.email })
    .from(clients)
    .where(and(eq(clients.shopId, shopId), eq(clients.email, email)));
  return row!;
}

/** A validated order of the client, for `totalTtc` cents. */
export async function makeOrder(db: Db, shopId: string, clientId: string | null, totalTtc: number) {
  const n = ++seq;
  const [row] = await db
    .insert(orders)
    .values({
      shopId,
      clientId,
      kind: 'order',
      reference: `C-T${n}`,
      status: 'validated',
      paymentType: 'transfer',
      idempotencyKey: `receivables-${n}`,
      channel: 'dashboard',
      totalHt: Math.round(totalTtc / 1.2),
      tva: totalTtc - Math.round(totalTtc / 1.2),
      totalTtc,
      price: {},
      shipping: {
        modeId: null,
        kind: 'pickup',
        name: 'Retrait',
        collectionPoint: null,
        priceCents: 0,
        parcels: 1,
        franco: false,
        instructions: null,
      },
    })
    .returning();
  return row!;
}

export type InvoiceFixture = {
  clientId?: string | null;
  buyerName?: string;
  buyerEmail?: string | null;
  orderId?: string | null;
  payable: number;
  issueDate?: string;
  dueDate: string;
  kind?: InvoiceKind;
  creditedInvoice?: { id: string; number: string } | null;
};

export async function makeInvoice(db: Db, shopId: string, f: InvoiceFixture) {
  const n = ++seq;
  const kind = f.kind ?? 'invoice';
  const series = kind === 'credit' ? 'AV' : 'F';
  const number = `${series}-2026-T${n}`;
  const issueDate = f.issueDate ?? '2026-01-15';
  const ht = Math.round(f.payable / 1.2);
  const snapshot = {
    kind,
    number,
    issueDate,
    dueDate: f.dueDate,
    currency: 'EUR',
    buyer: {
      name: f.buyerName ?? 'Client test',
      email: f.buyerEmail ?? null,
      clientId: f.clientId ?? null,
      isPro: true,
      street: '1 rue du Test',
      zipcode: '75001',
      city: 'Paris',
      country: 'FR',
    },
    orderReference: null,
    creditedInvoice: f.creditedInvoice ? { ...f.creditedInvoice, issueDate } : null,
    lines: [],
  } as unknown as InvoiceSnapshot;
  const [row] = await db
    .insert(invoices)
    .values({
      shopId,
      kind,
      orderId: f.orderId ?? null,
      clientId: f.clientId ?? null,
      creditedInvoiceId: f.creditedInvoice?.id ?? null,
      series,
      fiscalYear: 2026,
      seq: n,
      number,
      issueDate,
      dueDate: f.dueDate,
      totalHt: ht,
      tva: f.payable - ht,
      totalTtc: f.payable,
      payable: f.payable,
      snapshot,
      documentStatus: 'generated',
    })
    .returning();
  return row!;
}

const n = async (db: Db, table: unknown) =>
  Number(
    ((await db.execute(sql`select count(*)::int as n from ${table}`)) as unknown as { rows: { n: number }[] })
      .rows[0]!.n,
  );

/** Rows a refused call must leave as they were. */
export async function counts(db: Db) {
  return {
    payments: await n(db, receivedPayments),
    activities: await n(db, clientActivities),
    notifications: await n(db, notifications),
    outbox: await n(db, mailOutbox),
    paid: Number(
      (
        (await db.execute(
          sql`select coalesce(sum(paid_cents), 0)::int as n from ${invoices}`,
        )) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]!.n,
    ),
  };
}

export async function invoiceRow(db: Db, id: string) {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  return row!;
}
