import type { SalesDeliveryBody, ShipmentBulkResponse, ShipmentInput } from '@cuvee/contracts';
import type { DeliveryAction } from '@cuvee/domain';
import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { scoped, type TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { OrderOutbox } from './orders.buyer-mails.ts';
import { applyDeliveryAction } from './orders.delivery.ts';
import type { SalesActor } from './orders.list.ts';
import { orders } from './orders.table.ts';

/*
 * The shipping desk's bulk moves (issue 24): each order through the orders module's own delivery
 * move (the lifecycle's table, the stock consumed on shipping, the event, the buyer told), each in
 * a savepoint — an order is shipped whole or not at all, and one refused (with its French reason)
 * leaves the others shipped.
 */

type Result = ShipmentBulkResponse['results'][number];
type Step = { id: string; body: z.output<typeof SalesDeliveryBody> };

const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;

async function runEach(
  actor: SalesActor,
  tx: TenantTx,
  action: DeliveryAction,
  steps: Step[],
  out: OrderOutbox,
) {
  if (new Set(steps.map((s) => s.id)).size !== steps.length)
    throw new HttpError(400, 'Une même commande figure deux fois dans la sélection');
  const known = await scoped(tx, actor)
    .select({ id: orders.id, reference: orders.reference })
    .from(orders)
    .where(
      inArray(
        orders.id,
        steps.map((s) => s.id),
      ),
    );
  const referenceOf = new Map(known.map((o) => [o.id, o.reference]));
  const results: Result[] = [];
  for (const step of steps) {
    try {
      const message = await tx.transaction((sp) =>
        applyDeliveryAction(actor, sp as TenantTx, step.id, action, step.body, out),
      );
      const [after] = await scoped(tx, actor)
        .select({ deliveryStatus: orders.deliveryStatus })
        .from(orders)
        .where(inArray(orders.id, [step.id]));
      results.push({
        id: step.id,
        reference: referenceOf.get(step.id) ?? null,
        ok: true,
        message,
        deliveryStatus: after?.deliveryStatus ?? null,
      });
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      results.push({
        id: step.id,
        reference: referenceOf.get(step.id) ?? null,
        ok: false,
        message: err.message,
        deliveryStatus: null,
      });
    }
  }
  return results;
}

function summary(results: Result[], done: [string, string]) {
  const ok = results.filter((r) => r.ok).length;
  const refused = results.length - ok;
  if (ok === 0) return `Aucune commande ${done[0]}`;
  const first = plural(ok, `commande ${done[0]}`, `commandes ${done[1]}`);
  return refused ? `${first}, ${plural(refused, 'refusée', 'refusées')}` : first;
}

export async function shipOrders(
  actor: SalesActor,
  tx: TenantTx,
  shipments: z.output<typeof ShipmentInput>[],
  out: OrderOutbox,
) {
  const results = await runEach(
    actor,
    tx,
    'ship',
    shipments.map((s) => ({
      id: s.orderId,
      body: {
        parcels: s.parcels,
        carrier: s.carrier,
        ...(s.weightGrams ? { weightGrams: s.weightGrams } : {}),
        ...(s.trackingRef ? { trackingRef: s.trackingRef } : {}),
      },
    })),
    out,
  );
  return { message: summary(results, ['expédiée', 'expédiées']), results };
}

export async function prepareOrders(actor: SalesActor, tx: TenantTx, ids: string[], out: OrderOutbox) {
  const results = await runEach(
    actor,
    tx,
    'prepare',
    ids.map((id) => ({ id, body: {} })),
    out,
  );
  return { message: summary(results, ['mise en préparation', 'mises en préparation']), results };
}
