import { deliveryRoutes as routes } from '@cuvee/contracts';
import type { FastifyInstance } from 'fastify';
import { publicRead } from '../../db/tenant.ts';
import { route } from '../../lib/route.ts';
import { publicDeliveryOptions } from './delivery.options.ts';
import { createMode, deleteMode, listModes, updateMode } from './delivery.service.ts';

const ok = true as const;

/**
 * The delivery routes (decision 0038): the shop's modes for whoever has manageDelivery (the
 * access hook has checked it), and the options a buyer's address and order get, open to anyone
 * and reading active modes only.
 */
export async function deliveryRoutes(app: FastifyInstance) {
  route(app, routes.list, async ({ ctx, tx }) => ({ success: ok, modes: await listModes(ctx, tx) }));
  route(app, routes.create, async ({ ctx, tx, body }) => ({
    success: ok,
    ...(await createMode(ctx, tx, body)),
  }));
  route(app, routes.update, async ({ ctx, tx, params, body }) => ({
    success: ok,
    ...(await updateMode(ctx, tx, params.id, body)),
  }));
  route(app, routes.remove, async ({ ctx, tx, params }) => ({
    success: ok,
    ...(await deleteMode(ctx, tx, params.id)),
  }));
  route(app, routes.options, async ({ db, params, body }) =>
    publicDeliveryOptions(publicRead(db), params.id, body.address, body.summary),
  );
}
