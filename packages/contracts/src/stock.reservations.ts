import { z } from 'zod';
import { Uuid } from './common.ts';
import { defineRoute } from './http/route.ts';
import {
  AllocationInput,
  AllocationListQuery,
  ConsumeInput,
  ReservationKeyParams,
  ReserveInput,
} from './stock.inputs.ts';
import { AllocationListResponse, AllocationResponse, ReservationResponse } from './stock.responses.ts';

const IdParams = z.object({ id: Uuid });
const tags = ['stock'];

/**
 * The stock's reservations (by key, for the order flow: reserve, release, consume) and
 * allocations (units set aside for a client, an agent or a channel until a date): the part of
 * `stockRoutes` other domains build on.
 */
export const stockReservationRoutes = {
  reserve: defineRoute({
    method: 'POST',
    path: '/v1/stocks/reservations',
    access: 'stock.reservations.write',
    summary: 'Reserve units of a line under a key (the same key again answers the same reservation)',
    tags,
    body: ReserveInput,
    response: ReservationResponse,
    errors: [400, 401, 403, 404, 409],
    shop: 'header',
  }),
  release: defineRoute({
    method: 'POST',
    path: '/v1/stocks/reservations/:key/release',
    access: 'stock.reservations.write',
    summary: 'Release a reservation (idempotent)',
    tags,
    params: ReservationKeyParams,
    response: ReservationResponse,
    errors: [400, 401, 403, 404, 409],
    shop: 'header',
  }),
  consume: defineRoute({
    method: 'POST',
    path: '/v1/stocks/reservations/:key/consume',
    access: 'stock.reservations.write',
    summary: 'Consume a reservation: its units leave the stock as a sale (idempotent)',
    tags,
    params: ReservationKeyParams,
    body: ConsumeInput,
    response: ReservationResponse,
    errors: [400, 401, 403, 404, 409],
    shop: 'header',
  }),
  allocations: defineRoute({
    method: 'GET',
    path: '/v1/stocks/allocations',
    access: 'stock.read',
    summary: 'Allocations to clients, agents and channels, newest first',
    tags,
    query: AllocationListQuery,
    response: AllocationListResponse,
    errors: [400, 401, 403],
    shop: 'header',
  }),
  allocate: defineRoute({
    method: 'POST',
    path: '/v1/stocks/allocations',
    access: 'stock.allocations.write',
    summary: 'Set units aside until a day (an agent is notified: agentCreateNewAllocations)',
    tags,
    body: AllocationInput,
    response: AllocationResponse,
    errors: [400, 401, 403, 404, 409],
    shop: 'header',
  }),
  releaseAllocation: defineRoute({
    method: 'POST',
    path: '/v1/stocks/allocations/:id/release',
    access: 'stock.allocations.write',
    summary: 'Give an allocation back to the available stock',
    tags,
    params: IdParams,
    response: AllocationResponse,
    errors: [400, 401, 403, 404, 409],
    shop: 'header',
  }),
};
