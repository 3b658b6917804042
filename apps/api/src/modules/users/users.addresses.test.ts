import { randomUUID } from 'node:crypto';
import { ADDRESS_BOOK_MAX_PER_KIND } from '@cuvee/domain/addresses/address-book';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { registerValidated } from '../../test/test-calls.ts';
import { modeId, PARIS, shopId, stockedWine } from '../orders/orders.fixtures.ts';
import { shopCart } from '../orders/orders.placement.fixtures.ts';

// The address book (issue 24): a user's delivery and billing addresses, managed from the
// account; placing an order keeps the addresses it used, so the next checkout proposes them.

let t: TestApp;
let client: string;
let pro: string;
beforeAll(async () => {
  t = await createTestApp();
  client = await t.login('client@cuvee.demo');
  pro = await t.login('pro@cuvee.demo');
});
afterAll(() => t?.close());

const BEAUNE = {
  firstname: 'Hélène',
  lastname: 'Dupont',
  street: '12 rue des Vignes',
  zipcode: '21200',
  city: 'Beaune',
  country: 'fr',
  phone: '06 11 22 33 44',
};
const LYON = {
  firstname: 'Hélène',
  lastname: 'Dupont',
  street: '3 quai Saint-Vincent',
  zipcode: '69001',
  city: 'Lyon',
  country: 'FR',
};

const book = async (jwt: string) => {
  const res = await call(t.app, 'GET', '/v1/users/me/addresses', { jwt });
  expect(res.status).toBe(200);
  return res.body.addresses as {
    id: string;
    kind: string;
    isDefault: boolean;
    lastUsedAt: string | null;
    address: Record<string, unknown>;
  }[];
};
const add = (jwt: string, body: unknown) => call(t.app, 'POST', '/v1/users/me/addresses', { jwt, body });

describe('the address book routes', () => {
  it('answers 401 to no one signed in, and changes nothing', async () => {
    expect((await call(t.app, 'GET', '/v1/users/me/addresses')).status).toBe(401);
    const res = await call(t.app, 'POST', '/v1/users/me/addresses', {
      body: { kind: 'delivery', address: BEAUNE },
    });
    expect(res.status).toBe(401);
  });

  it('adds, lists, changes, makes default and removes the caller’s own addresses', async () => {
    const jwt = client;
    const created = await add(jwt, { kind: 'delivery', address: BEAUNE });
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('Adresse ajoutée à votre carnet');
    // Written through the §5 rules: the country upper-cased, the phone in E.164; the first is the default.
    expect(created.body.address).toMatchObject({
      kind: 'delivery',
      isDefault: true,
      lastUsedAt: null,
      address: { country: 'FR', phone: '+33611223344', city: 'Beaune' },
    });
    const lyon = await add(jwt, { kind: 'delivery', address: LYON });
    expect(lyon.body.address.isDefault).toBe(false);
    const billing = await add(jwt, { kind: 'billing', address: { ...LYON, name: 'Domaine Dupont' } });
    expect(billing.body.address).toMatchObject({ kind: 'billing', isDefault: true });

    expect((await book(jwt)).map((a) => [a.kind, a.address.city, a.isDefault])).toEqual([
      ['delivery', 'Beaune', true],
      ['delivery', 'Lyon', false],
      ['billing', 'Lyon', true],
    ]);

    const moved = await call(t.app, 'PUT', `/v1/users/me/addresses/${lyon.body.address.id}`, {
      jwt,
      body: { kind: 'delivery', address: { ...LYON, street2: 'Porte B' }, isDefault: true },
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      message: 'Adresse modifiée',
      address: { isDefault: true, address: { street2: 'Porte B' } },
    });
    // One default per kind: Beaune is no longer it.
    expect(
      (await book(jwt)).filter((a) => a.kind === 'delivery').map((a) => [a.address.city, a.isDefault]),
    ).toEqual([
      ['Lyon', true],
      ['Beaune', false],
    ]);

    const back = await call(t.app, 'POST', `/v1/users/me/addresses/${created.body.address.id}/default`, {
      jwt,
    });
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({
      message: 'Adresse par défaut enregistrée',
      address: { isDefault: true },
    });

    const removed = await call(t.app, 'DELETE', `/v1/users/me/addresses/${lyon.body.address.id}`, { jwt });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('Adresse supprimée de votre carnet');
    expect((await book(jwt)).map((a) => a.address.city)).toEqual(['Beaune', 'Lyon']);
  });

  it('refuses the same address twice with a French 409, and an incomplete one with the §5 messages', async () => {
    const jwt = pro;
    expect((await add(jwt, { kind: 'delivery', address: BEAUNE })).status).toBe(200);
    const twin = await add(jwt, {
      kind: 'delivery',
      address: { ...BEAUNE, street: ' 12 RUE des vignes ', city: 'BEAUNE' },
    });
    expect(twin.status).toBe(409);
    expect(twin.body).toEqual({ success: false, message: 'Cette adresse est déjà dans votre carnet' });

    const before = await book(jwt);
    const bad = await add(jwt, {
      kind: 'delivery',
      address: { ...BEAUNE, street: '', city: '', phone: '01 23' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual(
      expect.arrayContaining([
        'address.street : Veuillez renseigner la rue',
        'address.city : Veuillez renseigner la ville',
        "address.phone : Ce numéro n'est pas valide",
      ]),
    );
    expect((await add(jwt, { kind: 'home', address: BEAUNE })).status).toBe(400);
    expect(await book(jwt)).toEqual(before);
  });

  it('answers 404 to another user reading, changing, making default or removing yours, and changes nothing', async () => {
    const mine = await add(client, { kind: 'delivery', address: { ...BEAUNE, street: '1 place Carnot' } });
    const id = mine.body.address.id as string;
    const before = await book(client);
    const tries = [
      call(t.app, 'PUT', `/v1/users/me/addresses/${id}`, {
        jwt: pro,
        body: { kind: 'delivery', address: LYON },
      }),
      call(t.app, 'POST', `/v1/users/me/addresses/${id}/default`, { jwt: pro }),
      call(t.app, 'DELETE', `/v1/users/me/addresses/${id}`, { jwt: pro }),
    ];
    for (const res of await Promise.all(tries)) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, message: 'Adresse introuvable' });
    }
    expect((await book(pro)).some((a) => a.id === id)).toBe(false);
    expect(await book(client)).toEqual(before);
    // An id that is not one answers 400, an unknown one 404.
    expect((await call(t.app, 'DELETE', '/v1/users/me/addresses/42', { jwt: client })).status).toBe(400);
    expect(
      (await call(t.app, 'DELETE', `/v1/users/me/addresses/${randomUUID()}`, { jwt: client })).status,
    ).toBe(404);
  });

  it(`keeps at most ${ADDRESS_BOOK_MAX_PER_KIND} addresses of a kind: the next is a French 422`, async () => {
    const jwt = await registeredBuyer();
    const have = (await book(jwt)).filter((a) => a.kind === 'billing').length;
    for (let i = have; i < ADDRESS_BOOK_MAX_PER_KIND; i++) {
      const res = await add(jwt, { kind: 'billing', address: { ...LYON, street: `${i + 1} rue du Plat` } });
      expect(res.status).toBe(200);
    }
    const over = await add(jwt, { kind: 'billing', address: { ...LYON, street: '99 rue du Plat' } });
    expect(over.status).toBe(422);
    expect(over.body.message).toBe(
      `Votre carnet compte déjà ${ADDRESS_BOOK_MAX_PER_KIND} adresses de facturation : supprimez-en une pour en ajouter une autre`,
    );
  });
});

