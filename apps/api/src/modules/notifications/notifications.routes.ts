import { notificationsRoutes as routes } from '@cuvee/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { listNotifications, markAsSeen } from './notifications.service.ts';

// The user's own notifications: scoped by user in the service (decision 0015).
export async function notificationsRoutes(app: FastifyInstance) {
  route(app, routes.list, async ({ ctx, db, query }) => ({
    success: true as const,
    ...(await listNotifications(db, ctx.user.id, query)),
  }));
  route(app, routes.markAsSeen, async ({ ctx, db, body }) => ({
    success: true as const,
    updated: await markAsSeen(db, ctx.user.id, body.arrayOfIds),
  }));
  route(app, routes.markAllAsSeen, async ({ ctx, db }) => ({
    success: true as const,
    updated: await markAsSeen(db, ctx.user.id, 'all'),
  }));
}
