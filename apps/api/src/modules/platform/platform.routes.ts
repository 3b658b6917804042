import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { platformRoutes as routes, VersionResponse } from '@cuvee/contracts';
import { APP_VERSION } from '@cuvee/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/http-error.ts';
import { route } from '../../lib/route.ts';
import { currentMaintenance, takeDocumentsToDownload } from './platform.service.ts';
import { maintenances } from './platform.table.ts';

export async function platformRoutes(app: FastifyInstance) {
  const { config } = app.deps;

  route(app, routes.maintenance, async ({ db }) => ({
    success: true as const,
    ...(await currentMaintenance(db)),
  }));

  route(app, routes.planMaintenance, async ({ db, body: b }) => {
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
  });

  route(app, routes.cancelMaintenance, async ({ db, params }) => {
    const rows = await db
      .delete(maintenances)
      .where(eq(maintenances.id, params.id))
      .returning({ id: maintenances.id });
    if (rows.length === 0) throw notFound('Maintenance introuvable');
    return { success: true as const, message: 'La maintenance a été annulée' };
  });

  // The web build writes its own version.json; without a build the API's version answers.
  route(app, routes.version, async ({ reply }) => {
    reply.header('cache-control', 'no-store');
    try {
      return VersionResponse.parse(
        JSON.parse(await readFile(path.join(config.webDist, 'version.json'), 'utf8')),
      );
    } catch {
      return { version: APP_VERSION };
    }
  });

  // The user's own documents: scoped by user in the service (decision 0015).
  route(app, routes.documents, async ({ ctx, db }) => ({
    success: true as const,
    urls: await takeDocumentsToDownload(db, ctx.user.id),
  }));
}
