import type { TourOrderBody, TourOrderResponse } from '@cuvee/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { scoped, type TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { ClientActor } from '../clients/index.ts';
import { formatStockSql } from '../stock/index.ts';
import { createSalesOrder } from './orders.create.ts';
import { requestHash } from './orders.idempotency.ts';
import type { SalesActor } from './orders.list.ts';
import { orderLines, orders } from './orders.table.ts';

/*
 * An order or a free sample (decision 0165) taken offline in tour mode (issue 28): entered as a draft at the server's prices
 * (the entry's own pricing, createSalesOrder), under the key the agent's device gave it
 * (decision 0153) — the same key again answers the same order and writes nothing; with another
 * content it is refused. The answer compares the lines with what the agent saw and with the
 * stock (decision 0154): the shop validates the draft later, the agent is told now.
 */

export const TOUR_KEY_REUSED =
  'Cette commande a déjà été envoyée avec un autre contenu : elle n’a pas été enregistrée une seconde fois';

type Body = z.output<typeof TourOrderBody>;

export async function takeTourOrder(
  actor: SalesActor,
  clientActor: ClientActor,
  tx: TenantTx,
  body: Body,
): Promise<Omit<TourOrderResponse, 'success'>> {
  const s = scoped(tx, actor);
  const hash = requestHash(body);
  const [known] = await s
    .select({ id: orders.id, requestHash: orders.requestHash })
    .from(orders)
    .where(
      and(
        eq(orders.createdBy, actor.user.id),
        eq(orders.idempotencyKey, body.idempotencyKey),
        eq(orders.channel, 'backoffice'),
      ),
    );
  if (known && known.requestHash !== hash) throw new HttpError(422, TOUR_KEY_REUSED);
  const takenOn = new Date(body.takenAt).toLocaleDateString('fr-FR', { timeZone: 'Europe/Paris' });
  const id =
    known?.id ??
    (await createSalesOrder(
      actor,
      clientActor,
      tx,
      {
        kind: body.kind,
        clientId: body.clientId,
        lines: body.lines.map(({ seenUnitHtCents: _seen, ...l }) => l),
        notes: [`Prise en tournée le ${takenOn}`, body.notes].filter(Boolean).join('\n'),
      },
      { idempotencyKey: body.idempotencyKey, requestHash: hash },
    ));

  const [order] = await s
    .select({ id: orders.id, reference: orders.reference, status: orders.status, totalTtc: orders.totalTtc })
    .from(orders)
    .where(eq(orders.id, id));
  const lines = await s
    .select({
      position: orderLines.position,
      label: orderLines.label,
      quantity: orderLines.quantity,
      unitHt: orderLines.unitHt,
      available: formatStockSql(sql`${orderLines.shopId}`, sql`${orderLines.formatId}`),
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, id))
    .orderBy(asc(orderLines.position));

  const priceChanges = lines.flatMap((l) => {
    const seen = body.lines[l.position]?.seenUnitHtCents;
    return seen === undefined || seen === l.unitHt
      ? []
      : [{ label: l.label, seenUnitHtCents: seen, unitHtCents: l.unitHt }];
  });
  const shortages = lines.flatMap((l) =>
    l.available !== null && Number(l.available) < l.quantity
      ? [{ label: l.label, quantity: l.quantity, available: Math.max(0, Number(l.available)) }]
      : [],
  );
  const changed = priceChanges.length > 0 || order!.totalTtc !== body.seenTotalTtcCents;
  const sample = body.kind === 'sample';
  const what = sample ? `L’échantillon ${order!.reference}` : `La commande ${order!.reference}`;
  const message = known
    ? `${what} avait déjà été reçu${sample ? '' : 'e'} : rien n’a été ajouté`
    : `${sample ? 'Échantillon' : 'Commande'} ${order!.reference} enregistré${sample ? '' : 'e'} en brouillon${
        changed || shortages.length ? ' : vérifiez les écarts avant sa validation' : ''
      }`;
  return {
    message,
    replayed: Boolean(known),
    order: { id, reference: order!.reference, status: order!.status, totalTtcCents: order!.totalTtc },
    priceChanges,
    shortages,
    seenTotalTtcCents: body.seenTotalTtcCents,
  };
}
