import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCollaborator } from '../../db/seed/factories.ts';
import { auth, createTestApp, type TestApp } from '../../test/test-app.ts';
import { pngBomb } from '../../test/upload-bombs.ts';
import { shops } from '../shops/index.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'cuvee-uploads-'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ uploadsDir: dir });
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

function multipart(content: Buffer, filename: string, type: string) {
  const boundary = '----cuvee-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('POST /v1/uploads', () => {
  it('re-encodes a large photo to a resized WebP served under /uploads', async () => {
    const png = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#7b1e3a' } })
      .png()
      .toBuffer();
    const body = multipart(png, 'bouteille.png', 'image/png');
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/uploads?kind=product',
      payload: body.payload,
      headers: { ...body.headers, ...auth(await t.login('proprietaire@cuvee.demo')) },
    });
    expect(res.statusCode).toBe(200);
    const { url, width, height } = res.json();
    expect([width, height]).toEqual([1200, 800]);
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]+\/[0-9a-f-]+\.webp$/);
    expect(existsSync(path.join(dir, url.replace('/uploads/', '')))).toBe(true);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
  });

  it('refuses what is not an image (415), anonymous callers (401) and buyers (403)', async () => {
    const text = multipart(Buffer.from('pas une image'), 'note.txt', 'text/plain');
    const owner = await t.login('proprietaire@cuvee.demo');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/v1/uploads',
      payload: text.payload,
      headers: { ...text.headers, ...auth(owner) },
    });
    expect(bad.statusCode).toBe(415);
    expect(bad.json().message).toBe('Le fichier doit être une image (JPEG, PNG, WebP, GIF ou AVIF)');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/v1/uploads',
          payload: text.payload,
          headers: text.headers,
        })
      ).statusCode,
    ).toBe(401);
    const buyer = await t.login('client@cuvee.demo');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/v1/uploads',
          payload: text.payload,
          headers: { ...text.headers, ...auth(buyer) },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('refuses a 250 kB PNG declaring 256 megapixels (413, French), before decoding it; nothing stored', async () => {
    const bomb = multipart(pngBomb(16_000), 'bombe.png', 'image/png');
    const stored = readdirSync(dir, { recursive: true }).length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/uploads?kind=product',
      payload: bomb.payload,
      headers: { ...bomb.headers, ...auth(await t.login('proprietaire@cuvee.demo')) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      success: false,
      message: "L'image est trop grande : 50 mégapixels au plus",
    });
    expect(readdirSync(dir, { recursive: true }).length).toBe(stored);
  });
});

describe('POST /v1/uploads, by the picture’s use (decision 0084)', () => {
  it('a product picture needs createProduct, the logo and banner the staff only: decided by ?kind', async () => {
    const [demo] = await t.db.select({ id: shops.id }).from(shops).where(eq(shops.urlShop, 'domaine-demo'));
    await makeCollaborator(t.db, demo!.id, 'iam.sans.catalogue@cuvee.test', { createProduct: false });
    await makeCollaborator(t.db, demo!.id, 'iam.catalogue@cuvee.test', { createProduct: true });
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#7b1e3a' } })
      .png()
      .toBuffer();
    const upload = async (email: string, query: string) => {
      const body = multipart(png, 'image.png', 'image/png');
      const res = await t.app.inject({
        method: 'POST',
        url: `/v1/uploads${query}`,
        payload: body.payload,
        headers: { ...body.headers, ...auth(await t.login(email)) },
      });
      return res.statusCode;
    };
    const stored = readdirSync(dir, { recursive: true }).length;
    expect(await upload('iam.sans.catalogue@cuvee.test', '?kind=product')).toBe(403);
    // Without a kind, a product's picture (the query's default).
    expect(await upload('iam.sans.catalogue@cuvee.test', '')).toBe(403);
    expect(readdirSync(dir, { recursive: true }).length).toBe(stored);
    expect(await upload('iam.sans.catalogue@cuvee.test', '?kind=logo')).toBe(200);
    expect(await upload('iam.sans.catalogue@cuvee.test', '?kind=banner')).toBe(200);
    expect(await upload('iam.catalogue@cuvee.test', '?kind=product')).toBe(200);
    expect(await upload('iam.catalogue@cuvee.test', '?kind=poster')).toBe(400);
  });

  it('an event photo needs createEvent (decision 0134), not createProduct; 401 anonymous', async () => {
    const [demo] = await t.db.select({ id: shops.id }).from(shops).where(eq(shops.urlShop, 'domaine-demo'));
    await makeCollaborator(t.db, demo!.id, 'iam.evenements@cuvee.test', {
      createEvent: true,
      accessEvent: true,
      createProduct: false,
    });
    await makeCollaborator(t.db, demo!.id, 'iam.sans.evenements@cuvee.test', {
      createEvent: false,
      createProduct: true,
    });
    const png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#7b1e3a' } })
      .png()
      .toBuffer();
    const upload = async (email: string | null, query: string) => {
      const body = multipart(png, 'image.png', 'image/png');
      return t.app.inject({
        method: 'POST',
        url: `/v1/uploads${query}`,
        payload: body.payload,
        headers: { ...body.headers, ...(email ? auth(await t.login(email)) : {}) },
      });
    };
    const stored = readdirSync(dir, { recursive: true }).length;
    expect((await upload(null, '?kind=event')).statusCode).toBe(401);
    expect((await upload('iam.sans.evenements@cuvee.test', '?kind=event')).statusCode).toBe(403);
    expect((await upload('iam.evenements@cuvee.test', '?kind=product')).statusCode).toBe(403);
    expect(readdirSync(dir, { recursive: true }).length).toBe(stored);
    const sent = await upload('iam.evenements@cuvee.test', '?kind=event');
    expect(sent.statusCode).toBe(200);
    // An event's photo is kept up to 1600 px on its longest side (the event page's wide visual).
    expect(sent.json()).toMatchObject({ width: 1600, height: 800 });
  });
});
