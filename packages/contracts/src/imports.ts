import { IMPORT_INTEGRATION_KEYS } from '@cuvee/domain';
import { z } from 'zod';
import { Uuid } from './common.ts';
import { defineRoute } from './http/route.ts';
import { msg } from './validation/messages.ts';

/*
 * Client imports (issue 15 item 8, docs/imports.md): a CSV or XLSX file read into rows, its
 * columns mapped to client fields, a preview, then a background job whose progress is polled.
 */

/** The client fields a column may feed, in the order the mapping step lists them. */
export const IMPORT_FIELDS = [
  { key: 'kind', fr: 'Type (particulier, professionnel, prospect)', en: 'Kind' },
  { key: 'civility', fr: 'Civilité', en: 'Civility' },
  { key: 'lastname', fr: 'Nom', en: 'Last name' },
  { key: 'firstname', fr: 'Prénom', en: 'First name' },
  { key: 'company', fr: 'Raison sociale', en: 'Company' },
  { key: 'email', fr: 'E-mail', en: 'E-mail' },
  { key: 'phone', fr: 'Téléphone', en: 'Phone' },
  { key: 'siret', fr: 'SIRET', en: 'SIRET' },
  { key: 'vatNumber', fr: 'N° de TVA', en: 'VAT number' },
  { key: 'typology', fr: 'Typologie', en: 'Typology' },
  { key: 'paymentDelay', fr: 'Délai de paiement', en: 'Payment delay' },
  { key: 'tags', fr: 'Étiquettes', en: 'Tags' },
  { key: 'notes', fr: 'Notes', en: 'Notes' },
  { key: 'street', fr: 'Adresse', en: 'Street' },
  { key: 'street2', fr: "Complément d'adresse", en: 'Address line 2' },
  { key: 'zipcode', fr: 'Code postal', en: 'Postcode' },
  { key: 'city', fr: 'Ville', en: 'City' },
  { key: 'country', fr: 'Pays', en: 'Country' },
  { key: 'consentMarketing', fr: 'Consentement marketing', en: 'Marketing consent' },
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number]['key'];
export const IMPORT_FIELD_KEYS = IMPORT_FIELDS.map((f) => f.key) as unknown as readonly [
  ImportField,
  ...ImportField[],
];

/** The most rows a file may hold, and its size (413 beyond). */
export const IMPORT_MAX_ROWS = 100_000;
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

export const ImportIntegration = z.enum(IMPORT_INTEGRATION_KEYS, msg('invalid'));
export const ImportStatus = z.enum(['pending', 'processing', 'completed', 'reverted', 'error']);

/** Client field → index of the file's column. */
export const ImportMapping = z.partialRecord(
  z.enum(IMPORT_FIELD_KEYS, msg('invalid')),
  z.number().int().min(0).max(500),
);
export type ImportMapping = z.infer<typeof ImportMapping>;

/** A row as the mapping reads it, with what would refuse it. */
export const ImportPreviewRow = z.object({
  line: z.number(),
  values: z.record(z.string(), z.string()),
  errors: z.array(z.string()),
});

export const ImportReject = z.object({
  line: z.number(),
  reasons: z.array(z.string()),
  /** The line's cells as read, to send back corrected. */
  cells: z.array(z.string()),
});

export const ClientImportSummary = z.object({
  id: z.string(),
  integration: ImportIntegration,
  fileName: z.string(),
  status: ImportStatus,
  totalRows: z.number(),
  processedRows: z.number(),
  importedRows: z.number(),
  rejectedRows: z.number(),
  error: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type ClientImportSummary = z.infer<typeof ClientImportSummary>;

export const ClientImport = ClientImportSummary.extend({
  header: z.array(z.string()),
  mapping: ImportMapping,
  /** The first 20 rows read through the mapping. */
  preview: z.array(ImportPreviewRow),
  rejects: z.array(ImportReject),
});
export type ClientImport = z.infer<typeof ClientImport>;

export const ClientImportResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  import: ClientImport,
});
export const ClientImportListResponse = z.object({
  success: z.literal(true),
  imports: z.array(ClientImportSummary),
});
export const ClientImportMappingBody = z.object({
  integration: ImportIntegration.optional(),
  mapping: ImportMapping,
});
export const ClientImportUploadQuery = z.object({ integration: ImportIntegration.optional() });

const IdParams = z.object({ id: Uuid });
const base = { access: 'clients.import', tags: ['clients'], shop: 'header' } as const;

export const clientImportsRoutes = {
  upload: defineRoute({
    ...base,
    method: 'POST',
    path: '/v1/client-imports',
    summary:
      'Read a CSV or XLSX file of clients (multipart, field « file »): detected format, mapping, preview',
    query: ClientImportUploadQuery,
    response: ClientImportResponse,
    errors: [400, 401, 403, 413, 415],
  }),
  list: defineRoute({
    ...base,
    method: 'GET',
    path: '/v1/client-imports',
    summary: "The shop's client imports, newest first",
    response: ClientImportListResponse,
    errors: [401, 403],
  }),
  get: defineRoute({
    ...base,
    method: 'GET',
    path: '/v1/client-imports/:id',
    summary: 'One import: status, progress, preview, rejected lines with their reasons',
    params: IdParams,
    response: ClientImportResponse,
    errors: [400, 401, 403, 404],
  }),
  mapping: defineRoute({
    ...base,
    method: 'PUT',
    path: '/v1/client-imports/:id/mapping',
    summary: "Change an import's column mapping (before it starts); answers the new preview",
    params: IdParams,
    body: ClientImportMappingBody,
    response: ClientImportResponse,
    errors: [400, 401, 403, 404, 409],
  }),
  start: defineRoute({
    ...base,
    method: 'POST',
    path: '/v1/client-imports/:id/start',
    summary: 'Start the import in the background (status processing)',
    params: IdParams,
    response: ClientImportResponse,
    errors: [400, 401, 403, 404, 409],
  }),
  revert: defineRoute({
    ...base,
    method: 'POST',
    path: '/v1/client-imports/:id/revert',
    summary: 'Delete the clients the import created (status reverted)',
    params: IdParams,
    response: ClientImportResponse,
    errors: [400, 401, 403, 404, 409],
  }),
};
