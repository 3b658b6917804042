import { randomUUID } from 'node:crypto';
import type { SalesOrderCreateBody } from '@cuvee/contracts';
import {
  DASHBOARD_PAYMENT_TYPES,
  type DashboardPaymentType,
  PAYMENT_DELAY_KEYS,
  type PaymentDelay,
  relationTo,
} from '@cuvee/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { scoped, type TenantTx } from '../../db/tenant.ts';
import {
  type ClientActor,
  clientAddresses,
  clients,
  notFoundClient,
  recordClientActivity,
  visibleTo,
} from '../clients/index.ts';
import { nextReference } from './orders.counters.ts';
import { entryShipping, priceEntry } from './orders.entry.ts';
import type { SalesActor } from './orders.list.ts';
import { notifyOwnersOfEntry } from './orders.notify.ts';
import { type FrozenAddress, orderEvents, orderLines, orders, salesCounters } from './orders.table.ts';

/*
 * Entering an order, a quote or a sample in the back office (issue 16): its lines priced by
 * priceEntry (orders.entry.ts), written as a draft with its 'created' event, the client's
 * timeline told, and the owners when someone else entered an order.
 */

const KIND_LABEL = { order: 'Commande', quote: 'Devis', sample: 'Échantillon' } as const;

type Body = z.output<typeof SalesOrderCreateBody>;

/** 'D-000001' / 'E-000001': series that never restart (fiscal year 0), locked until commit. */
async function nextSeries(tx: TenantTx, actor: SalesActor, series: 'D' | 'E'): Promise<string> {
  const [row] = await scoped(tx, actor)
    .insert(salesCounters)
    .values([{ series, fiscalYear: 0, next: 1 }])
    .onConflictDoUpdate({
      target: [salesCounters.shopId, salesCounters.series, salesCounters.fiscalYear],
      set: { next: sql`${salesCounters.next} + 1` },
    })
    .returning({ next: salesCounters.next });
  return `${series}-${String(row!.next).padStart(6, '0')}`;
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Writes the document and answers its id; 403 without the kind's action, 404 for an unseen client. */
export async function createSalesOrder(
  actor: SalesActor,
  clientActor: ClientActor,
  tx: TenantTx,
  body: Body,
  /** Tour mode's key and request fingerprint (decision 0153); else a key of its own. */
  sent?: { idempotencyKey: string; requestHash: string },
): Promise<string> {
  const shopId = actor.shop.id;
  const s = scoped(tx, actor);
  const [client] = await s.selectAll(clients, eq(clients.id, body.clientId), visibleTo(clientActor));
  if (!client) throw notFoundClient();
  const addresses = await s
    .selectAll(clientAddresses, eq(clientAddresses.clientId, client.id))
    .orderBy(asc(clientAddresses.position));
  const sample = body.kind === 'sample';
  const { lines, shippingCents, amounts, typologyKey, hasTva } = await priceEntry(
    actor,
    tx,
    client,
    body.kind,
    body,
  );

  const delivered = await entryShipping(actor, tx, sample ? undefined : body.shipping);
  const reference =
    body.kind === 'quote'
      ? await nextSeries(tx, actor, 'D')
      : sample
        ? await nextSeries(tx, actor, 'E')
        : await nextReference(tx, actor);
  const known = (v: string | null, list: readonly string[]) => (v && list.includes(v) ? v : null);
  const paymentType: DashboardPaymentType = sample
    ? 'sample'
    : (body.paymentType ??
      (known(client.paymentMethod, DASHBOARD_PAYMENT_TYPES) as DashboardPaymentType | null) ??
      'transfer');
  const paymentDelay =
    body.paymentDelay ?? (known(client.paymentDelay, PAYMENT_DELAY_KEYS) as PaymentDelay | null);
  const addressOf = (kind: 'delivery' | 'billing') => {
    const own = addresses.filter((a) => a.kind === kind);
    return ((own.find((a) => a.isDefault) ?? own[0])?.address ?? null) as FrozenAddress | null;
  };
  const delivery = addressOf('delivery');
  const isAgent = relationTo(actor.user, shopId) === 'agent';

  const [order] = await s
    .insert(orders)
    .values([
      {
        buyerId: client.userId,
        clientId: client.id,
        kind: body.kind,
        reference,
        validUntil: body.kind === 'quote' ? (body.validUntil ?? inDays(30)) : null,
        agentId: client.agentId ?? (isAgent ? actor.user.id : null),
        createdBy: actor.user.id,
        paymentDelay,
        status: 'draft',
        paymentType,
        idempotencyKey: sent?.idempotencyKey ?? randomUUID(),
        requestHash: sent?.requestHash ?? null,
        channel: 'backoffice',
        typology: typologyKey,
        hasTva,
        ...amounts,
        shipping: {
          ...delivered,
          collectionPoint: null,
          priceCents: shippingCents,
          parcels: 1,
          franco: false,
          instructions: null,
        },
        deliveryAddress: delivery,
        billingAddress: addressOf('billing') ?? delivery,
        notes: body.notes || null,
      },
    ])
    .returning();
  await s.insert(orderLines).values(lines.map((l) => ({ ...l, orderId: order!.id, buyerId: client.userId })));
  await s
    .insert(orderEvents)
    .values([{ orderId: order!.id, actorId: actor.user.id, action: 'created', toStatus: 'draft' }]);
  await recordClientActivity(tx, actor, [
    {
      clientId: client.id,
      kind: 'order',
      body: `${KIND_LABEL[body.kind]} ${reference} saisi${body.kind === 'quote' || body.kind === 'sample' ? '' : 'e'}`,
      link: `/dashboard/orders/${order!.id}`,
      subjectId: order!.id,
    },
  ]);
  if (body.kind === 'order') await notifyOwnersOfEntry(tx, actor, order!, client.displayName);
  return order!.id;
}
