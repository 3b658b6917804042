import { shipmentsRoutes as routes } from '@cuvee/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { loadBundle, requestBundle, toShipmentDocument } from './documents.bundle.ts';
import { attachment } from './documents.disposition.ts';
import { readDocumentFile } from './documents.job.ts';
import { isReady, notReady } from './documents.service.ts';

// The shipping desk's documents (issue 24): one PDF for a selection, followed until it is made,
// then downloaded through the typed client (decision 0034).
export function bundleRoutes(app: FastifyInstance) {
  const { jobs, config } = app.deps;

  route(
    app,
    routes.document,
    async ({ ctx, tx, body }) => {
      const doc = await requestBundle(jobs, tx, ctx, body);
      return {
        success: true as const,
        message:
          body.kind === 'deliveryNotes'
            ? 'Les bons de livraison sont en cours de génération'
            : 'La liste de préparation est en cours de génération',
        document: toShipmentDocument(doc),
      };
    },
    { jobs: true },
  );

  route(app, routes.documentState, async ({ ctx, tx, params }) => ({
    success: true as const,
    document: toShipmentDocument(await loadBundle(tx, ctx, params.id)),
  }));

  route(app, routes.documentFile, async ({ ctx, tx, params, reply }) => {
    const doc = await loadBundle(tx, ctx, params.id);
    if (!isReady(doc)) throw notReady();
    const pdf = await readDocumentFile(config.dataDir, doc.fileKey!);
    reply.type('application/pdf');
    reply.header('content-disposition', attachment(doc.fileName));
    return pdf as unknown as string;
  });
}
