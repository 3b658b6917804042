import { legalRoutes as routes } from '@cuvee/contracts';
import type { FastifyInstance } from 'fastify';
import { publicRead } from '../../db/tenant.ts';
import { route } from '../../lib/route.ts';
import { publicLegalDocument } from './legal.public.ts';
import {
  discardLegalDraft,
  LEGAL,
  legalModelOf,
  legalVersion,
  listLegalDocuments,
  publishLegal,
  saveLegalDraft,
} from './legal.service.ts';

const ok = true as const;

/**
 * The shop's legal documents (issue 24): its staff read them, whoever may change the shop's
 * settings writes drafts and publishes versions (the access hook has checked it); anyone reads
 * the published ones.
 */
export async function legalRoutes(app: FastifyInstance) {
  route(app, routes.list, async ({ ctx, tx }) => ({
    success: ok,
    documents: await listLegalDocuments(ctx, tx),
  }));
  route(app, routes.version, async ({ ctx, tx, params }) => ({
    success: ok,
    document: await legalVersion(ctx, tx, params.kind, params.version),
  }));
  route(app, routes.model, async ({ ctx, tx, params }) => ({
    success: ok,
    body: await legalModelOf(ctx, tx, params.kind),
  }));
  route(app, routes.saveDraft, async ({ ctx, tx, params, body }) => ({
    success: ok,
    message: LEGAL.draftSaved,
    draft: await saveLegalDraft(ctx, tx, params.kind, body.body),
  }));
  route(app, routes.discardDraft, async ({ ctx, tx, params }) => {
    await discardLegalDraft(ctx, tx, params.kind);
    return { success: ok, message: LEGAL.draftDiscarded };
  });
  route(app, routes.publish, async ({ ctx, tx, params, body }) => {
    const document = await publishLegal(ctx, tx, params.kind, body.body, ctx.user.id);
    return { success: ok, message: LEGAL.published(document.kind, document.version), document };
  });
  route(app, routes.public, async ({ db, params, query, reply }) => {
    reply.header('cache-control', 'no-cache');
    return publicLegalDocument(publicRead(db), params.id, params.kind, query.version);
  });
}
