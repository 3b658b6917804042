import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeClients } from '../../db/seed/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { dataStatements } from '../../test/test-calls.ts';
import { notifications } from '../notifications/index.ts';
import { counts, memberWith, req, shopIdOf, userIdOf } from './clients.fixtures.ts';

const seen: string[] = [];
let t: TestApp;
let owner: string;
let demoId: string;
beforeAll(async () => {
  t = await createTestApp({}, { logger: { logQuery: (q) => seen.push(q) } });
  owner = await t.login('proprietaire@cuvee.demo');
  demoId = await shopIdOf(t, 'domaine-demo');
  await makeClients(t.db, demoId, await userIdOf(t, 'proprietaire@cuvee.demo'), [
    {
      kind: 'individual',
      firstname: 'Éléonore',
      lastname: 'Château',
      email: 'eleonore.chateau@exemple.fr',
      typology: 'particulier',
      tags: ['Recherche'],
      addresses: [
        {
          kind: 'delivery',
          address: {
            firstname: 'É',
            lastname: 'C',
            street: '1 rue',
            zipcode: '84000',
            city: 'Vénéjan-sur-Cèze',
            country: 'FR',
          },
        },
      ],
    },
  ]);
});
afterAll(() => t?.close());

const names = (body: Record<string, unknown>) =>
  (body.clients as { displayName: string }[]).map((c) => c.displayName);

describe('GET /v1/clients', () => {
  it('pages the demo clients by name with the total', async () => {
    const first = await req(t, 'GET', '/v1/clients?limit=10', { jwt: owner });
    expect(first.status).toBe(200);
    // The demo's 41 clients and the two new agents' five professionals (issue 28, demo-agents.ts).
    expect(first.body.total).toBe(46);
    expect(first.body.clients).toHaveLength(10);
    const second = await req(t, 'GET', '/v1/clients?limit=10&offset=10', { jwt: owner });
    expect(names(second.body)).not.toContain(names(first.body)[0]);
    const sorted = [...names(first.body)].sort((a, b) =>
      a
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .localeCompare(b.normalize('NFD').replace(/\p{M}/gu, ''), 'fr'),
    );
    expect(names(first.body)).toEqual(sorted);
    const past = await req(t, 'GET', '/v1/clients?limit=10&offset=500', { jwt: owner });
    expect(past.body).toMatchObject({ total: 46, clients: [] });
  });

  it('searches without accents or case on name, city and e-mail', async () => {
    for (const q of ['eleonore', 'ÉLÉONORE chat', 'venejan', 'eleonore.chateau@exemple']) {
      const res = await req(t, 'GET', `/v1/clients?q=${encodeURIComponent(q)}`, { jwt: owner });
      expect(names(res.body), q).toContain('Château Éléonore');
    }
    const none = await req(t, 'GET', '/v1/clients?q=%25', { jwt: owner });
    expect(none.body.total).toBe(0);
  });

  it('filters by kind, typology, tag, agent and prospect status', async () => {
    const pros = await req(t, 'GET', '/v1/clients?kind=professional&limit=100', { jwt: owner });
    expect(pros.body.total).toBe(21);
    const cavistes = await req(t, 'GET', '/v1/clients?typology=caviste&kind=professional', { jwt: owner });
    expect(cavistes.body.clients.every((c: { typology: string }) => c.typology === 'caviste')).toBe(true);
    const tagged = await req(t, 'GET', '/v1/clients?tag=Recherche', { jwt: owner });
    expect(names(tagged.body)).toEqual(['Château Éléonore']);
    const agentId = await userIdOf(t, 'agent@cuvee.demo');
    const ofAgent = await req(t, 'GET', `/v1/clients?agentId=${agentId}`, { jwt: owner });
    expect(ofAgent.body.total).toBe(6);
    expect(ofAgent.body.clients[0].agent.name).toBe('Sophie Commerce');
    const interested = await req(t, 'GET', '/v1/clients?prospectStatus=interested', { jwt: owner });
    expect(interested.body.total).toBe(3);
    const newest = await req(t, 'GET', '/v1/clients?sort=createdAt&limit=1', { jwt: owner });
    expect(names(newest.body)).toEqual(['Château Éléonore']);
  });

  it('shows an agent and a collaborator without seeAllClient only the clients assigned to them', async () => {
    const agent = await req(t, 'GET', '/v1/clients?limit=100', { jwt: await t.login('agent@cuvee.demo') });
    expect(agent.body.total).toBe(6);
    expect(
      agent.body.clients.every((c: { agent: { name: string } }) => c.agent.name === 'Sophie Commerce'),
    ).toBe(true);
    const iam = await memberWith(t, demoId, 'iam.portefeuille@cuvee.test', 'iam', { createClient: true });
    expect((await req(t, 'GET', '/v1/clients', { jwt: iam.jwt })).body.total).toBe(0);
    const mine = await req(t, 'POST', '/v1/clients', {
      jwt: iam.jwt,
      body: { kind: 'individual', lastname: 'Portefeuille', typology: 'particulier' },
    });
    expect(mine.body.client.agent.id).toBe(iam.id);
    expect((await req(t, 'GET', '/v1/clients', { jwt: iam.jwt })).body.total).toBe(1);
    const demoIam = await req(t, 'GET', '/v1/clients', { jwt: await t.login('collaborateur@cuvee.demo') });
    expect(demoIam.body.total).toBe(47);
  });

  it('refuses 401, 403 to a buyer and another shop, 400 on a bad filter', async () => {
    expect((await req(t, 'GET', '/v1/clients')).status).toBe(401);
    expect((await req(t, 'GET', '/v1/clients', { jwt: await t.login('client@cuvee.demo') })).status).toBe(
      403,
    );
    const other = await t.login('maison.seconde@cuvee.demo');
    expect((await req(t, 'GET', '/v1/clients', { jwt: other, shop: demoId })).status).toBe(403);
    expect((await req(t, 'GET', '/v1/clients', { jwt: other })).body.total).toBe(0);
    const bad = await req(t, 'GET', '/v1/clients?limit=1000', { jwt: owner });
    expect(bad.status).toBe(400);
  });

  it('reads a page in the same statements whatever its size (no query per row)', async () => {
    seen.length = 0;
    await req(t, 'GET', '/v1/clients?limit=1', { jwt: owner });
    const one = dataStatements(seen).length;
    seen.length = 0;
    await req(t, 'GET', '/v1/clients?limit=40', { jwt: owner });
    expect(dataStatements(seen).length).toBe(one);
    // The tenant switch, the page and its count (a page shorter than asked tells its own total).
    expect(one).toBeLessThanOrEqual(3);
    seen.length = 0;
    await req(t, 'GET', '/v1/clients?limit=100&q=papilles', { jwt: owner });
    expect(dataStatements(seen).length).toBe(one - 1);
  });
});

