import { documentsRoutes as routes } from '@cuvee/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { queueMail } from '../mail/index.ts';
import { bundleRoutes } from './documents.bundle.routes.ts';
import { attachment } from './documents.disposition.ts';
import { readDocumentFile, runDocumentJob } from './documents.job.ts';
import { documentMailOf } from './documents.mail.ts';
import { generateDocumentQueue } from './documents.queue.ts';
import {
  isReady,
  listDocuments,
  loadDocument,
  markSent,
  notReady,
  requestDocuments,
  toSalesDocument,
} from './documents.service.ts';
import { sweepDocuments } from './documents.sweep.ts';

const ok = true as const;

/** The sales documents as PDFs (issue 16): bulk requests, lists, files, sending by e-mail. */
export async function documentsRoutes(app: FastifyInstance) {
  const { jobs, db, config } = app.deps;
  jobs.register(generateDocumentQueue, (data, attempt) =>
    runDocumentJob(db, config.dataDir, data, attempt, config.jobStepPauseMs),
  );
  jobs.sweep('documents', sweepDocuments(db));
  // The shipping desk's one-PDF selections (issue 24).
  bundleRoutes(app);
  // The queue starts before the request's transaction opens (Jobs.send on PGlite), once the
  // body is valid and the caller may act on the shop.
  app.addHook('preHandler', async (request) => {
    if (request.routeOptions.config.contract === routes.request && request.ctx.shop) await jobs.start();
  });

  route(app, routes.request, async ({ ctx, tx, body }) => {
    const docs = await requestDocuments(jobs, tx, ctx, body);
    const n = docs.length;
    return {
      success: ok,
      message:
        n > 1 ? `${n} documents sont en cours de génération` : 'Le document est en cours de génération',
      documents: docs,
    };
  });
  route(app, routes.list, async ({ ctx, tx, query }) => ({
    success: ok,
    documents: await listDocuments(tx, ctx, query),
  }));
  route(app, routes.file, async ({ ctx, tx, params, reply }) => {
    const doc = await loadDocument(tx, ctx, params.id);
    if (!isReady(doc)) throw notReady();
    const pdf = await readDocumentFile(config.dataDir, doc.fileKey!);
    reply.type('application/pdf');
    reply.header('content-disposition', attachment(doc.fileName));
    return pdf as unknown as string;
  });
  route(
    app,
    routes.send,
    async ({ ctx, tx, params, body }) => {
      const doc = await loadDocument(tx, ctx, params.id);
      if (!isReady(doc)) throw notReady();
      // The shop's template and the shop-mail rules (issue 23): refused whole, or admitted.
      const { recipients, mail } = await documentMailOf(tx, ctx, doc, body);
      const updated = await markSent(tx, ctx, doc);
      // One queued mail per recipient, in this transaction, the PDF attached by its job (0054).
      for (const to of recipients)
        await queueMail(jobs, tx, { ...mail, to, shopId: ctx.shop!.id, documentIds: [doc.id] });
      return {
        success: ok,
        message:
          recipients.length > 1 ? 'Le document a été envoyé aux destinataires' : 'Le document a été envoyé',
        document: toSalesDocument(updated),
      };
    },
    { jobs: true },
  );
}
