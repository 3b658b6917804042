import type { Action } from '@cuvee/domain';
import { z } from 'zod';
import { defineRoute } from './http/route.ts';

export const UploadKind = z.enum(['product', 'event', 'banner', 'logo']);
export type UploadKind = z.infer<typeof UploadKind>;

/**
 * The action each use of an upload needs (decision 0022): a product's picture is a product
 * write (createProduct), an event's photo an event write (createEvent, decision 0134), the logo
 * and banner are the shop's own images.
 */
export const UPLOAD_ACTIONS = {
  product: 'products.images.write',
  event: 'events.write',
  banner: 'shop.images.write',
  logo: 'shop.images.write',
} as const satisfies Record<UploadKind, Action>;

/** Images of the shop (products, events, banner, logo), sent as multipart/form-data (field « file »). */
export const uploadsRoutes = {
  create: defineRoute({
    method: 'POST',
    path: '/v1/uploads',
    // The picture's use names its right (decision 0084): a product's by default.
    access: UPLOAD_ACTIONS.product,
    accessBy: { query: 'kind', actions: UPLOAD_ACTIONS },
    summary: 'Upload an image (multipart field "file"); it is re-encoded to WebP and resized on the server',
    tags: ['uploads'],
    query: z.object({ kind: UploadKind.default('product') }),
    response: z.object({ success: z.literal(true), url: z.string(), width: z.number(), height: z.number() }),
    errors: [400, 401, 403, 413, 415],
    shop: 'header',
  }),
};
