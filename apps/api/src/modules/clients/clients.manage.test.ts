import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { notifications } from '../notifications/index.ts';
import { shopMemberships } from '../shops/index.ts';
import { counts, memberWith, proClient, req, shopIdOf, text, userIdOf } from './clients.fixtures.ts';

let t: TestApp;
let owner: string;
let demoId: string;
let secondeId: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('proprietaire@cuvee.demo');
  demoId = await shopIdOf(t, 'domaine-demo');
  secondeId = await shopIdOf(t, 'maison-seconde');
});
afterAll(() => t?.close());

describe('POST /v1/clients', () => {
  it('creates a professional with SIREN and NIC, its address, terms and a created entry', async () => {
    const res = await req(t, 'POST', '/v1/clients', { jwt: owner, body: proClient() });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Le client a été créé');
    const c = res.body.client;
    expect(c).toMatchObject({
      kind: 'professional',
      displayName: 'Cave Test',
      siren: '732829320',
      nic: '00074',
      typology: 'caviste',
      paymentDelay: 'days30EndOfMonth',
      agent: null,
      account: 'none',
      source: 'manual',
    });
    expect(c.addresses[0].address.city).toBe('Paris');
    const timeline = await req(t, 'GET', `/v1/clients/${c.id}/activities`, { jwt: owner });
    expect(timeline.body.activities.map((a: { kind: string }) => a.kind)).toEqual(['created']);
    expect(timeline.body.activities[0].author.name).toBe('Claire Vigneron');
  });

  it('refuses 401 anonymous, 403 for a buyer and a collaborator without createClient', async () => {
    const before = await counts(t);
    expect(
      (await req(t, 'POST', '/v1/clients', { body: proClient({ email: 'a@b.fr', siret: undefined }) }))
        .status,
    ).toBe(401);
    const buyer = await req(t, 'POST', '/v1/clients', {
      jwt: await t.login('client@cuvee.demo'),
      body: proClient({ email: 'b@b.fr', siret: undefined }),
    });
    expect(buyer.status).toBe(403);
    const reader = await memberWith(t, demoId, 'iam.lecteur@cuvee.test', 'iam', { seeAllClient: true });
    const iam = await req(t, 'POST', '/v1/clients', {
      jwt: reader.jwt,
      body: proClient({ email: 'c@b.fr', siret: undefined }),
    });
    expect(iam.status).toBe(403);
    expect(await counts(t)).toEqual(before);
  });

  it('refuses bad input with the §5 French messages and changes nothing', async () => {
    const before = await counts(t);
    const siret = await req(t, 'POST', '/v1/clients', {
      jwt: owner,
      body: proClient({ siret: '7328293200007' }),
    });
    expect(siret.status).toBe(400);
    expect(text(siret.body.message)).toContain('Le numéro SIRET doit contenir 14 chiffres');
    const email = await req(t, 'POST', '/v1/clients', {
      jwt: owner,
      body: proClient({ email: 'pas-un-mail' }),
    });
    expect(email.status).toBe(400);
    expect(text(email.body.message)).toContain('Le mail est incorrect');
    const phone = await req(t, 'POST', '/v1/clients', { jwt: owner, body: proClient({ phone: '0123' }) });
    expect(phone.status).toBe(400);
    expect(text(phone.body.message)).toContain("Ce numéro n'est pas valide");
    const company = await req(t, 'POST', '/v1/clients', {
      jwt: owner,
      body: proClient({ company: undefined }),
    });
    expect(text(company.body.message)).toContain('Veuillez renseigner la raison sociale');
    const typology = await req(t, 'POST', '/v1/clients', {
      jwt: owner,
      body: proClient({ typology: 'inconnue', email: 'x@typo.fr', siret: undefined }),
    });
    expect(typology.status).toBe(422);
    expect(typology.body.message).toBe("Cette typologie n'existe pas dans votre boutique");
    const stranger = await userIdOf(t, 'maison.seconde@cuvee.demo');
    const agent = await req(t, 'POST', '/v1/clients', {
      jwt: owner,
      body: proClient({ agentId: stranger, email: 'y@typo.fr', siret: undefined }),
    });
    expect(agent.status).toBe(422);
    expect(agent.body.message).toBe("Ce membre ne fait pas partie de l'équipe de la boutique");
    expect(await counts(t)).toEqual(before);
  });

  it('refuses a duplicate e-mail (any case) or SIRET with 409 naming the existing client', async () => {
    const before = await counts(t);
    const email = await req(t, 'POST', '/v1/clients', {
      jwt: owner,
      body: proClient({ email: 'CONTACT@Cave-Test.fr', siret: '11111111111111', company: 'Autre' }),
    });
    expect(email.status).toBe(409);
    expect(email.body.message).toBe('Un client avec cet e-mail existe déjà : Cave Test');
    const siret = await req(t, 'POST', '/v1/clients', {
      jwt: owner,
      body: proClient({ email: 'autre@cave.fr', company: 'Autre' }),
    });
    expect(siret.status).toBe(409);
    expect(siret.body.message).toBe('Un client avec ce SIRET existe déjà : Cave Test');
    const dups = await req(
      t,
      'GET',
      '/v1/clients/duplicates?email=contact%40cave-test.fr&siret=73282932000074',
      {
        jwt: owner,
      },
    );
    expect(dups.body.duplicates).toEqual([
      expect.objectContaining({ displayName: 'Cave Test', matchedOn: 'email' }),
    ]);
    expect(await counts(t)).toEqual(before);
  });

  it('gives the same 409 to the loser of two simultaneous creations', async () => {
    const body = proClient({ email: 'jumeaux@cave.fr', siret: '22222222222222', company: 'Jumeaux' });
    const [a, b] = await Promise.all([
      req(t, 'POST', '/v1/clients', { jwt: owner, body }),
      req(t, 'POST', '/v1/clients', { jwt: owner, body }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.status === 409)!.body.message).toMatch(
      /^Un client avec (cet e-mail|ce SIRET) existe déjà/,
    );
  });

  it("assigns an agent's new client to the agent and tells the owner", async () => {
    const agent = await t.login('agent@cuvee.demo');
    const res = await req(t, 'POST', '/v1/clients', {
      jwt: agent,
      body: proClient({ email: 'agent.apport@cave.fr', siret: '33333333333333', company: 'Apport Agent' }),
    });
    expect(res.status).toBe(200);
    expect(res.body.client.agent.name).toBe('Sophie Commerce');
    const ownerId = await userIdOf(t, 'proprietaire@cuvee.demo');
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, ownerId), eq(notifications.type, 'newClientPropertyToAgent')));
    expect(told).toHaveLength(1);
    expect(told[0]!.redirectLink).toBe(`/dashboard/clients/${res.body.client.id}`);
  });
});

