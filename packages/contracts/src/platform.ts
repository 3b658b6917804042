import { z } from 'zod';
import { SuccessMessage } from './common.ts';
import { defineRoute } from './http/route.ts';

export const MaintenanceResponse = z.object({
  success: z.literal(true),
  banner: z.boolean(),
  page: z.boolean(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  message: z.string().nullable(),
});
export type MaintenanceResponse = z.infer<typeof MaintenanceResponse>;

export const CreateMaintenanceBody = z
  .object({
    banner: z.boolean(),
    page: z.boolean(),
    startDate: z.iso.datetime({ error: "La date indiquée n'est pas correct", offset: true }),
    endDate: z.iso.datetime({ error: "La date indiquée n'est pas correct", offset: true }),
    message: z.string().max(500).optional(),
  })
  .refine((m) => new Date(m.endDate) > new Date(m.startDate), {
    error: 'La date de fin doit être après la date de début',
    path: ['endDate'],
  });

export const VersionResponse = z.object({ version: z.string() });
export const DocumentsToDownloadResponse = z.object({ success: z.literal(true), urls: z.array(z.string()) });

export const MaintenanceCreated = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  id: z.string(),
});
const tags = ['platform'];

/** The shell's polls (maintenance, version, documents) and the admin's maintenance windows. */
export const platformRoutes = {
  maintenance: defineRoute({
    method: 'GET',
    path: '/v1/maintenances',
    access: 'platform.read',
    summary: 'Maintenance banner and page state (polled)',
    tags,
    response: MaintenanceResponse,
    errors: [],
  }),
  createMaintenance: defineRoute({
    method: 'POST',
    path: '/v1/admin/maintenances',
    access: 'platform.maintenance.write',
    summary: 'Plan a maintenance window (admin)',
    tags: ['admin'],
    body: CreateMaintenanceBody,
    response: MaintenanceCreated,
    errors: [400, 401, 403],
  }),
  cancelMaintenance: defineRoute({
    method: 'DELETE',
    path: '/v1/admin/maintenances/:id',
    access: 'platform.maintenance.write',
    summary: 'Cancel a maintenance window (admin)',
    tags: ['admin'],
    params: z.object({ id: z.uuid({ error: "L'identifiant n'est pas valide" }) }),
    response: SuccessMessage,
    errors: [400, 401, 403, 404],
  }),
  version: defineRoute({
    method: 'GET',
    path: '/version.json',
    access: 'platform.read',
    summary: 'Version of the web app (polled every 5 min)',
    tags,
    response: VersionResponse,
    errors: [],
  }),
  documents: defineRoute({
    method: 'GET',
    path: '/v1/documents/to-download',
    access: 'documents.read',
    summary: 'Documents generated for the user, each handed out once (polled every 30 s)',
    tags,
    response: DocumentsToDownloadResponse,
    errors: [401],
  }),
};
