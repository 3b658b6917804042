import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  CreateMaintenanceBody,
  DocumentsToDownloadResponse,
  MaintenanceResponse,
  SuccessMessage,
  VersionResponse,
} from '@cuvee/contracts';
import { APP_VERSION } from '@cuvee/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-error.ts';
import { bearer, errors } from '../../lib/route-schema.ts';
import { requireRole, requireUser } from '../../plugins/auth.ts';
import { currentMaintenance, takeDocumentsToDownload } from './platform.service.ts';
import { maintenances } from './platform.table.ts';

export const platformRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;

  app.get(
    '/v1/maintenances',
    {
      schema: {
        tags: ['platform'],
        summary: 'Maintenance banner and page state (polled)',
        response: { 200: MaintenanceResponse },
      },
    },
    async () => ({ success: true as const, ...(await currentMaintenance(db)) }),
  );

  app.post(
    '/v1/admin/maintenances',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['admin'],
        summary: 'Plan a maintenance window (admin)',
        security: bearer,
        body: CreateMaintenanceBody,
        response: { 200: SuccessMessage.extend({ id: z.string() }), ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      requireRole(request, ['admin']);
      const b = request.body;
      const [row] = await db
        .insert(maintenances)
        .values({
          banner: b.banner,
          page: b.page,
          message: b.message ?? null,
          startDate: new Date(b.startDate),
          endDate: new Date(b.endDate),
        })
        .returning({ id: maintenances.id });
      return { success: true as const, id: row!.id, message: 'La maintenance a été planifiée' };
    },
  );

  app.delete(
    '/v1/admin/maintenances/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['admin'],
        summary: 'Cancel a maintenance window (admin)',
        security: bearer,
        params: z.object({ id: z.uuid({ error: "L'identifiant n'est pas valide" }) }),
        response: { 200: SuccessMessage, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      requireRole(request, ['admin']);
      const rows = await db
        .delete(maintenances)
        .where(eq(maintenances.id, request.params.id))
        .returning({ id: maintenances.id });
      if (rows.length === 0) throw notFound('Maintenance introuvable');
      return { success: true as const, message: 'La maintenance a été annulée' };
    },
  );

  // The web build writes its own version.json; without a build the API's version answers.
  app.get(
    '/version.json',
    {
      schema: {
        tags: ['platform'],
        summary: 'Version of the web app (polled every 5 min)',
        response: { 200: VersionResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        const built = VersionResponse.parse(
          JSON.parse(await readFile(path.join(config.webDist, 'version.json'), 'utf8')),
        );
        return built;
      } catch {
        return { version: APP_VERSION };
      }
    },
  );

  app.get(
    '/v1/documents/to-download',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['platform'],
        summary: 'Documents generated for the user, each handed out once (polled every 30 s)',
        security: bearer,
        response: { 200: DocumentsToDownloadResponse, ...errors(401) },
      },
    },
    async (request) => ({
      success: true as const,
      urls: await takeDocumentsToDownload(db, requireUser(request).id),
    }),
  );
};