describe('tags, assignees, export', () => {
  it('answers the tags and the team', async () => {
    const tags = await req(t, 'GET', '/v1/clients/tags', { jwt: owner });
    expect(tags.body.tags).toEqual(expect.arrayContaining(['Caviste', 'CHR', 'Prospection', 'Recherche']));
    const team = await req(t, 'GET', '/v1/clients/assignees', { jwt: owner });
    expect(team.body.assignees).toEqual(
      expect.arrayContaining([
        { id: expect.any(String), name: 'Sophie Commerce', role: 'agent' },
        { id: expect.any(String), name: 'Claire Vigneron', role: 'owner' },
      ]),
    );
    expect(team.body.assignees.some((a: { role: string }) => a.role === ('buyer' as string))).toBe(false);
    expect((await req(t, 'GET', '/v1/clients/tags')).status).toBe(401);
    expect(
      (await req(t, 'GET', '/v1/clients/assignees', { jwt: await t.login('client@cuvee.demo') })).status,
    ).toBe(403);
  });

  it('exports the filtered list as CSV for French spreadsheets, and as XLSX', async () => {
    const before = await counts(t);
    const csv = await req(t, 'GET', '/v1/clients/export?typology=caviste&kind=professional', { jwt: owner });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(
      /attachment; filename="clients-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = csv.raw
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^Nom;Type;Civilité;/);
    // Six cavistes of the demo and the three of Thomas Garnier's sector (issue 28).
    expect(lines).toHaveLength(1 + 9);
    expect(lines.find((l) => l.startsWith('Cave des Papilles;Professionnel'))).toContain(
      '30 jours fin de mois',
    );
    const xlsx = await t.app.inject({
      method: 'GET',
      url: '/v1/clients/export?format=xlsx',
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const agentCsv = await req(t, 'GET', '/v1/clients/export', { jwt: await t.login('agent@cuvee.demo') });
    expect(agentCsv.raw.trim().split('\r\n')).toHaveLength(1 + 6);
    expect((await req(t, 'GET', '/v1/clients/export?format=pdf', { jwt: owner })).status).toBe(400);
    expect(await counts(t)).toEqual(before);
  });
});

describe('timeline', () => {
  it('adds notes and pages the timeline newest first by keyset', async () => {
    const list = await req(t, 'GET', '/v1/clients?q=eleonore', { jwt: owner });
    const id = list.body.clients[0].id;
    for (const body of ['Première note', 'Deuxième note', 'Troisième note']) {
      const res = await req(t, 'POST', `/v1/clients/${id}/notes`, { jwt: owner, body: { body } });
      expect(res.body.message).toBe('La note a été ajoutée');
    }
    const page1 = await req(t, 'GET', `/v1/clients/${id}/activities?limit=2`, { jwt: owner });
    expect(page1.body.activities.map((a: { body: string }) => a.body)).toEqual([
      'Troisième note',
      'Deuxième note',
    ]);
    const page2 = await req(
      t,
      'GET',
      `/v1/clients/${id}/activities?limit=2&cursor=${encodeURIComponent(page1.body.nextCursor)}`,
      {
        jwt: owner,
      },
    );
    expect(page2.body.activities.map((a: { kind: string }) => a.kind)).toEqual(['note', 'created']);
    expect(page2.body.nextCursor).toBeNull();
    const before = await counts(t);
    const empty = await req(t, 'POST', `/v1/clients/${id}/notes`, { jwt: owner, body: { body: '  ' } });
    expect(empty.status).toBe(400);
    expect(
      (
        await req(t, 'POST', `/v1/clients/${id}/notes`, {
          jwt: await t.login('agent@cuvee.demo'),
          body: { body: 'x' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await req(t, 'GET', `/v1/clients/${id}/activities`, {
          jwt: await t.login('maison.seconde@cuvee.demo'),
        })
      ).status,
    ).toBe(404);
    expect((await req(t, 'GET', `/v1/clients/${id}/activities?cursor=nimporte`, { jwt: owner })).status).toBe(
      400,
    );
    expect((await req(t, 'POST', `/v1/clients/${id}/notes`, { body: { body: 'x' } })).status).toBe(401);
    expect(await counts(t)).toEqual(before);
  });

  it('tells the agent who follows a client of a note someone else wrote (newActivity), not of their own', async () => {
    const agent = await t.login('agent@cuvee.demo');
    const agentId = await userIdOf(t, 'agent@cuvee.demo');
    const mine = await req(t, 'GET', '/v1/clients?limit=1', { jwt: agent });
    const id = mine.body.clients[0].id as string;
    const told = async () =>
      await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, agentId), eq(notifications.type, 'newActivity')));
    const before = (await told()).length;
    await req(t, 'POST', `/v1/clients/${id}/notes`, { jwt: agent, body: { body: 'Ma propre note' } });
    expect(await told()).toHaveLength(before);
    await req(t, 'POST', `/v1/clients/${id}/notes`, { jwt: owner, body: { body: 'Rappeler pour le salon' } });
    const after = await told();
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)!.redirectLink).toBe(`/dashboard/clients/${id}`);
  });

  it("searches another shop's clients never: the search function keeps to the request's shops", async () => {
    const other = await t.login('maison.seconde@cuvee.demo');
    const mine = await req(t, 'GET', '/v1/clients?q=eleonore', { jwt: owner });
    expect(mine.body.total).toBeGreaterThan(0);
    const theirs = await req(t, 'GET', '/v1/clients?q=eleonore', { jwt: other });
    expect(theirs.status).toBe(200);
    expect(theirs.body.total).toBe(0);
    // Every character a pattern may hold is only data to the function (LIKE's own wildcards escaped).
    const wild = await req(t, 'GET', `/v1/clients?q=${encodeURIComponent("%_\\' or 1=1")}`, { jwt: other });
    expect(wild.status).toBe(200);
    expect(wild.body.total).toBe(0);
  });
});
