import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { uuidv7 } from 'uuidv7';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error.ts';
import { bearer, errors } from '../../lib/route-schema.ts';
import { requireRole } from '../../plugins/auth.ts';

const MAX_BYTES = 8 * 1024 * 1024;
/** Longest side kept per use: enough for a retina product page, small for a phone. */
const SIZES = { product: 1200, banner: 1920, logo: 512 } as const;
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'tiff']);

export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { uploadsDir } = app.deps.config;
  await mkdir(uploadsDir, { recursive: true });
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_BYTES, files: 1 } });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    maxAge: '30d',
    immutable: true,
  });

  app.post(
    '/v1/uploads',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['uploads'],
        summary:
          'Upload an image (multipart field "file"); it is re-encoded to WebP and resized on the server',
        security: bearer,
        consumes: ['multipart/form-data'],
        querystring: z.object({ kind: z.enum(['product', 'banner', 'logo']).default('product') }),
        response: {
          200: z.object({ success: z.literal(true), url: z.string(), width: z.number(), height: z.number() }),
          ...errors(400, 401, 403, 413, 415),
        },
      },
    },
    async (request) => {
      const user = requireRole(request, ['owner', 'iam']);
      const shopId = user.shops[0]?.id;
      if (!shopId) throw new HttpError(403, "Votre compte n'est rattaché à aucune boutique");
      if (!request.isMultipart())
        throw new HttpError(415, 'Envoyez le fichier en multipart/form-data (champ « file »)');
      const file = await request.file();
      if (!file) throw new HttpError(400, 'Aucun fichier reçu');
      let input: Buffer;
      try {
        input = await file.toBuffer();
      } catch {
        throw new HttpError(413, "L'image ne doit pas dépasser 8 Mo");
      }
      const meta = await sharp(input)
        .metadata()
        .catch(() => null);
      if (!meta?.format || !ACCEPTED.has(meta.format)) {
        throw new HttpError(415, 'Le fichier doit être une image (JPEG, PNG, WebP, GIF ou AVIF)');
      }
      const size = SIZES[request.query.kind];
      const { data, info } = await sharp(input)
        .rotate()
        .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true });
      const name = `${uuidv7()}.webp`;
      await mkdir(path.join(uploadsDir, shopId), { recursive: true });
      await writeFile(path.join(uploadsDir, shopId, name), data);
      return {
        success: true as const,
        url: `/uploads/${shopId}/${name}`,
        width: info.width,
        height: info.height,
      };
    },
  );
};
