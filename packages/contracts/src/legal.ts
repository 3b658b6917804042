import { LEGAL_BODY_MAX, LEGAL_KINDS } from '@cuvee/domain/legal/legal-kinds';
import { z } from 'zod';
import { defineRoute } from './http/route.ts';
import { msg } from './validation/messages.ts';

/*
 * The shop's legal documents (issue 24): terms of sale (CGV), legal notice, privacy policy and
 * withdrawal rules, each published in numbered versions that never change once published; a
 * draft per document while the owner writes. Bodies are the Markdown subset of packages/domain
 * legal/legal-text.ts.
 */

export const LegalKind = z.enum(LEGAL_KINDS, msg('legalKind'));
export type LegalKind = z.infer<typeof LegalKind>;

const Body = z
  .string(msg('required'))
  .max(LEGAL_BODY_MAX, msg('tooLong', { max: LEGAL_BODY_MAX }))
  .refine((text) => text.trim().length > 0, msg('required'));

/** A published version as listed (no body). */
export const LegalVersionSummary = z.object({
  id: z.string(),
  version: z.number().int(),
  publishedAt: z.string(),
  /** Who published it; null for the model published when the shop opened. */
  publishedBy: z.string().nullable(),
  /** Still the platform's model with its review note. */
  unreviewedModel: z.boolean(),
});
export type LegalVersionSummary = z.infer<typeof LegalVersionSummary>;

export const LegalVersion = LegalVersionSummary.extend({ kind: LegalKind, body: z.string() });
export type LegalVersion = z.infer<typeof LegalVersion>;

export const LegalDraft = z.object({ body: z.string(), updatedAt: z.string() });

/** One document of the shop as its settings screen reads it: versions newest first, the draft. */
export const LegalDocumentState = z.object({
  kind: LegalKind,
  versions: z.array(LegalVersionSummary),
  draft: LegalDraft.nullable(),
});
export type LegalDocumentState = z.infer<typeof LegalDocumentState>;

export const LegalDocumentsResponse = z.object({
  success: z.literal(true),
  documents: z.array(LegalDocumentState),
});

export const LegalBodyInput = z.strictObject({ body: Body });

const KindParams = z.object({ kind: LegalKind });
const VersionParams = KindParams.extend({
  version: z.coerce.number(msg('number')).int().min(1).max(999_999),
});

/** A document as anyone reads it on the shop's pages. */
export const PublicLegalDocument = z.object({
  id: z.string(),
  kind: LegalKind,
  version: z.number().int(),
  publishedAt: z.string(),
  body: z.string(),
  /** The latest published version (an older one is read from an order's link). */
  current: z.boolean(),
});
export type PublicLegalDocument = z.infer<typeof PublicLegalDocument>;

export const PublicLegalResponse = z.object({
  success: z.literal(true),
  shop: z.object({ id: z.string(), name: z.string(), urlShop: z.string() }),
  /** null: the shop has published no version of this document yet. */
  document: PublicLegalDocument.nullable(),
  /** The documents the shop has published, for the page's links between them. */
  published: z.array(LegalKind),
});
export type PublicLegalResponse = z.infer<typeof PublicLegalResponse>;

/** The version of the terms a buyer accepted, as the order's page shows it. */
export const AcceptedTerms = z.object({
  id: z.string(),
  version: z.number().int(),
  publishedAt: z.string(),
});
export type AcceptedTerms = z.infer<typeof AcceptedTerms>;

const tags = ['legal'];

export const legalRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/v1/legal-documents',
    access: 'legal.read',
    summary: "The shop's legal documents: every published version (newest first) and the draft of each",
    tags,
    response: LegalDocumentsResponse,
    errors: [401, 403],
    shop: 'header',
  }),
  version: defineRoute({
    method: 'GET',
    path: '/v1/legal-documents/:kind/versions/:version',
    access: 'legal.read',
    summary: 'One published version of a legal document, with its text',
    tags,
    params: VersionParams,
    response: z.object({ success: z.literal(true), document: LegalVersion }),
    errors: [400, 401, 403, 404],
    shop: 'header',
  }),
  model: defineRoute({
    method: 'GET',
    path: '/v1/legal-documents/:kind/model',
    access: 'legal.read',
    summary: "The platform's model of a legal document, filled with the shop's identity, to start from",
    tags,
    params: KindParams,
    response: z.object({ success: z.literal(true), body: z.string() }),
    errors: [400, 401, 403],
    shop: 'header',
  }),
  saveDraft: defineRoute({
    method: 'PUT',
    path: '/v1/legal-documents/:kind/draft',
    access: 'legal.write',
    summary: 'Keep the text being written as the draft of a legal document (nothing is published)',
    tags,
    params: KindParams,
    body: LegalBodyInput,
    response: z.object({ success: z.literal(true), message: z.string(), draft: LegalDraft }),
    errors: [400, 401, 403],
    shop: 'header',
  }),
  discardDraft: defineRoute({
    method: 'DELETE',
    path: '/v1/legal-documents/:kind/draft',
    access: 'legal.write',
    summary: 'Throw away the draft of a legal document',
    tags,
    params: KindParams,
    response: z.object({ success: z.literal(true), message: z.string() }),
    errors: [400, 401, 403],
    shop: 'header',
  }),
  publish: defineRoute({
    method: 'POST',
    path: '/v1/legal-documents/:kind/versions',
    access: 'legal.write',
    summary: 'Publish a new version of a legal document (the earlier ones stay as they were)',
    tags,
    params: KindParams,
    body: LegalBodyInput,
    response: z.object({ success: z.literal(true), message: z.string(), document: LegalVersion }),
    errors: [400, 401, 403, 409, 422],
    shop: 'header',
  }),
  public: defineRoute({
    method: 'GET',
    path: '/v1/shops/:id/legal-documents/:kind',
    access: 'storefront.read',
    summary: "A shop's published legal document (its latest version, or the one asked), for anyone",
    tags,
    params: z.object({ id: z.string().min(1).max(120), kind: LegalKind }),
    query: z.object({ version: z.coerce.number(msg('number')).int().min(1).max(999_999).optional() }),
    response: PublicLegalResponse,
    errors: [400, 404],
  }),
};