describe('placing an order keeps the addresses it used', () => {
  it('adds the delivery and billing addresses, then refreshes the same place instead of adding it', async () => {
    const buyer = await registeredBuyer();
    const demo = await shopId(t.db, 'domaine-demo');
    const wine = await stockedWine(t.db, demo);
    const home = await modeId(t.db, demo, 'Livraison à domicile');
    const place = (over: Record<string, unknown>) =>
      call(t.app, 'POST', '/v1/orders', {
        jwt: buyer,
        body: { ...shopCart({ sellerId: demo, wine, deliveryModeId: home, quantity: 1 }), ...over },
      });
    expect(await book(buyer)).toEqual([]);

    const first = await place({ billingAddress: { ...LYON, name: 'Société Martin' } });
    expect(first.status).toBe(200);
    const afterFirst = await book(buyer);
    expect(afterFirst.map((a) => [a.kind, a.address.city])).toEqual([
      ['delivery', 'Paris'],
      ['billing', 'Lyon'],
    ]);
    const paris = afterFirst[0]!;
    expect(paris.lastUsedAt).not.toBeNull();
    expect(paris.address).toMatchObject({ street: '8 rue Oberkampf', phone: '+33612345678' });

    // The same place written otherwise, with a new phone: the entry is refreshed, not doubled.
    const second = await place({
      deliveryAddress: { ...PARIS, street: '8 RUE OBERKAMPF', phone: '06 98 76 54 32' },
    });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    const afterSecond = await book(buyer);
    expect(afterSecond.filter((a) => a.kind === 'delivery')).toHaveLength(1);
    const refreshed = afterSecond.find((a) => a.id === paris.id)!;
    expect(refreshed.address.phone).toBe('+33698765432');
    expect(refreshed.lastUsedAt! > paris.lastUsedAt!).toBe(true);

    // A refused placement (no delivery mode for that country) keeps nothing.
    const refused = await place({
      deliveryAddress: {
        ...PARIS,
        street: '1 Unter den Linden',
        zipcode: '10117',
        city: 'Berlin',
        country: 'DE',
        phone: '+49 151 23456789',
      },
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect((await book(buyer)).map((a) => a.id).sort()).toEqual(afterSecond.map((a) => a.id).sort());
  });
});

/** A buyer of one's own (the demo's buyers' books change in the tests above). */
async function registeredBuyer(): Promise<string> {
  const email = `carnet.${randomUUID().slice(0, 8)}@exemple.fr`;
  const made = await registerValidated(t, 'buyer', {
    email,
    password: 'Motdepasse1',
    firstname: 'Claire',
    lastname: 'Martin',
    acceptTerms: true,
  });
  return made.jwt as string;
}
