import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { uploadsRoutes as routes } from '@cuvee/contracts';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { uuidv7 } from 'uuidv7';
import { HttpError } from '../../lib/http-error.ts';
import { multipartFileDoc } from '../../lib/multipart-doc.ts';
import { route } from '../../lib/route.ts';

const MAX_BYTES = 8 * 1024 * 1024;
/** Longest side kept per use: enough for a retina product page, small for a phone. */
const SIZES = { product: 1200, event: 1600, banner: 1920, logo: 512 } as const;
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'tiff']);
/**
 * Pixels an image may declare (a 48-megapixel phone photo passes): decoded, they cost memory and
 * time however few bytes the file weighs — a 250 kB PNG declares 256 megapixels (issue 23,
 * finding 2). Checked from the header before decoding, and sharp's own limit behind it.
 */
export const MAX_INPUT_PIXELS = 50_000_000;
const TOO_MANY_PIXELS = `L'image est trop grande : ${MAX_INPUT_PIXELS / 1_000_000} mégapixels au plus`;

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

  // Stored under the shop acted on, which the access hook named (decision 0014), by the right
  // the picture's use needs (the contract's accessBy on the query's kind, decision 0084).
  route(
    app,
    routes.create,
    async ({ ctx, query, request }) => {
      const shopId = ctx.shop!.id;
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
      if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new HttpError(413, TOO_MANY_PIXELS);
      const size = SIZES[query.kind];
      const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true })
        .catch(() => {
          // The header passed; the pixels did not decode (sharp's limit, a truncated file).
          throw new HttpError(422, "L'image n'a pas pu être lue");
        });
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
    { schema: { consumes: ['multipart/form-data'] }, config: multipartFileDoc },
  );
}
