import { z } from 'zod';
import { SuccessMessage, Uuid } from './common.ts';
import { defineRoute } from './http/route.ts';
import { msg } from './validation/messages.ts';

// Polled by every page: like storefront.ts, this module imports nothing that validates at run
// time but zod (the message table is plain data), so the build can make it inert (decision 0017).

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
    startDate: z.iso.datetime({ ...msg('date'), offset: true }),
    endDate: z.iso.datetime({ ...msg('date'), offset: true }),
    message: z.string().max(500).optional(),
  })
  .refine((m) => new Date(m.endDate) > new Date(m.startDate), {
    ...msg('endBeforeStart'),
    path: ['endDate'],
  });

export const VersionResponse = z.object({ version: z.string() });
export const DocumentsToDownloadResponse = z.object({ success: z.literal(true), urls: z.array(z.string()) });

export const PlannedMaintenanceResponse = SuccessMessage.extend({ id: z.string() });

/** The platform's state polled by every page, and its administration (spec §7, §9). */
export const platformRoutes = {
  maintenance: defineRoute({
    method: 'GET',
    path: '/v1/maintenances',
    access: 'platform.read',
    summary: 'Maintenance banner and page state (polled)',
    tags: ['platform'],
    response: MaintenanceResponse,
    errors: [],
  }),
  documents: defineRoute({
    method: 'GET',
    path: '/v1/documents/to-download',
    access: 'documents.read',
    summary: 'Documents generated for the user, each handed out once (polled every 30 s)',
    tags: ['platform'],
    response: DocumentsToDownloadResponse,
    errors: [401],
  }),
  planMaintenance: defineRoute({
    method: 'POST',
    path: '/v1/admin/maintenances',
    access: 'platform.maintenance.write',
    summary: 'Plan a maintenance window (admin)',
    tags: ['admin'],
    body: CreateMaintenanceBody,
    response: PlannedMaintenanceResponse,
    errors: [400, 401, 403],
  }),
  cancelMaintenance: defineRoute({
    method: 'DELETE',
    path: '/v1/admin/maintenances/:id',
    access: 'platform.maintenance.write',
    summary: 'Cancel a maintenance window (admin)',
    tags: ['admin'],
    params: z.object({ id: Uuid }),
    response: SuccessMessage,
    errors: [400, 401, 403, 404],
  }),
  version: defineRoute({
    method: 'GET',
    path: '/version.json',
    access: 'platform.read',
    summary: 'Version of the web app (polled every 5 min)',
    tags: ['platform'],
    response: VersionResponse,
    errors: [],
  }),
};
