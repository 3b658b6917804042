import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productFormats, products } from '../modules/products/products.table.ts';
import { shops } from '../modules/shops/shops.table.ts';
import { users } from '../modules/users/users.table.ts';
import { auth, call, createTestApp, type TestApp } from '../test/test-app.ts';

// Bad input answers a French 400 and changes nothing (decision 0022).
const dir = mkdtempSync(path.join(tmpdir(), 'cuvee-input-'));
let t: TestApp;
let owner: string;
let iam: string;
beforeAll(async () => {
  t = await createTestApp({ uploadsDir: dir });
  owner = await t.login('proprietaire@cuvee.demo');
  iam = await t.login('collaborateur@cuvee.demo');
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Every row a write of these routes could touch, to compare before and after. */
const rows = async () =>
  JSON.stringify([
    await t.db.select().from(products).orderBy(products.id),
    await t.db.select().from(productFormats).orderBy(productFormats.id),
    await t.db.select().from(shops).orderBy(shops.id),
    await t.db.select().from(users).orderBy(users.id),
  ]);
const messageOf = (body: Record<string, unknown>): string =>
  Array.isArray(body.message) ? body.message.join(' ') : String(body.message);

const wine = (over: Record<string, unknown> = {}) => ({
  productType: 'bottle',
  name: 'Cuvée robuste',
  type: 'wine',
  color: 'red',
  formats: [{ unity: 'Litre(s)', unityValue: 0.75, price: 1500 }],
  ...over,
});

describe('NUL bytes and lone surrogates', () => {
  const bad = ['a\u0000b', 'a\ud800b', '\udc00'];
  it('are a French 400 in any body field, nested or as a key, and nothing is written', async () => {
    const before = await rows();
    for (const text of bad) {
      const cases: [string, string, unknown][] = [
        ['POST', '/v1/products', wine({ name: `Cuvée ${text}` })],
        ['POST', '/v1/products', wine({ vintages: [{ name: '2023', lots: [text] }] })],
        ['PUT', '/v1/shops/me', { name: `Domaine ${text}` }],
        ['PUT', '/v1/users/me', { firstname: text }],
        [
          'POST',
          '/v1/products',
          wine({
            formats: [{ unity: 'Litre(s)', unityValue: 0.75, price: 1500, typologies: { [`k${text}`]: {} } }],
          }),
        ],
      ];
      for (const [method, url, body] of cases) {
        const res = await call(t.app, method as 'POST', url, { jwt: owner, body });
        expect(res.status, `${method} ${url} ${JSON.stringify(text)}`).toBe(400);
        expect(messageOf(res.body)).toContain('Le texte contient un caractère non autorisé');
      }
    }
    const login = await call(t.app, 'POST', '/v1/auth/login', {
      body: { email: 'proprietaire@cuvee.demo\u0000', password: 'x\ud800' },
    });
    expect(login.status).toBe(400);
    expect(await rows()).toBe(before);
  });

  it('are a French 400 in search, filter and path values', async () => {
    for (const url of [
      '/v1/shops?search=a%00b',
      `/v1/products?filter=${encodeURIComponent(JSON.stringify({ search: 'a\u0000' }))}`,
      `/v1/products?filter=${encodeURIComponent('{"search":"a\\ud800"}')}`,
      '/v1/shops/domaine%00demo/storefront',
      '/v1/shops/domaine-demo/products/clos%00x',
      '/v1/e-label/a%00b',
    ]) {
      const res = await call(t.app, 'GET', url);
      expect(res.status, url).toBe(400);
      expect(res.body.success).toBe(false);
      expect(typeof messageOf(res.body)).toBe('string');
    }
    const back = await call(t.app, 'GET', '/v1/products/manage?search=a%00b', { jwt: owner });
    expect(back.status).toBe(400);
    expect(messageOf(back.body)).toContain('Le texte contient un caractère non autorisé');
  });
});

describe('bodies the routes used to answer 500', () => {
  it('PUT /v1/shops/me with {} is a French 400', async () => {
    const before = await rows();
    const res = await call(t.app, 'PUT', '/v1/shops/me', { jwt: owner, body: {} });
    expect(res.status).toBe(400);
    expect(messageOf(res.body)).toBe('Aucune modification à enregistrer');
    expect(await rows()).toBe(before);
  });

  it('PUT /v1/users/me with an address that is not an object is a French 400', async () => {
    const before = await rows();
    for (const deliveryAddress of ['rue', 42, true, ['rue']]) {
      const res = await call(t.app, 'PUT', '/v1/users/me', { jwt: owner, body: { deliveryAddress } });
      expect(res.status, JSON.stringify(deliveryAddress)).toBe(400);
      expect(messageOf(res.body)).toMatch(/deliveryAddress/);
    }
    expect(await rows()).toBe(before);
  });

  it('a notification cursor that is not a uuid, or a date out of range, is a French 400', async () => {
    for (const cursor of [
      '2026-01-01T00:00:00.000Z|pas-un-uuid',
      '+275760-09-13T00:00:00.000Z|0190b0b0-0000-7000-8000-000000000000',
      '-271821-04-20T00:00:00.000Z|0190b0b0-0000-7000-8000-000000000000',
    ]) {
      const res = await call(t.app, 'GET', `/v1/notifications-centers?cursor=${encodeURIComponent(cursor)}`, {
        jwt: owner,
      });
      expect(res.status, cursor).toBe(400);
      expect(messageOf(res.body)).toBe("Le curseur de pagination n'est pas valide");
    }
  });

  it('an empty upload is a French 400 and stores nothing', async () => {
    const boundary = '----cuvee-empty';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="vide.png"\r\nContent-Type: image/png\r\n\r\n\r\n--${boundary}--\r\n`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/uploads?kind=logo',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...auth(owner) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Le fichier envoyé est vide');
    expect(existsSync(dir) ? readdirSync(dir) : []).toEqual([]);
  });
});

describe('typology keys, image addresses and who uploads product pictures', () => {
  it('refuses prototype names as typology keys, in the shop and in a format', async () => {
    const before = await rows();
    const shop = await call(t.app, 'PUT', '/v1/shops/me', {
      jwt: owner,
      body: { typologies: { constructor: { name: 'Pro', public: true, ttc: true, globalDiscount: 0 } } },
    });
    expect(shop.status).toBe(400);
    expect(messageOf(shop.body)).toBe('typologies.constructor : Clé invalide dans record');
    for (const key of ['constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      const format = {
        unity: 'Litre(s)',
        unityValue: 0.75,
        price: 1500,
        typologies: { [key]: { price: 1 } },
      };
      const product = await call(t.app, 'POST', '/v1/products', {
        jwt: owner,
        body: wine({ formats: [format] }),
      });
      expect(product.status, key).toBe(400);
      expect(messageOf(product.body)).toBe(`formats.0.typologies.${key} : Clé invalide dans record`);
    }
    expect(await rows()).toBe(before);
  });

  it('refuses image addresses beginning with // (a third party host)', async () => {
    const before = await rows();
    for (const url of ['//evil.example/x.png', '/\\evil.example/x.png']) {
      const shop = await call(t.app, 'PUT', '/v1/shops/me', {
        jwt: owner,
        body: { editedShop: { logo: url } },
      });
      expect(shop.status, url).toBe(400);
      expect(messageOf(shop.body)).toContain("L'url n'est pas valide");
      const product = await call(t.app, 'POST', '/v1/products', {
        jwt: owner,
        body: wine({ formats: [{ unity: 'Litre(s)', unityValue: 0.75, price: 1500, visuals: [url] }] }),
      });
      expect(product.status, url).toBe(400);
      expect(messageOf(product.body)).toContain("L'url n'est pas valide");
    }
    expect(await rows()).toBe(before);
    const fine = await call(t.app, 'PUT', '/v1/shops/me', {
      jwt: owner,
      body: { editedShop: { logo: '/uploads/x/logo.webp' } },
    });
    expect(fine.status).toBe(200);
  });

  it('a collaborator without createProduct cannot upload product pictures', async () => {
    const boundary = '----cuvee-iam';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.png"\r\nContent-Type: image/png\r\n\r\nx\r\n--${boundary}--\r\n`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/uploads?kind=product',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...auth(iam) },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("Vous n'avez pas les droits nécessaires pour cette action");
    expect(readdirSync(dir)).toEqual([]);
  });
});
