import type { OrderShipment } from '@cuvee/contracts';
import { carrierName, trackingUrl } from '@cuvee/domain';
import type { OrderRow } from './orders.table.ts';

/*
 * How an order left (issue 24), as the producer's and the buyer's order pages read it: the
 * carrier and the page following its parcels, the parcels and weight recorded at shipping.
 */

export function shipmentOf(o: OrderRow): OrderShipment | null {
  if (!o.shippedAt && !o.trackingRef && o.parcels === null) return null;
  return {
    carrier: o.carrier,
    carrierName: carrierName(o.carrier),
    trackingRef: o.trackingRef,
    trackingUrl: trackingUrl(o.carrier, o.trackingRef),
    parcels: o.parcels,
    weightGrams: o.weightGrams,
    shippedAt: o.shippedAt?.toISOString() ?? null,
  };
}

/** The order's delivery as its pages show it: the parcels recorded at shipping, else those charged. */
export function deliveryOf(o: OrderRow) {
  return {
    name: o.shipping.name,
    kind: o.shipping.kind,
    parcels: o.parcels ?? o.shipping.parcels,
    franco: o.shipping.franco,
  };
}
