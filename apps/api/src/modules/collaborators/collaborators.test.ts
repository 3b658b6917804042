import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../db/seed/factories.ts';
import { systemScope, systemTx } from '../../db/tenant.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { mailOutbox } from '../mail/mail.table.ts';
import { setStaffRights, shopMemberships, shops } from '../shops/index.ts';
import { users } from '../users/users.table.ts';
import { collaboratorRightsLog } from './collaborators.table.ts';

let t: TestApp;
let demoShop: string;
let owner: string;
let secondOwner: string;
let presets: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.db.select({ id: shops.id, code: shops.code }).from(shops);
  demoShop = rows.find((s) => s.code === 'DEMO2026')!.id;
  owner = await t.login('proprietaire@cuvee.demo');
  secondOwner = await t.login('maison.seconde@cuvee.demo');
  const list = await call(t.app, 'GET', '/v1/role-presets', { jwt: owner });
  presets = Object.fromEntries(list.body.presets.map((p: { name: string; id: string }) => [p.name, p.id]));
});
afterAll(() => t?.close());

const ventes = () => ({
  rights: ['createOrder', 'seeAllOrder', 'seeAllClient', 'createClient'],
  presetId: presets.Ventes,
});

/** A mailed link's token (the development outbox). */
async function mailedToken(to: string): Promise<string> {
  const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
  const match = /resetpwd\?token=([\w-]+)/.exec(mail!.textBody ?? '');
  return match![1]!;
}

/** Invites `email` with the Ventes rights and signs them in through the mailed link. */
async function invited(email: string, firstname = 'Inès') {
  const res = await call(t.app, 'POST', '/v1/collaborators', {
    jwt: owner,
    body: { email, firstname, lastname: 'Essai', ...ventes() },
  });
  expect(res.status).toBe(200);
  const token = await mailedToken(email);
  const reset = await call(t.app, 'POST', '/v1/auth/reset-password', {
    body: { token, password: 'Secret12' },
  });
  expect(reset.status).toBe(200);
  const login = await call(t.app, 'POST', '/v1/auth/login', { body: { email, password: 'Secret12' } });
  expect(login.status).toBe(200);
  return { id: res.body.collaborator.id as string, jwt: login.body.jwt as string };
}

/** 400 with the right (the body is checked), 403 without (refused before): nothing is created. */
const mayCreateClients = async (jwt: string) =>
  (await call(t.app, 'POST', '/v1/clients', { jwt, body: {} })).status;

