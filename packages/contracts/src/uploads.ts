import { z } from 'zod';
import { defineRoute } from './http/route.ts';

export const UploadQuery = z.object({ kind: z.enum(['product', 'banner', 'logo']).default('product') });
export const UploadResponse = z.object({
  success: z.literal(true),
  url: z.string(),
  width: z.number(),
  height: z.number(),
});

/** Pictures of the shop acted on (products, banner, logo), stored under its id. */
export const uploadsRoutes = {
  upload: defineRoute({
    method: 'POST',
    path: '/v1/uploads',
    access: 'shop.uploads.write',
    summary: 'Upload an image (multipart field "file"); it is re-encoded to WebP and resized on the server',
    tags: ['uploads'],
    query: UploadQuery,
    response: UploadResponse,
    errors: [400, 401, 403, 413, 415],
    shop: 'header',
  }),
};
