import { z } from 'zod';
import { msg } from './validation/messages.ts';

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