describe('PUT, DELETE, convert', () => {
  it('replaces fields and addresses; another shop and another member answer 404', async () => {
    const created = await req(t, 'POST', '/v1/clients', {
      jwt: owner,
      body: proClient({ email: 'edit@cave.fr', siret: '44444444444444', company: 'À modifier' }),
    });
    const id = created.body.client.id;
    const billing = {
      kind: 'billing',
      isDefault: true,
      address: { ...proClient().addresses[0]!.address, city: 'Lyon', zipcode: '69002' },
    };
    const res = await req(t, 'PUT', `/v1/clients/${id}`, {
      jwt: owner,
      body: proClient({
        email: 'edit@cave.fr',
        siret: '44444444444444',
        company: 'Modifié',
        typology: 'restaurateur',
        addresses: [billing],
      }),
    });
    expect(res.status).toBe(200);
    expect(res.body.client).toMatchObject({ displayName: 'Modifié', typology: 'restaurateur' });
    expect(res.body.client.addresses.map((a: { kind: string }) => a.kind)).toEqual(['billing']);
    const other = await t.login('maison.seconde@cuvee.demo');
    const before = await counts(t);
    expect((await req(t, 'PUT', `/v1/clients/${id}`, { jwt: other, body: proClient() })).status).toBe(404);
    expect((await req(t, 'DELETE', `/v1/clients/${id}`, { jwt: other })).status).toBe(404);
    expect((await req(t, 'GET', `/v1/clients/${id}`, { jwt: other })).status).toBe(404);
    expect((await req(t, 'GET', `/v1/clients/${id}`, { jwt: other, shop: demoId })).status).toBe(403);
    const agent = await t.login('agent@cuvee.demo');
    expect((await req(t, 'GET', `/v1/clients/${id}`, { jwt: agent })).status).toBe(404);
    expect((await req(t, 'DELETE', `/v1/clients/${id}`, { jwt: agent })).status).toBe(404);
    expect(
      (await req(t, 'PUT', `/v1/clients/${id}`, { jwt: owner, body: proClient({ siret: '123' }) })).status,
    ).toBe(400);
    expect(await counts(t)).toEqual(before);
    const gone = await req(t, 'DELETE', `/v1/clients/${id}`, { jwt: owner });
    expect(gone.body.message).toBe('Le client a été supprimé');
    expect((await req(t, 'GET', `/v1/clients/${id}`, { jwt: owner })).status).toBe(404);
    void secondeId;
  });

  it('turns a prospect into a professional when it names a company, once', async () => {
    const created = await req(t, 'POST', '/v1/clients', {
      jwt: owner,
      body: {
        kind: 'prospect',
        lastname: 'Piste',
        company: 'Cave Prospect',
        typology: 'caviste',
        prospectStatus: 'interested',
      },
    });
    expect(created.body.client.prospectStatus).toBe('interested');
    const id = created.body.client.id;
    const res = await req(t, 'POST', `/v1/clients/${id}/convert`, { jwt: owner });
    expect(res.status).toBe(200);
    expect(res.body.client).toMatchObject({ kind: 'professional', prospectStatus: null });
    expect((await req(t, 'POST', `/v1/clients/${id}/convert`, { jwt: owner })).status).toBe(409);
    const buyer = await t.login('client@cuvee.demo');
    expect((await req(t, 'POST', `/v1/clients/${id}/convert`, { jwt: buyer })).status).toBe(403);
    expect((await req(t, 'POST', `/v1/clients/${id}/convert`)).status).toBe(401);
  });

  it("keeps a tied buyer's membership typology equal to the record's", async () => {
    const clientUser = await userIdOf(t, 'pro@cuvee.demo');
    const list = await req(t, 'GET', '/v1/clients?q=pro%40cuvee.demo', { jwt: owner });
    const record = await req(t, 'GET', `/v1/clients/${list.body.clients[0].id}`, { jwt: owner });
    expect(record.body.client.account).toBe('linked');
    const {
      id,
      agent: _a,
      addresses,
      account: _x,
      displayName: _d,
      siren: _s,
      nic: _n,
      source: _src,
      createdAt: _c,
      updatedAt: _u,
      consentAt: _ca,
      ...fields
    } = record.body.client;
    const nulls = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== null));
    const res = await req(t, 'PUT', `/v1/clients/${id}`, {
      jwt: owner,
      body: {
        ...nulls,
        typology: 'grossiste',
        addresses: addresses.map(({ id: _i, ...a }: { id: string }) => a),
      },
    });
    expect(res.status).toBe(200);
    const [m] = await t.db
      .select({ typology: shopMemberships.typology })
      .from(shopMemberships)
      .where(and(eq(shopMemberships.shopId, demoId), eq(shopMemberships.userId, clientUser)));
    expect(m!.typology).toBe('grossiste');
  });
});
