import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { registerValidated } from '../../test/test-calls.ts';
import { mailOutbox } from '../mail/mail.table.ts';
import { notifications } from '../notifications/index.ts';
import { shopMemberships } from '../shops/index.ts';
import { users } from '../users/users.table.ts';
import { counts, proClient, req, shopIdOf, userIdOf } from './clients.fixtures.ts';
import { clientInvitations, clients } from './clients.table.ts';

let t: TestApp;
let owner: string;
let demoId: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('proprietaire@cuvee.demo');
  demoId = await shopIdOf(t, 'domaine-demo');
});
afterAll(() => t?.close());

const identity = {
  password: 'Secret1',
  firstname: 'Anne',
  lastname: 'Neuve',
  shopCode: 'DEMO2026',
  acceptTerms: true,
};
/** Registers and follows the mailed link: answers the registration's status, the session's body. */
const register = async (over: Record<string, unknown> & { email: string }) => {
  const res = await registerValidated(t, 'buyer', { ...identity, ...over });
  return { status: res.registered.status, body: res };
};
/** A registration's bare answer (refused ones). */
const registerOnly = (over: Record<string, unknown>) =>
  req(t, 'POST', '/v1/auth/register/buyer', { body: { ...identity, ...over } });

describe('a buyer who registers on a shop', () => {
  it('becomes its client on the membership typology, and the owner is told (newContact)', async () => {
    const res = await register({ email: 'inscrite@exemple.fr' });
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(clients).where(eq(clients.email, 'inscrite@exemple.fr'));
    expect(row).toMatchObject({
      kind: 'individual',
      source: 'shop',
      typology: 'particulier',
      consentMarketing: false,
    });
    expect(row!.userId).toBe(res.body.user.id);
    const detail = await req(t, 'GET', `/v1/clients/${row!.id}`, { jwt: owner });
    expect(detail.body.client.account).toBe('linked');
    const timeline = await req(t, 'GET', `/v1/clients/${row!.id}/activities`, { jwt: owner });
    expect(timeline.body.activities.map((a: { kind: string }) => a.kind)).toEqual(['created']);
    const ownerId = await userIdOf(t, 'proprietaire@cuvee.demo');
    const [told] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, ownerId), eq(notifications.type, 'newContact')))
      .orderBy(desc(notifications.createdAt))
      .limit(1);
    expect(told!.redirectLink).toBe(`/dashboard/clients/${row!.id}`);
  });

  it('as a professional when isPro, and is tied to an unlinked record with the same e-mail', async () => {
    const pro = await register({
      email: 'pro.inscrit@exemple.fr',
      isPro: true,
      business: { name: 'Cave Inscrite' },
    });
    const [proRow] = await t.db.select().from(clients).where(eq(clients.userId, pro.body.user.id));
    expect(proRow).toMatchObject({ kind: 'professional', company: 'Cave Inscrite' });

    const made = await req(t, 'POST', '/v1/clients', {
      jwt: owner,
      body: proClient({ email: 'deja.fiche@exemple.fr', siret: undefined, typology: 'restaurateur' }),
    });
    const before = await counts(t);
    const res = await register({ email: 'Deja.Fiche@exemple.fr' });
    expect(res.status).toBe(200);
    const after = await counts(t);
    expect(after.clients).toBe(before.clients);
    const [row] = await t.db.select().from(clients).where(eq(clients.id, made.body.client.id));
    expect(row!.userId).toBe(res.body.user.id);
    const [m] = await t.db
      .select({ typology: shopMemberships.typology })
      .from(shopMemberships)
      .where(and(eq(shopMemberships.shopId, demoId), eq(shopMemberships.userId, res.body.user.id)));
    expect(m!.typology).toBe('restaurateur');
  });

  it('creates nothing when the registration is refused', async () => {
    const before = await counts(t);
    // A known address: the same answer as a new one (issue 23, finding 9), and nothing created.
    expect((await registerOnly({ email: 'client@cuvee.demo' })).status).toBe(200);
    expect((await registerOnly({ email: 'x@exemple.fr', shopCode: 'NOPE' })).status).toBe(404);
    await t.settled();
    expect(await counts(t)).toEqual(before);
  });
});

