import type { Db } from '../db/client.ts';
import { systemScope, systemTx, type TenantTx } from '../db/tenant.ts';
import { applyCardCharges } from '../modules/invoices/index.ts';
import { defineQueue, type Jobs } from '../modules/jobs/index.ts';
import {
  applyOrderAction,
  CHARGE_REQUESTED,
  type ChargeRequest,
  chargeKey,
  chargeToRun,
  type OrderOutbox,
  recordCharge,
  requestCharge,
  type SalesActor,
} from '../modules/orders/index.ts';
import type { Payments } from '../modules/payments/index.ts';

/*
 * Validate and charge (issue 25, decision 0069). In the request's transaction: a card order
 * still to charge has its payment marked 'en cours' and its charge queued (the job's data
 * carries the order payment's id, Stripe's idempotency key), and nothing else — its row lock
 * ends with the answer. The job then charges the saved card outside any transaction and, in
 * one short transaction, records the answer: paid, the order is validated by its owner's move
 * and the charge settles any invoice already issued (the payments ledger); declined, the
 * payment reads 'error' and the producer is told. Any other order is validated at once.
 */

export const orderChargeQueue = defineQueue<ChargeRequest>('order-charge');

type Deps = { db: Db; jobs: Jobs; payments: Payments; publicUrl: string };

const outboxOf = (deps: Pick<Deps, 'jobs' | 'publicUrl'>): OrderOutbox => ({
  jobs: deps.jobs,
  publicUrl: deps.publicUrl,
});

/** The producer validates an order; answers the message to show. */
export async function validateOrder(
  deps: Pick<Deps, 'jobs' | 'publicUrl'>,
  actor: SalesActor,
  tx: TenantTx,
  id: string,
): Promise<string> {
  const request = await requestCharge(actor, tx, id);
  if (!request) return applyOrderAction(actor, tx, id, 'validate', outboxOf(deps));
  await deps.jobs.send(orderChargeQueue, request, { tx });
  return CHARGE_REQUESTED;
}

/** The charge's job: Stripe first (no transaction open), then what it answered, recorded. */
export async function runOrderCharge(deps: Deps, request: ChargeRequest) {
  const charge = await chargeToRun(deps.db, request);
  if (!charge) return;
  // A provider down throws: the job is tried again with the same key (Stripe answers once).
  const result = await deps.payments.chargeOffSession({
    ...charge,
    currency: 'eur',
    idempotencyKey: chargeKey(request),
  });
  await deps.db.transaction(async (raw) => {
    const tx = systemTx(raw);
    const scope = systemScope(request.shopId, request.actorId);
    const outcome = await recordCharge(scope, tx, request, result, outboxOf(deps));
    if (outcome === 'validated') await applyCardCharges(tx, scope, request.orderId);
  });
}
