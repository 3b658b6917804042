import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { mailedToken, registerValidated } from '../../test/test-calls.ts';
import { mailOutbox } from '../mail/mail.table.ts';
import { users } from '../users/index.ts';

/*
 * Issue 23, finding 9 (second half): registration answered « Un compte existe déjà » (409) for
 * a known address. It now answers the same for a known and a new address; the owner of the
 * known one is told by mail; a new account signs in only through its mailed link.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ dataDir: mkdtempSync(path.join(tmpdir(), 'cuvee-register-enum-')) });
});
afterAll(() => t?.close());

const identity = { password: 'Secret1', firstname: 'Anne', lastname: 'Neuve', acceptTerms: true };
const mailsTo = async (to: string) => {
  await t.settled();
  return t.db.select().from(mailOutbox).where(sql`lower(${mailOutbox.toAddress}) = ${to.toLowerCase()}`);
};
const userRow = async (email: string) =>
  (await t.db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`))[0];

describe('registration tells nothing about the address (issue 23, finding 9)', { timeout: 60_000 }, () => {
  it.each([
    ['buyer', { shopCode: 'DEMO2026' }],
    ['seller', { shopName: 'Domaine Énumération' }],
    ['agent', {}],
  ] as const)('a %s: a known and a new address get the same status and body', async (kind, extra) => {
    const before = await userRow('client@cuvee.demo');
    const known = await call(t.app, 'POST', `/v1/auth/register/${kind}`, {
      body: { ...identity, ...extra, email: 'CLIENT@cuvee.demo' },
    });
    const fresh = await call(t.app, 'POST', `/v1/auth/register/${kind}`, {
      body: { ...identity, ...extra, email: `neuf.${kind}@exemple.fr` },
    });
    expect(known.status).toBe(200);
    expect(fresh.status).toBe(known.status);
    expect(fresh.body).toEqual(known.body);
    expect(known.body).toEqual({
      success: true,
      message: 'Vérifiez votre boîte mail : un lien vous y attend pour activer votre compte.',
    });
    expect(JSON.stringify(known.body)).not.toContain('jwt');
    await t.settled();
    // The known account is unchanged: same password, names, role.
    expect(await userRow('client@cuvee.demo')).toEqual(before);
  });

  it("tells the known address's owner by mail, with a sign-in and a reset link", async () => {
    await call(t.app, 'POST', '/v1/auth/register/buyer', {
      body: { ...identity, email: 'pro@cuvee.demo' },
    });
    const mails = await mailsTo('pro@cuvee.demo');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Cuvée — quelqu'un a tenté de créer un compte avec votre adresse");
    expect(mails[0]!.textBody).toContain("Quelqu'un a tenté de créer un compte Cuvée avec votre adresse");
    expect(mails[0]!.textBody).toContain('http://localhost:3000/auth/login');
    expect(mails[0]!.textBody).toContain('http://localhost:3000/auth/resetpwd');
    expect(mails[0]!.textBody).not.toContain('token=');
    // Their password still signs them in.
    const login = await call(t.app, 'POST', '/v1/auth/login', {
      body: { email: 'pro@cuvee.demo', password: 'Cuvee2026' },
    });
    expect(login.status).toBe(200);
  });

  it('mails a new user a link; they cannot sign in before following it, and the link signs them in', async () => {
    const email = 'attente.lien@exemple.fr';
    const res = await call(t.app, 'POST', '/v1/auth/register/buyer', {
      body: { ...identity, email, shopCode: 'DEMO2026' },
    });
    expect(res.status).toBe(200);
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe('Cuvée — confirmez votre adresse e-mail');
    expect(mail!.textBody).toContain('http://localhost:3000/auth/validate?token=');
    // The account exists, on the shop, unconfirmed.
    const row = await userRow(email);
    expect(row!.emailValidatedAt).toBeNull();

    // A wrong password: the answer of any wrong password.
    const wrong = await call(t.app, 'POST', '/v1/auth/login', { body: { email, password: 'Mauvais1' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Le mail et/ou le mot de passe sont incorrects.');
    // The right one: no session, the link is sent again.
    const early = await call(t.app, 'POST', '/v1/auth/login', { body: { email, password: 'Secret1' } });
    expect(early.status).toBe(403);
    expect(early.body).toEqual({
      success: false,
      message: 'Validez votre adresse e-mail : nous vous avons renvoyé le lien.',
    });
    expect(await mailsTo(email)).toHaveLength(2);

    const token = await mailedToken(t.db, email, '/auth/validate?token=');
    const validated = await call(t.app, 'POST', '/v1/auth/validate', { body: { token } });
    expect(validated.status).toBe(200);
    expect(validated.body.message).toBe('Votre adresse e-mail est confirmée');
    expect(validated.body.user.email).toBe(email);
    expect(validated.body.user.emailValidated).toBe(true);
    expect(validated.body.user.shops.map((s: { urlShop: string }) => s.urlShop)).toEqual(['domaine-demo']);
    const me = await call(t.app, 'GET', '/v1/users/me', { jwt: validated.body.jwt });
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe(email);
    // Used once; then the password signs in.
    expect((await call(t.app, 'POST', '/v1/auth/validate', { body: { token } })).status).toBe(400);
    const login = await call(t.app, 'POST', '/v1/auth/login', { body: { email, password: 'Secret1' } });
    expect(login.status).toBe(200);
  });

  it('the shared helper registers and validates a seller with their shop', async () => {
    const seller = await registerValidated(t, 'seller', {
      ...identity,
      email: 'aide.vendeur@exemple.fr',
      shopName: 'Domaine Aidé',
    });
    expect(seller.user.role).toBe('owner');
    expect(seller.user.shops).toHaveLength(1);
    const [row] = await t.db.select().from(users).where(eq(users.email, 'aide.vendeur@exemple.fr'));
    expect(row!.emailValidatedAt).not.toBeNull();
  });
});
