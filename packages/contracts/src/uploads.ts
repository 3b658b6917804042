import { z } from 'zod';
import { defineRoute } from './http/route.ts';

export const UploadKind = z.enum(['product', 'banner', 'logo']);
export type UploadKind = z.infer<typeof UploadKind>;

/** Images of the shop (products, banner, logo), sent as multipart/form-data (field « file »). */
export const uploadsRoutes = {
  create: defineRoute({
    method: 'POST',
    path: '/v1/uploads',
    access: 'shop.uploads.write',
    summary: 'Upload an image (multipart field "file"); it is re-encoded to WebP and resized on the server',
    tags: ['uploads'],
    query: z.object({ kind: UploadKind.default('product') }),
    response: z.object({ success: z.literal(true), url: z.string(), width: z.number(), height: z.number() }),
    errors: [400, 401, 403, 413, 415],
    shop: 'header',
  }),
};
