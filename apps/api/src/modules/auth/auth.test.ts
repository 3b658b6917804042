import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed/demo.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { registerValidated } from '../../test/test-calls.ts';
import { mailOutbox } from '../mail/mail.table.ts';
import { users } from '../users/users.table.ts';
import { BAD_CREDENTIALS } from './auth.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const linkToken = (text: string) => /token=([\w-]+)/.exec(text)?.[1] ?? '';

describe('POST /v1/auth/login', () => {
  it.each(DEMO_ACCOUNTS.map((a) => [a.email, a.role]))('signs in %s (%s) with a jwt', async (email, role) => {
    const res = await call(t.app, 'POST', '/v1/auth/login', { body: { email, password: 'Cuvee2026' } });
    expect(res.status).toBe(200);
    expect(res.body.jwt).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    if (role === 'master') {
      expect(res.body.user).toBeNull();
      expect(res.body.masterAccount.users).toHaveLength(2);
    } else {
      expect(res.body.user.email).toBe(email);
      expect(res.body.user.role).toBe(role);
    }
  });

  it('accepts the username in place of the e-mail', async () => {
    const res = await call(t.app, 'POST', '/v1/auth/login', {
      body: { username: 'proprietaire', password: 'Cuvee2026' },
    });
    expect(res.status).toBe(200);
    expect(res.body.user.shops[0].urlShop).toBe('domaine-demo');
  });

  it('refuses a wrong password or an unknown account with the French message and 401', async () => {
    for (const email of ['client@cuvee.demo', 'personne@cuvee.demo']) {
      const res = await call(t.app, 'POST', '/v1/auth/login', { body: { email, password: 'Mauvais1' } });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, message: BAD_CREDENTIALS });
    }
  });

  it('answers 400 with French field messages for bad input', async () => {
    const missing = await call(t.app, 'POST', '/v1/auth/login', { body: { email: 'client@cuvee.demo' } });
    expect(missing.status).toBe(400);
    expect(missing.body.success).toBe(false);
    expect(missing.body.message.join(' ')).toContain('password');
    const wrongType = await call(t.app, 'POST', '/v1/auth/login', { body: { email: 42, password: ['x'] } });
    expect(wrongType.status).toBe(400);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "client@cuvee.demo",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: "Le corps de la requête n'est pas un JSON valide",
    });
  });
});

describe('master accounts', () => {
  it('switches a master session to one of its users, and refuses a stranger', async () => {
    const master = await call(t.app, 'POST', '/v1/auth/login', {
      body: { email: 'multi@cuvee.demo', password: 'Cuvee2026' },
    });
    const target = master.body.masterAccount.users.find((u: { role: string }) => u.role === 'iam');
    const switched = await call(t.app, 'POST', '/v1/auth/switch-account', {
      jwt: master.body.jwt,
      body: { userId: target.id },
    });
    expect(switched.status).toBe(200);
    expect(switched.body.user.email).toBe('multi.domaine@cuvee.demo');
    const me = await call(t.app, 'GET', '/v1/users/me', { jwt: switched.body.jwt });
    expect(me.body.user.masterAccount).toBe(master.body.masterAccount.id);
    // From a user session of the same master account, the other user is reachable too.
    const other = master.body.masterAccount.users.find((u: { role: string }) => u.role === 'buyer');
    const back = await call(t.app, 'POST', '/v1/auth/switch-account', {
      jwt: switched.body.jwt,
      body: { userId: other.id },
    });
    expect(back.body.user.email).toBe('multi.client@cuvee.demo');

    const [stranger] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'client@cuvee.demo'));
    const refused = await call(t.app, 'POST', '/v1/auth/switch-account', {
      jwt: master.body.jwt,
      body: { userId: stranger!.id },
    });
    expect(refused.status).toBe(403);
    const notMaster = await call(t.app, 'POST', '/v1/auth/switch-account', {
      jwt: await t.login('client@cuvee.demo'),
      body: { userId: target.id },
    });
    expect(notMaster.status).toBe(403);
    expect(
      (await call(t.app, 'POST', '/v1/auth/switch-account', { body: { userId: target.id } })).status,
    ).toBe(401);
    expect(
      (await call(t.app, 'POST', '/v1/auth/switch-account', { jwt: master.body.jwt, body: { userId: 'x' } }))
        .status,
    ).toBe(400);
  });

  it('does not let a master session act as a user', async () => {
    const master = await call(t.app, 'POST', '/v1/auth/login', {
      body: { email: 'multi@cuvee.demo', password: 'Cuvee2026' },
    });
    expect((await call(t.app, 'GET', '/v1/users/me', { jwt: master.body.jwt })).status).toBe(401);
  });
});

