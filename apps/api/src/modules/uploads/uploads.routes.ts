import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { uploadsRoutes as routes, UPLOAD_ACTIONS } from '@cuvee/contracts';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { uuidv7 } from 'uuidv7';
import { forbidden, HttpError } from '../../lib/http-error.ts';
import { route } from '../../lib/route.ts';

const MAX_BYTES = 8 * 1024 * 1024;
/** Longest side kept per use: enough for a retina product page, small for a phone. */
const SIZES = { product: 1200, banner: 1920, logo: 512 } as const;
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'tiff']);

export async function uploadsRoutes(app: FastifyInstance) {
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

  // Stored under the shop acted on, which the access hook named (decision 0014).
  route(
    app,
    routes.create,
    async ({ ctx, query, request }) => {
      const shopId = ctx.shop!.id;
      // The route is the staff's; the picture's use names the right it needs (decision 0022).
      if (!ctx.can(UPLOAD_ACTIONS[query.kind])) throw forbidden();
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
      if (input.length === 0) throw new HttpError(400, 'Le fichier envoyé est vide');
      const meta = await sharp(input)
        .metadata()
        .catch(() => null);
      if (!meta?.format || !ACCEPTED.has(meta.format)) {
        throw new HttpError(415, 'Le fichier doit être une image (JPEG, PNG, WebP, GIF ou AVIF)');
      }
      const size = SIZES[query.kind];
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
    { schema: { consumes: ['multipart/form-data'] } },
  );
}
