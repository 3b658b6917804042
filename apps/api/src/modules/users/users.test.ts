import { CartOrder } from '@cuvee/contracts';
import { cartOrderFixture } from '@cuvee/contracts/cart.fixtures';
import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMembership, makeUser } from '../../db/seed/factories.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { registerValidated } from '../../test/test-calls.ts';
import { openSession, revokeSession } from '../auth/index.ts';
import { shops } from '../shops/shops.table.ts';
import { loadMemberships, loadPrincipalUser, loadSessionPrincipal } from './users.service.ts';
import { users } from './users.table.ts';

// Every statement the app sends is counted (as in storefront/storefront.queries.test.ts).
const seen: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { logger: { logQuery: (q) => seen.push(q) } });
});
afterAll(() => t?.close());

describe('loadPrincipalUser', () => {
  it('loads the user and their shops in one SQL statement, as user + memberships did', async () => {
    const allShops = await t.db.select().from(shops);
    const user = await makeUser(t.db, { role: 'agent', email: 'deux.boutiques@exemple.fr' });
    // Positions out of insertion order, a typology and authorizations, so order and shape show.
    await addMembership(t.db, { shopId: allShops[0]!.id, userId: user.id, role: 'agent', position: 2 });
    await addMembership(t.db, {
      shopId: allShops[1]!.id,
      userId: user.id,
      role: 'buyer',
      typology: 'caviste',
      authorizations: { seeAllOrder: true },
      position: 1,
    });
    seen.length = 0;
    const principal = await loadPrincipalUser(t.db, user.id);
    expect(seen).toHaveLength(1);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    const memberships = (await loadMemberships(t.db, [user.id])).get(user.id);
    expect(principal).toStrictEqual({ ...row, shops: memberships });
    expect(principal!.shops.map((s) => s.id)).toEqual([allShops[1]!.id, allShops[0]!.id]);

    const alone = await makeUser(t.db, { role: 'buyer', email: 'sans.boutique@exemple.fr' });
    expect(await loadPrincipalUser(t.db, alone.id)).toStrictEqual({ ...alone, shops: [] });
    expect(await loadPrincipalUser(t.db, '00000000-0000-7000-8000-000000000000')).toBeNull();
  });

  it('checks the session in that same statement (decision 0023)', async () => {
    const [someone] = await t.db.select().from(users).limit(1);
    const session = await openSession(t.db, { userId: someone!.id });
    seen.length = 0;
    const open = await loadSessionPrincipal(t.db, someone!.id, session.id);
    expect(seen).toHaveLength(1);
    expect(open).toStrictEqual({
      user: await loadPrincipalUser(t.db, someone!.id),
      startedAt: session.startedAt,
    });
    const [other] = await t.db.select().from(users).where(ne(users.id, someone!.id)).limit(1);
    expect(await loadSessionPrincipal(t.db, other!.id, session.id)).toBeNull();
    await revokeSession(t.db, session.id);
    expect(await loadSessionPrincipal(t.db, someone!.id, session.id)).toBeNull();
  });

  it("runs inside a caller's transaction", async () => {
    const [someone] = await t.db.select().from(users).limit(1);
    const seenInside = await t.db.transaction(async (tx) => {
      await tx.update(users).set({ firstname: 'Pendant' }).where(eq(users.id, someone!.id));
      return (await loadPrincipalUser(tx, someone!.id))!.firstname;
    });
    expect(seenInside).toBe('Pendant');
    await t.db.update(users).set({ firstname: someone!.firstname }).where(eq(users.id, someone!.id));
  });
});

describe('GET /v1/users/me', () => {
  it('answers 401 without a token or with a broken one', async () => {
    expect((await call(t.app, 'GET', '/v1/users/me')).status).toBe(401);
    const broken = await call(t.app, 'GET', '/v1/users/me', { jwt: 'not.a.jwt' });
    expect(broken.status).toBe(401);
    expect(broken.body.success).toBe(false);
  });

  it('answers the signed-in user with their shops and no secret', async () => {
    const res = await call(t.app, 'GET', '/v1/users/me', { jwt: await t.login('collaborateur@cuvee.demo') });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email: 'collaborateur@cuvee.demo', role: 'iam' });
    expect(res.body.user.shops[0]).toMatchObject({ urlShop: 'domaine-demo', role: 'iam' });
    expect(res.body.user.shops[0].authorizations.seeAllOrder).toBe(true);
    expect(res.body.user.shops[0].authorizations.createProduct).toBeUndefined();
    expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|argon2/);
  });
});