describe('registration and e-mail validation', () => {
  it('registers a buyer on the shop of the public code, mails a validation link that works once', async () => {
    const body = {
      email: 'nouveau@exemple.fr',
      password: 'Secret1',
      firstname: 'Anne',
      lastname: 'Neuve',
      shopCode: 'DEMO2026',
      acceptTerms: true,
    };
    const res = await call(t.app, 'POST', '/v1/auth/register/buyer', { body });
    expect(res.status).toBe(200);
    await t.settled();
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'nouveau@exemple.fr'));
    expect(mail!.status).toBe('outbox');
    const token = linkToken(mail!.textBody);
    expect(mail!.textBody).toContain('http://localhost:3000/auth/validate?token=');
    const validated = await call(t.app, 'POST', '/v1/auth/validate', { body: { token } });
    expect(validated.status).toBe(200);
    expect(validated.body.user.role).toBe('buyer');
    expect(validated.body.user.shops.map((s: { urlShop: string }) => s.urlShop)).toEqual(['domaine-demo']);
    const again = await call(t.app, 'POST', '/v1/auth/validate', { body: { token } });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe("Ce lien n'est plus valide. Veuillez en demander un nouveau.");
    const me = await call(t.app, 'GET', '/v1/users/me', { jwt: validated.body.jwt });
    expect(me.body.user.emailValidated).toBe(true);
  });

  it('refuses a taken username (409), an unknown shop code (404), a weak password and unaccepted terms (400)', async () => {
    const base = { password: 'Secret1', firstname: 'A', lastname: 'B', acceptTerms: true };
    const taken = await call(t.app, 'POST', '/v1/auth/register/buyer', {
      body: { ...base, email: 'x0@exemple.fr', username: 'CLIENT' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe("Ce nom d'utilisateur est déjà utilisé");
    const noShop = await call(t.app, 'POST', '/v1/auth/register/buyer', {
      body: { ...base, email: 'x1@exemple.fr', shopCode: 'NOPE' },
    });
    expect(noShop.status).toBe(404);
    const weak = await call(t.app, 'POST', '/v1/auth/register/buyer', {
      body: { ...base, email: 'x2@exemple.fr', password: 'abcdef' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.message.join(' ')).toContain('Doit contenir une majuscule et plus de 5 caractères');
    const terms = await call(t.app, 'POST', '/v1/auth/register/buyer', {
      body: { ...base, email: 'x3@exemple.fr', acceptTerms: false },
    });
    expect(terms.status).toBe(400);
    expect(terms.body.message.join(' ')).toContain(
      "Veuillez accepter les conditions générales d'utilisation",
    );
    const [none] = await t.db.select().from(users).where(eq(users.email, 'x2@exemple.fr'));
    expect(none).toBeUndefined();
  });

  it("registers an agent whose membership waits for the owner's decision (decision 0025)", async () => {
    const res = await registerValidated(t, 'agent', {
      email: 'agent2@exemple.fr',
      password: 'Secret1',
      firstname: 'Paul',
      lastname: 'Route',
      shopCode: 'domaine-demo',
      acceptTerms: true,
    });
    expect(res.registered.body.message).toContain('Le producteur doit accepter votre demande');
    expect(res.user.role).toBe('agent');
    expect(res.user.shops).toEqual([]);
  });
});

describe('password reset', () => {
  it('mails a link; the new password works, the old one and old sessions do not', async () => {
    const email = 'pro@cuvee.demo';
    const oldJwt = await t.login(email);
    const unknown = await call(t.app, 'POST', '/v1/auth/reset-password/request', {
      body: { email: 'inconnu@exemple.fr' },
    });
    const known = await call(t.app, 'POST', '/v1/auth/reset-password/request', { body: { email } });
    await t.settled();
    expect(known.status).toBe(200);
    expect(known.body.message).toBe(unknown.body.message);
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(mail!.textBody).toContain('/auth/resetpwd?token=');
    const token = linkToken(mail!.textBody);
    const bad = await call(t.app, 'POST', '/v1/auth/reset-password', { body: { token, password: 'court' } });
    expect(bad.status).toBe(400);
    expect(
      (await call(t.app, 'POST', '/v1/auth/reset-password', { body: { token, password: 'Nouveau9' } }))
        .status,
    ).toBe(200);
    expect(
      (await call(t.app, 'POST', '/v1/auth/reset-password', { body: { token, password: 'Encore99' } }))
        .status,
    ).toBe(400);
    expect(
      (await call(t.app, 'POST', '/v1/auth/login', { body: { email, password: 'Cuvee2026' } })).status,
    ).toBe(401);
    expect(
      (await call(t.app, 'POST', '/v1/auth/login', { body: { email, password: 'Nouveau9' } })).status,
    ).toBe(200);
    const stale = await call(t.app, 'GET', '/v1/users/me', { jwt: oldJwt });
    expect(stale.status).toBe(401);
    expect(stale.body.message).toBe('Votre session a expiré, veuillez vous reconnecter');
  });
});

describe('sessions', () => {
  it('renews a valid token and refuses a forged one', async () => {
    const jwt = await t.login('client@cuvee.demo');
    const renewed = await call(t.app, 'POST', '/v1/auth/refresh', { jwt });
    expect(renewed.status).toBe(200);
    expect((await call(t.app, 'GET', '/v1/users/me', { jwt: renewed.body.jwt })).status).toBe(200);
    const forged = `${jwt.slice(0, -4)}AAAA`;
    expect((await call(t.app, 'POST', '/v1/auth/refresh', { jwt: forged })).status).toBe(401);
    expect((await call(t.app, 'POST', '/v1/auth/refresh')).status).toBe(401);
  });
});
