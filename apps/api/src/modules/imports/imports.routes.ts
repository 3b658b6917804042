import { IMPORT_MAX_BYTES, clientImportsRoutes as routes } from '@cuvee/contracts';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error.ts';
import { multipartFileDoc } from '../../lib/multipart-doc.ts';
import { route } from '../../lib/route.ts';
import { importClientsQueue, runClientImport } from './imports.job.ts';
import { type ParsedFile, parseClientFile } from './imports.parse.ts';
import {
  getImport,
  isStartable,
  listImports,
  markStarted,
  revertImport,
  updateMapping,
  uploadImport,
} from './imports.service.ts';
import { sweepImports } from './imports.sweep.ts';

const ok = true as const;

/** The uploaded file and how it read, per request (read before the upload's transaction). */
const uploads = new WeakMap<FastifyRequest, { fileName: string; parsed: ParsedFile }>();

/** Receives the multipart file and reads it in the parse worker (imports.parse.ts). */
async function readUpload(request: FastifyRequest) {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'Envoyez le fichier en multipart/form-data (champ « file »)');
  }
  const file = await request.file();
  if (!file) throw new HttpError(400, 'Aucun fichier reçu');
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch {
    throw new HttpError(413, 'Le fichier ne doit pas dépasser 10 Mo');
  }
  if (bytes.length > IMPORT_MAX_BYTES) throw new HttpError(413, 'Le fichier ne doit pas dépasser 10 Mo');
  if (bytes.length === 0) throw new HttpError(400, 'Le fichier envoyé est vide');
  return { fileName: file.filename, parsed: await parseClientFile(bytes, file.filename) };
}

/** Client imports (issue 15 item 8): upload and preview, mapping, start, progress, revert. */
export async function importsRoutes(app: FastifyInstance) {
  const { jobs, db, config } = app.deps;
  jobs.register(importClientsQueue, (data, attempt) =>
    runClientImport(db, data, attempt, config.jobStepPauseMs),
  );
  // An import whose job is gone (its retries spent by crashes) fails, to be resumed or reverted.
  jobs.sweep('client imports', sweepImports(db));
  await app.register(fastifyMultipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1 } });
  // An upload is read before its transaction opens: a connection (PGlite's only one) is not held
  // while the worker reads, and only a caller the access hook let through gets this far.
  app.addHook('preHandler', async (request) => {
    if (request.routeOptions.config.contract !== routes.upload) return;
    uploads.set(request, await readUpload(request));
  });
  // The queue starts before the start route's transaction opens (see Jobs.send), and only for an
  // import that can start: a refused call costs no boss.
  app.addHook('preHandler', async (request) => {
    if (request.routeOptions.config.contract !== routes.start || !request.ctx.shop) return;
    const { id } = request.params as { id: string };
    if (await isStartable(db, request.ctx.shop.id, id)) await jobs.start();
  });

  route(
    app,
    routes.upload,
    async ({ ctx, tx, query, request }) => {
      const file = uploads.get(request)!;
      const imported = await uploadImport(ctx, tx, file, query.integration);
      return { success: ok, import: imported };
    },
    { schema: { consumes: ['multipart/form-data'] }, config: multipartFileDoc },
  );
  route(app, routes.list, async ({ ctx, tx }) => ({ success: ok, imports: await listImports(ctx, tx) }));
  route(app, routes.get, async ({ ctx, tx, params }) => ({
    success: ok,
    import: await getImport(ctx, tx, params.id),
  }));
  route(app, routes.mapping, async ({ ctx, tx, params, body }) => ({
    success: ok,
    import: await updateMapping(ctx, tx, params.id, body),
  }));
  route(app, routes.start, async ({ ctx, tx, params }) => {
    await markStarted(ctx, tx, params.id);
    const shopId = ctx.shop!.id;
    await jobs.send(
      importClientsQueue,
      { importId: params.id, shopId, userId: ctx.user.id },
      { tx, key: params.id },
    );
    return { success: ok, message: "L'import a commencé", import: await getImport(ctx, tx, params.id) };
  });
  route(app, routes.revert, async ({ ctx, tx, params }) => {
    const removed = await revertImport(ctx, tx, params.id);
    return {
      success: ok,
      message: `Import annulé : ${removed} client${removed > 1 ? 's' : ''} supprimé${removed > 1 ? 's' : ''}`,
      import: await getImport(ctx, tx, params.id),
    };
  });
}
