import {
  MarkAsSeenBody,
  MarkAsSeenResponse,
  NotificationListQuery,
  NotificationListResponse,
} from '@cuvee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearer, errors } from '../../lib/route-schema.ts';
import { requireUser } from '../../plugins/auth.ts';
import { listNotifications, markAsSeen } from './notifications.service.ts';

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/v1/notifications-centers',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['notifications'],
        summary: "The signed-in user's notifications, newest first",
        security: bearer,
        querystring: NotificationListQuery,
        response: { 200: NotificationListResponse, ...errors(400, 401) },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await listNotifications(db, requireUser(request).id, request.query)),
    }),
  );

  app.put(
    '/v1/notifications-centers/mark-as-seen',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['notifications'],
        summary: 'Mark notifications as seen',
        security: bearer,
        body: MarkAsSeenBody,
        response: { 200: MarkAsSeenResponse, ...errors(400, 401) },
      },
    },
    async (request) => ({
      success: true as const,
      updated: await markAsSeen(db, requireUser(request).id, request.body.arrayOfIds),
    }),
  );

  app.put(
    '/v1/notifications-centers/mark-all-as-seen',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['notifications'],
        summary: "Mark all the user's notifications as seen ('Tout marquer comme lire')",
        security: bearer,
        response: { 200: MarkAsSeenResponse, ...errors(401) },
      },
    },
    async (request) => ({
      success: true as const,
      updated: await markAsSeen(db, requireUser(request).id, 'all'),
    }),
  );
};