describe('an invitation to create an account', () => {
  const lastInvitationMail = async (to: string) => {
    await t.settled();
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, to))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    return mail!;
  };
  const tokenOf = (text: string) => /invitation=([\w-]+)/.exec(text)![1]!;

  it('mails a link whose token opens an account tied to the record, once', async () => {
    const made = await req(t, 'POST', '/v1/clients', {
      jwt: owner,
      body: proClient({
        email: 'invite@cave.fr',
        siret: undefined,
        company: 'Cave Invitée',
        typology: 'caviste',
      }),
    });
    const id = made.body.client.id;
    const sent = await req(t, 'POST', `/v1/clients/${id}/invite`, { jwt: owner });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe("L'invitation a été envoyée à invite@cave.fr");
    const mail = await lastInvitationMail('invite@cave.fr');
    expect(mail.subject).toBe('Domaine Démo vous invite à créer votre compte client');
    expect(mail.textBody).toContain('http://localhost:3000/auth/register/buyer?invitation=');
    const token = tokenOf(mail.textBody);
    const [stored] = await t.db.select().from(clientInvitations).where(eq(clientInvitations.clientId, id));
    expect(stored!.tokenHash).not.toContain(token);
    expect((await req(t, 'GET', `/v1/clients/${id}`, { jwt: owner })).body.client.account).toBe('invited');

    const view = await req(t, 'GET', `/v1/auth/client-invitations/${token}`);
    expect(view.body.invitation).toEqual({
      shopName: 'Domaine Démo',
      email: 'invite@cave.fr',
      firstname: 'Jean',
      lastname: 'Testeur',
    });

    const accepted = await req(t, 'POST', '/v1/auth/register/invited', {
      body: { token, password: 'Secret1', acceptTerms: true },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.jwt).toEqual(expect.any(String));
    expect(accepted.body.user.email).toBe('invite@cave.fr');
    expect(accepted.body.user.shops.map((s: { urlShop: string }) => s.urlShop)).toEqual(['domaine-demo']);
    const client = await req(t, 'GET', `/v1/clients/${id}`, { jwt: owner });
    expect(client.body.client.account).toBe('linked');
    expect(client.body.client.source).toBe('manual');
    const [m] = await t.db
      .select({ typology: shopMemberships.typology })
      .from(shopMemberships)
      .where(and(eq(shopMemberships.shopId, demoId), eq(shopMemberships.userId, accepted.body.user.id)));
    expect(m!.typology).toBe('caviste');
    const timeline = await req(t, 'GET', `/v1/clients/${id}/activities`, { jwt: owner });
    expect(timeline.body.activities.map((a: { kind: string }) => a.kind)).toEqual([
      'linked',
      'invited',
      'created',
    ]);

    expect((await req(t, 'GET', `/v1/auth/client-invitations/${token}`)).status).toBe(404);
    const twice = await req(t, 'POST', '/v1/auth/register/invited', {
      body: { token, password: 'Secret1', acceptTerms: true },
    });
    expect(twice.status).toBe(404);
    expect(twice.body.message).toBe("Cette invitation n'existe pas ou n'est plus valable");
    expect((await req(t, 'POST', `/v1/clients/${id}/invite`, { jwt: owner })).status).toBe(409);
  });

  it('refuses a record without e-mail (422), others and bad tokens, and changes nothing', async () => {
    const made = await req(t, 'POST', '/v1/clients', {
      jwt: owner,
      body: { kind: 'individual', lastname: 'Sansmail', typology: 'particulier' },
    });
    const id = made.body.client.id;
    const before = await counts(t);
    const usersBefore = (await t.db.select({ id: users.id }).from(users)).length;
    const noMail = await req(t, 'POST', `/v1/clients/${id}/invite`, { jwt: owner });
    expect(noMail.status).toBe(422);
    expect(noMail.body.message).toBe("Ajoutez une adresse e-mail au client avant de l'inviter");
    expect((await req(t, 'POST', `/v1/clients/${id}/invite`)).status).toBe(401);
    expect(
      (await req(t, 'POST', `/v1/clients/${id}/invite`, { jwt: await t.login('client@cuvee.demo') })).status,
    ).toBe(403);
    expect(
      (await req(t, 'POST', `/v1/clients/${id}/invite`, { jwt: await t.login('agent@cuvee.demo') })).status,
    ).toBe(404);
    expect(
      (await req(t, 'POST', `/v1/clients/${id}/invite`, { jwt: await t.login('maison.seconde@cuvee.demo') }))
        .status,
    ).toBe(404);
    const unknown = 'x'.repeat(43);
    expect((await req(t, 'GET', `/v1/auth/client-invitations/${unknown}`)).status).toBe(404);
    expect((await req(t, 'GET', '/v1/auth/client-invitations/court')).status).toBe(400);
    const weak = await req(t, 'POST', '/v1/auth/register/invited', {
      body: { token: unknown, password: 'a', acceptTerms: true },
    });
    expect(weak.status).toBe(400);
    const noTerms = await req(t, 'POST', '/v1/auth/register/invited', {
      body: { token: unknown, password: 'Secret1' },
    });
    expect(noTerms.status).toBe(400);
    expect(await counts(t)).toEqual(before);
    expect((await t.db.select({ id: users.id }).from(users)).length).toBe(usersBefore);
  });
});
