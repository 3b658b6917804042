import { DELIVERY_KINDS, FRANCO_KINDS, PRICING_BASES } from '@cuvee/domain';
import { z } from 'zod';
import { Uuid } from './common.ts';
import { DeliveryModeInput, DeliveryOptionsBody } from './delivery.inputs.ts';
import { defineRoute } from './http/route.ts';

export * from './delivery.inputs.ts';

/*
 * Delivery modes per shop (spec §2 /dashboard/delivery and the settings' 'delivery' section,
 * §6 manageDelivery, §8 'Aucun mode de livraison disponible pour cette addresse', §9 franco and
 * parcels; decision 0038).
 */

const CollectionPoint = z.object({
  id: z.string(),
  name: z.string(),
  address: z.object({ street: z.string(), zipcode: z.string(), city: z.string(), country: z.string() }),
});

export const DeliveryMode = z.object({
  id: z.string(),
  kind: z.enum(DELIVERY_KINDS),
  name: z.string(),
  carrier: z.string().nullable(),
  instructions: z.string().nullable(),
  active: z.boolean(),
  zones: z.object({ countries: z.array(z.string()), departments: z.array(z.string()) }),
  basis: z.enum(PRICING_BASES),
  brackets: z.array(z.object({ from: z.number(), priceCents: z.number() })),
  franco: z.object({ kind: z.enum(FRANCO_KINDS), value: z.number() }).nullable(),
  minAmountCents: z.number().nullable(),
  minProducts: z.number().nullable(),
  maxProducts: z.number().nullable(),
  multipleOf: z.number().nullable(),
  collectionPoints: z.array(CollectionPoint),
  createdAt: z.string(),
});
export type DeliveryMode = z.infer<typeof DeliveryMode>;

export const DeliveryModeListResponse = z.object({ success: z.literal(true), modes: z.array(DeliveryMode) });
export const DeliveryModeResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  mode: DeliveryMode,
});
export const DeliveryModeDeleted = z.object({ success: z.literal(true), message: z.string() });

const Refusal = z.object({
  code: z.enum(['minAmount', 'minProducts', 'maxProducts', 'multipleOf']),
  value: z.number(),
  message: z.string(),
});
export const DeliveryOption = z.object({
  modeId: z.string(),
  kind: z.enum(DELIVERY_KINDS),
  name: z.string(),
  carrier: z.string().nullable(),
  instructions: z.string().nullable(),
  collectionPoints: z.array(CollectionPoint),
  priceCents: z.number(),
  bracketCents: z.number(),
  parcels: z.number(),
  surchargeCents: z.number(),
  francoReached: z.boolean(),
  amountBeforeFranco: z.number().nullable(),
  bottlesBeforeFranco: z.number().nullable(),
});
export type DeliveryOption = z.infer<typeof DeliveryOption>;
export const DeliveryOptionsResponse = z.object({
  success: z.literal(true),
  options: z.array(DeliveryOption),
  unavailable: z.array(z.object({ modeId: z.string(), name: z.string(), reasons: z.array(Refusal) })),
  /** Spec §8's message, only when no mode fits. */
  message: z.string().optional(),
});
export type DeliveryOptionsResponse = z.infer<typeof DeliveryOptionsResponse>;

const IdParams = z.object({ id: Uuid });
const tags = ['delivery'];

export const deliveryRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/v1/delivery-modes',
    access: 'delivery.read',
    summary: "The shop's delivery modes (manageDelivery), active and inactive",
    tags,
    response: DeliveryModeListResponse,
    errors: [401, 403],
    shop: 'header',
  }),
  create: defineRoute({
    method: 'POST',
    path: '/v1/delivery-modes',
    access: 'delivery.write',
    summary: 'Create a delivery mode: kind, zones, price brackets, franco, order rules',
    tags,
    body: DeliveryModeInput,
    response: DeliveryModeResponse,
    errors: [400, 401, 403, 409],
    shop: 'header',
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/v1/delivery-modes/:id',
    access: 'delivery.write',
    summary: 'Replace a delivery mode (the whole mode, as the form edits it)',
    tags,
    params: IdParams,
    body: DeliveryModeInput,
    response: DeliveryModeResponse,
    errors: [400, 401, 403, 404, 409],
    shop: 'header',
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/v1/delivery-modes/:id',
    access: 'delivery.write',
    summary: 'Delete a delivery mode',
    tags,
    params: IdParams,
    response: DeliveryModeDeleted,
    errors: [400, 401, 403, 404],
    shop: 'header',
  }),
  options: defineRoute({
    method: 'POST',
    path: '/v1/shops/:id/delivery-options',
    access: 'delivery.options',
    summary: "The shop's active modes that fit an address and an order, with their prices (open to buyers)",
    tags,
    params: z.object({ id: z.string().min(1).max(100) }),
    body: DeliveryOptionsBody,
    response: DeliveryOptionsResponse,
    errors: [400, 404],
  }),
};