describe('PUT /v1/users/me', () => {
  it('saves the cart silently when message is false', async () => {
    const jwt = await t.login('client@cuvee.demo');
    const cart = { orders: [cartOrderFixture()], lastUpdated: '2026-11-22T10:00:00.000Z' };
    const res = await call(t.app, 'PUT', '/v1/users/me', { jwt, body: { cart, message: false } });
    expect(res.status).toBe(200);
    expect(res.body).not.toHaveProperty('message');
    // Answered as the contract types it: what the browser left out is filled in.
    const saved = { orders: [CartOrder.parse(cartOrderFixture())], lastUpdated: cart.lastUpdated };
    expect(res.body.user.cart).toEqual(saved);
    expect(res.body.user.cart.orders[0]).toMatchObject({ id: null, notes: '', payment: { type: null } });
    expect((await call(t.app, 'GET', '/v1/users/me', { jwt })).body.user.cart).toEqual(saved);
  });

  it('refuses a cart line of a negative or fractional quantity in French, and keeps the saved cart', async () => {
    const jwt = await t.login('client@cuvee.demo');
    const before = (await call(t.app, 'GET', '/v1/users/me', { jwt })).body.user;
    const [line] = cartOrderFixture().products;
    for (const quantity of [-1, 1.5]) {
      const res = await call(t.app, 'PUT', '/v1/users/me', {
        jwt,
        body: { cart: { orders: [cartOrderFixture({ products: [{ ...line, quantity }] })] }, message: false },
      });
      expect(res.status).toBe(400);
      expect(res.body.message.join(' ')).toMatch(/cart\.orders\.0\.products\.0\.quantity : La quantité/);
    }
    expect((await call(t.app, 'GET', '/v1/users/me', { jwt })).body.user).toEqual(before);
  });

  it('leaves out a saved order that has no cart shape (free JSON of before) rather than failing', async () => {
    const jwt = await t.login('client@cuvee.demo');
    const me = (await call(t.app, 'GET', '/v1/users/me', { jwt })).body.user;
    const legacy = { seller: { id: 's1' }, products: [{ idTmp: 'p1', quantity: 2 }] };
    await t.db
      .update(users)
      .set({ cart: { orders: [legacy, cartOrderFixture()], lastUpdated: null } })
      .where(eq(users.id, me.id));
    const res = await call(t.app, 'GET', '/v1/users/me', { jwt });
    expect(res.status).toBe(200);
    expect(res.body.user.cart.orders).toEqual([CartOrder.parse(cartOrderFixture())]);
  });

  it('updates the profile with a French confirmation', async () => {
    const jwt = await t.login('client@cuvee.demo');
    const res = await call(t.app, 'PUT', '/v1/users/me', {
      jwt,
      body: { firstname: 'Juliette', phone: '06 12 34 56 78' },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Vos informations ont été enregistrées');
    expect(res.body.user).toMatchObject({ firstname: 'Juliette', phone: '+33612345678' });
  });

  it('refuses bad input with French messages and changes nothing', async () => {
    const jwt = await t.login('client@cuvee.demo');
    const before = (await call(t.app, 'GET', '/v1/users/me', { jwt })).body.user;
    const badPhone = await call(t.app, 'PUT', '/v1/users/me', {
      jwt,
      body: { firstname: 'Autre', phone: '01 23 45 67 89' },
    });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.message.join(' ')).toContain("Ce numéro n'est pas valide");
    const unknownField = await call(t.app, 'PUT', '/v1/users/me', { jwt, body: { role: 'admin' } });
    expect(unknownField.status).toBe(400);
    const wrongType = await call(t.app, 'PUT', '/v1/users/me', { jwt, body: { cart: 'plein' } });
    expect(wrongType.status).toBe(400);
    const taken = await call(t.app, 'PUT', '/v1/users/me', { jwt, body: { username: 'Proprietaire' } });
    expect(taken.status).toBe(409);
    expect((await call(t.app, 'GET', '/v1/users/me', { jwt })).body.user).toEqual(before);
  });

  it('refuses a name past 100 characters, a cart order keyed by an inherited name, an unbounded cart date (decision 0026)', async () => {
    const jwt = await t.login('client@cuvee.demo');
    const before = (await call(t.app, 'GET', '/v1/users/me', { jwt })).body.user;
    const long = await call(t.app, 'PUT', '/v1/users/me', { jwt, body: { lastname: 'é'.repeat(101) } });
    expect(long.status).toBe(400);
    expect(long.body.message).toEqual(['lastname : Pas plus de 100 caractères']);
    const inherited = await call(t.app, 'PUT', '/v1/users/me', {
      jwt,
      body: { cart: { orders: [{ constructor: { shopId: 'x' } }] } },
    });
    expect(inherited.status).toBe(400);
    expect(inherited.body.message.join(' ')).toContain('cart.orders.0');
    const longDate = await call(t.app, 'PUT', '/v1/users/me', {
      jwt,
      body: { cart: { orders: [], lastUpdated: '2'.repeat(100_000) } },
    });
    expect(longDate.status).toBe(400);
    expect((await call(t.app, 'GET', '/v1/users/me', { jwt })).body.user).toEqual(before);
  });

  it('answers 401 without a token', async () => {
    expect((await call(t.app, 'PUT', '/v1/users/me', { body: { firstname: 'X' } })).status).toBe(401);
  });
});

describe('PUT /v1/users/me/password', () => {
  it('needs the current password, then signs other sessions out', async () => {
    const email = 'multi.client@cuvee.demo';
    const jwt = await t.login(email);
    const wrong = await call(t.app, 'PUT', '/v1/users/me/password', {
      jwt,
      body: { currentPassword: 'Faux1', newPassword: 'Nouveau9' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe('Le mot de passe actuel est incorrect');
    const weak = await call(t.app, 'PUT', '/v1/users/me/password', {
      jwt,
      body: { currentPassword: 'Cuvee2026', newPassword: 'abc' },
    });
    expect(weak.status).toBe(400);
    const ok = await call(t.app, 'PUT', '/v1/users/me/password', {
      jwt,
      body: { currentPassword: 'Cuvee2026', newPassword: 'Nouveau9' },
    });
    expect(ok.status).toBe(200);
    expect((await call(t.app, 'GET', '/v1/users/me', { jwt })).status).toBe(401);
    expect((await call(t.app, 'GET', '/v1/users/me', { jwt: ok.body.jwt })).status).toBe(200);
    expect(
      (
        await call(t.app, 'PUT', '/v1/users/me/password', {
          body: { currentPassword: 'a', newPassword: 'Nouveau9' },
        })
      ).status,
    ).toBe(401);
  });
});

describe('GET /v1/agents', () => {
  it("lists the shop's agents to an owner", async () => {
    const res = await call(t.app, 'GET', '/v1/agents', { jwt: await t.login('proprietaire@cuvee.demo') });
    expect(res.status).toBe(200);
    expect(res.body.users.map((u: { email: string }) => u.email)).toContain('agent@cuvee.demo');
  });

  it('refuses 401 anonymous, 403 buyer, agent and an iam lacking accessAgent', async () => {
    expect((await call(t.app, 'GET', '/v1/agents')).status).toBe(401);
    for (const email of ['client@cuvee.demo', 'agent@cuvee.demo', 'collaborateur@cuvee.demo']) {
      expect((await call(t.app, 'GET', '/v1/agents', { jwt: await t.login(email) })).status).toBe(403);
    }
  });

  it('allows a fully delegated iam', async () => {
    const res = await call(t.app, 'GET', '/v1/agents', { jwt: await t.login('multi.domaine@cuvee.demo') });
    expect(res.status).toBe(200);
  });

  it("never shows another shop's agents", async () => {
    const seller = await registerValidated(t, 'seller', {
      email: 'autre@exemple.fr',
      password: 'Secret1',
      firstname: 'Eve',
      lastname: 'Autre',
      shopName: 'Clos Voisin',
      acceptTerms: true,
    });
    const res = await call(t.app, 'GET', '/v1/agents', { jwt: seller.jwt });
    expect(res.status).toBe(200);
    expect(res.body.users).toEqual([]);
    const [row] = await t.db.select().from(users).where(eq(users.email, 'autre@exemple.fr'));
    expect(row!.role).toBe('owner');
  });
});