describe('inviting a collaborator', () => {
  it('creates the account, mails the link to choose a password, and grants the preset’s rights', async () => {
    const inès = await invited('ines.ventes@exemple.fr');
    const me = await call(t.app, 'GET', '/v1/users/me', { jwt: inès.jwt });
    expect(me.body.user.role).toBe('iam');
    expect(me.body.user.shops[0].authorizations).toEqual({
      seeAllOrder: true,
      createOrder: true,
      seeAllClient: true,
      createClient: true,
    });
    expect(await mayCreateClients(inès.jwt)).toBe(400);
    // Not the catalogue's: createProduct is not among the rights.
    expect((await call(t.app, 'POST', '/v1/products', { jwt: inès.jwt, body: {} })).status).toBe(403);
    const list = await call(t.app, 'GET', '/v1/collaborators', { jwt: owner });
    const row = list.body.collaborators.find((c: { id: string }) => c.id === inès.id);
    expect(row).toMatchObject({ presetName: 'Ventes', status: 'active', email: 'ines.ventes@exemple.fr' });
    expect(row.lastSignInAt).not.toBeNull();
  });

  it('attaches an existing collaborator account and refuses a buyer’s or a member’s address', async () => {
    const attach = await call(t.app, 'POST', '/v1/collaborators', {
      jwt: secondOwner,
      body: { email: 'chai@cuvee.demo', firstname: 'Chloé', lastname: 'Bernard', rights: ['seeAllStock'] },
    });
    expect(attach.status).toBe(200);
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'chai@cuvee.demo'));
    expect(mail!.subject).toBe("Vous faites maintenant partie de l'équipe de Maison Seconde");
    await makeUser(t.db, { role: 'buyer', email: 'acheteur.seul@exemple.fr' });
    const buyer = await call(t.app, 'POST', '/v1/collaborators', {
      jwt: owner,
      body: { email: 'acheteur.seul@exemple.fr', firstname: 'Julie', lastname: 'Durand', rights: [] },
    });
    expect(buyer.status).toBe(409);
    expect(buyer.body.message).toMatch(/pas un compte collaborateur/);
    const again = await call(t.app, 'POST', '/v1/collaborators', {
      jwt: owner,
      body: { email: 'collaborateur@cuvee.demo', firstname: 'Lucas', lastname: 'Martin', rights: [] },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Cette personne fait déjà partie de votre boutique');
  });

  it('answers bad input in French and changes nothing', async () => {
    const before = (await t.db.select().from(shopMemberships)).length;
    const bad = await call(t.app, 'POST', '/v1/collaborators', {
      jwt: owner,
      body: { email: 'pas-une-adresse', firstname: 'A', lastname: 'B', rights: ['voler'] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual(
      expect.arrayContaining(['email : Le mail est incorrect', "rights.0 : Ce droit n'existe pas"]),
    );
    const past = await call(t.app, 'POST', '/v1/collaborators', {
      jwt: owner,
      body: {
        email: 'passe@exemple.fr',
        firstname: 'A',
        lastname: 'B',
        rights: ['seeAllOrder'],
        until: { seeAllOrder: '2020-01-01' },
      },
    });
    expect(past.status).toBe(422);
    expect(past.body.message).toBe("La date de fin d'un droit ne peut pas être déjà passée");
    const preset = await call(t.app, 'POST', '/v1/collaborators', {
      jwt: owner,
      body: {
        email: 'modele@exemple.fr',
        firstname: 'A',
        lastname: 'B',
        rights: [],
        presetId: '0190a000-0000-7000-8000-000000000000',
      },
    });
    expect(preset.status).toBe(422);
    expect((await t.db.select().from(shopMemberships)).length).toBe(before);
    expect(await t.db.select().from(users).where(eq(users.email, 'passe@exemple.fr'))).toEqual([]);
  });
});

describe('rights changed, suspended, removed: the very next request', () => {
  it('a right taken away is refused at once, with the same token, and the change is recorded', async () => {
    const hugo = await invited('hugo.ventes@exemple.fr', 'Hugo');
    expect(await mayCreateClients(hugo.jwt)).toBe(400);
    const change = await call(t.app, 'PUT', `/v1/collaborators/${hugo.id}/rights`, {
      jwt: owner,
      body: { rights: ['createOrder', 'seeAllOrder', 'seeAllClient'], presetId: null },
    });
    expect(change.status).toBe(200);
    expect(await mayCreateClients(hugo.jwt)).toBe(403);
    const page = await call(t.app, 'GET', `/v1/collaborators/${hugo.id}`, { jwt: owner });
    expect(page.body.history[0]).toMatchObject({
      kind: 'rights',
      by: 'Claire Vigneron',
      removed: ['createClient'],
      added: [],
      before: { rights: ['seeAllOrder', 'createOrder', 'seeAllClient', 'createClient'] },
      after: { rights: ['seeAllOrder', 'createOrder', 'seeAllClient'] },
    });
    expect(page.body.history[1]).toMatchObject({ kind: 'invited' });
  });

  it('a right past its date no longer holds', async () => {
    const léo = await invited('leo.date@exemple.fr', 'Léo');
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const dated = await call(t.app, 'PUT', `/v1/collaborators/${léo.id}/rights`, {
      jwt: owner,
      body: { rights: ['createClient'], until: { createClient: tomorrow } },
    });
    expect(dated.body.collaborator.until).toEqual({ createClient: tomorrow });
    expect(await mayCreateClients(léo.jwt)).toBe(400);
    // The date passes (written through the memberships' owner, as the calendar would bring it).
    await setStaffRights(systemTx(t.db), systemScope(demoShop, léo.id), léo.id, {
      authorizations: { createClient: true },
      rightsUntil: { createClient: '2020-01-01' },
      presetId: null,
    });
    expect(await mayCreateClients(léo.jwt)).toBe(403);
  });

  it('a suspended collaborator is refused at once and comes back when reactivated', async () => {
    const zoé = await invited('zoe.suspendue@exemple.fr', 'Zoé');
    expect((await call(t.app, 'GET', '/v1/clients', { jwt: zoé.jwt })).status).toBe(200);
    expect((await call(t.app, 'POST', `/v1/collaborators/${zoé.id}/suspend`, { jwt: owner })).status).toBe(
      200,
    );
    expect((await call(t.app, 'GET', '/v1/clients', { jwt: zoé.jwt })).status).toBe(403);
    const twice = await call(t.app, 'POST', `/v1/collaborators/${zoé.id}/suspend`, { jwt: owner });
    expect(twice).toMatchObject({ status: 409, body: { message: 'Ce collaborateur est déjà suspendu' } });
    expect((await call(t.app, 'POST', `/v1/collaborators/${zoé.id}/reactivate`, { jwt: owner })).status).toBe(
      200,
    );
    expect((await call(t.app, 'GET', '/v1/clients', { jwt: zoé.jwt })).status).toBe(200);
  });

  it('a removed collaborator is refused at once; the history stays', async () => {
    const max = await invited('max.retire@exemple.fr', 'Max');
    const removed = await call(t.app, 'DELETE', `/v1/collaborators/${max.id}`, { jwt: owner });
    expect(removed.status).toBe(200);
    expect((await call(t.app, 'GET', '/v1/clients', { jwt: max.jwt })).status).toBe(403);
    expect((await call(t.app, 'GET', `/v1/collaborators/${max.id}`, { jwt: owner })).status).toBe(404);
    const log = await t.db
      .select()
      .from(collaboratorRightsLog)
      .where(eq(collaboratorRightsLog.memberId, max.id));
    expect(log.map((l) => l.kind).sort()).toEqual(['invited', 'removed']);
  });
});

describe('the presets of the settings’ roles', () => {
  it('the demo’s three; a new one; a name taken is refused in French', async () => {
    expect(Object.keys(presets)).toEqual(['Cave', 'Ventes', 'Comptabilité']);
    const made = await call(t.app, 'POST', '/v1/role-presets', {
      jwt: owner,
      body: { name: 'Caveau', rights: ['createOrderSalesPoint', 'seeAllProduct'] },
    });
    expect(made.body.preset).toMatchObject({
      name: 'Caveau',
      rights: ['seeAllProduct', 'createOrderSalesPoint'],
    });
    const taken = await call(t.app, 'POST', '/v1/role-presets', {
      jwt: owner,
      body: { name: 'ventes', rights: [] },
    });
    expect(taken).toMatchObject({ status: 409, body: { message: 'Un modèle de droits porte déjà ce nom' } });
    const blank = await call(t.app, 'POST', '/v1/role-presets', {
      jwt: owner,
      body: { name: ' ', rights: [] },
    });
    expect(blank.status).toBe(400);
    const gone = await call(t.app, 'DELETE', `/v1/role-presets/${made.body.preset.id}`, { jwt: owner });
    expect(gone.status).toBe(200);
  });
});
