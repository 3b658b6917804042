import { z } from 'zod';
import { msg } from './validation/messages.ts';

/** Every error answer of the API: a French message, or one message per invalid field. */
export const ErrorResponse = z.object({
  success: z.literal(false),
  message: z.union([z.string(), z.array(z.string())]),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;

export const SuccessMessage = z.object({ success: z.literal(true), message: z.string().optional() });

export const Uuid = z.uuid(msg('idInvalid'));

/** Limit/offset pagination with a hard cap, shared by every list. */
export const PageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
