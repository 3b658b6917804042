import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../test-app.ts';

// Issue 23, finding 10: a typology is a key of a stored record (the shop's typologies, a format's
// prices per typology); a name every object inherits (`constructor`, `toString`…) read back with
// `obj[key]` answers the inherited member. Every write path of a typology refuses such a name
// with a French 400 and stores nothing (decision 0022).

const INHERITED = [...Object.getOwnPropertyNames(Object.prototype), '__proto__'];
const RESERVED = 'Ce nom est réservé, choisissez-en un autre';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('proprietaire@cuvee.demo');
});
afterAll(() => t?.close());

const said = (message: unknown) => [message].flat().join(' ');

async function grid() {
  const res = await call(t.app, 'GET', '/v1/dashboard/price-grid?search=galets&limit=50', { jwt: owner });
  expect(res.status).toBe(200);
  return res.body.rows as { formatId: string; typologies: Record<string, unknown> }[];
}

describe('typology names every object inherits', () => {
  it('the price grid refuses each of them: 400 in French, nothing stored', async () => {
    const before = await grid();
    const formatId = before[0]!.formatId;
    for (const typology of INHERITED) {
      const res = await call(t.app, 'PUT', '/v1/dashboard/price-grid', {
        jwt: owner,
        body: { changes: [{ formatId, typology, price: 100, visible: false }] },
      });
      expect(res.status, typology).toBe(400);
      expect(res.body.success).toBe(false);
      expect(said(res.body.message)).toContain(RESERVED);
    }
    expect(await grid()).toEqual(before);
  });

  it('one inherited name among good changes refuses the whole batch', async () => {
    const before = await grid();
    const res = await call(t.app, 'PUT', '/v1/dashboard/price-grid', {
      jwt: owner,
      body: {
        changes: [
          { formatId: before[0]!.formatId, typology: 'caviste', price: 700 },
          { formatId: before[0]!.formatId, typology: 'toString', price: 1 },
        ],
      },
    });
    // One bad change refuses the whole batch: the good one is not stored either.
    expect(res.status).toBe(400);
    expect(await grid()).toEqual(before);
  });

  it("the shop's typologies refuse them", async () => {
    // Keys are lower-case words: `constructor` is the inherited name they can spell.
    const res = await call(t.app, 'PUT', '/v1/shops/me', {
      jwt: owner,
      body: { typologies: { constructor: { name: 'Piège', public: false, ttc: true, globalDiscount: 0 } } },
    });
    expect(res.status).toBe(400);
    expect(said(res.body.message)).toMatch(/Clé invalide|réservé/);
    const shop = await call(t.app, 'GET', '/v1/shops/me', { jwt: owner });
    expect(Object.hasOwn(shop.body.shop.typologies, 'constructor')).toBe(false);
  });

  it("a client's typology refuses them: 400 in French, no client created", async () => {
    const listed = async () =>
      (await call(t.app, 'GET', '/v1/clients?search=Piege&limit=50', { jwt: owner })).body.total;
    const before = await listed();
    for (const typology of ['constructor', 'toString', 'hasOwnProperty', '__proto__']) {
      const res = await call(t.app, 'POST', '/v1/clients', {
        jwt: owner,
        body: { kind: 'prospect', lastname: 'Piege', typology },
      });
      expect(res.status, typology).toBe(400);
      expect(said(res.body.message)).toContain(RESERVED);
    }
    expect(await listed()).toBe(before);
  });
});
