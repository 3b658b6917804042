import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCollaborator } from '../../db/seed/factories.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { shops } from '../shops/index.ts';
import { users } from '../users/users.table.ts';

// Who may call the collaborators' routes (issue 28): 401, 403, another shop's 404, and what a
// collaborator who manages the team may give.

let t: TestApp;
let demoShop: string;
let owner: string;
let secondOwner: string;
let lucas: string;
let presets: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.db.select({ id: shops.id, code: shops.code }).from(shops);
  demoShop = rows.find((s) => s.code === 'DEMO2026')!.id;
  owner = await t.login('proprietaire@cuvee.demo');
  secondOwner = await t.login('maison.seconde@cuvee.demo');
  const [row] = await t.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'collaborateur@cuvee.demo'));
  lucas = row!.id;
  const list = await call(t.app, 'GET', '/v1/role-presets', { jwt: owner });
  presets = Object.fromEntries(list.body.presets.map((p: { name: string; id: string }) => [p.name, p.id]));
});
afterAll(() => t?.close());

describe('who may', () => {
  it('401 without a session on every route', async () => {
    for (const [method, url] of [
      ['GET', '/v1/collaborators'],
      ['POST', '/v1/collaborators'],
      ['GET', `/v1/collaborators/${lucas}`],
      ['PUT', `/v1/collaborators/${lucas}/rights`],
      ['POST', `/v1/collaborators/${lucas}/suspend`],
      ['POST', `/v1/collaborators/${lucas}/reactivate`],
      ['DELETE', `/v1/collaborators/${lucas}`],
      ['GET', '/v1/role-presets'],
      ['POST', '/v1/role-presets'],
      ['PUT', `/v1/role-presets/${lucas}`],
      ['DELETE', `/v1/role-presets/${lucas}`],
    ] as const) {
      expect((await call(t.app, method, url, { body: method === 'GET' ? undefined : {} })).status, url).toBe(
        401,
      );
    }
  });

  it('403 for a collaborator without the collaborators’ rights, and for an agent', async () => {
    const lucasJwt = await t.login('collaborateur@cuvee.demo');
    const agent = await t.login('agent@cuvee.demo');
    for (const jwt of [lucasJwt, agent]) {
      expect((await call(t.app, 'GET', '/v1/collaborators', { jwt })).status).toBe(403);
      expect((await call(t.app, 'POST', '/v1/collaborators', { jwt, body: {} })).status).toBe(403);
      expect((await call(t.app, 'DELETE', `/v1/collaborators/${lucas}`, { jwt })).status).toBe(403);
      expect((await call(t.app, 'GET', '/v1/role-presets', { jwt })).status).toBe(403);
      expect((await call(t.app, 'POST', '/v1/role-presets', { jwt, body: {} })).status).toBe(403);
    }
  });

  it('a collaborator who manages the team gives only the rights they hold, never to themselves', async () => {
    const lead = await makeCollaborator(t.db, demoShop, 'chef.equipe@exemple.fr', {
      accessCollaborator: true,
      createCollaborator: true,
      seeAllOrder: true,
    });
    const jwt = await t.login('chef.equipe@exemple.fr');
    const beyond = await call(t.app, 'POST', '/v1/collaborators', {
      jwt,
      body: {
        email: 'compta@exemple.fr',
        firstname: 'A',
        lastname: 'B',
        rights: ['seeAllOrder', 'accessAccounting'],
      },
    });
    expect(beyond.status).toBe(422);
    expect(beyond.body.message).toBe(
      "Vous ne pouvez pas donner des droits que vous n'avez pas : accessAccounting",
    );
    const self = await call(t.app, 'PUT', `/v1/collaborators/${lead.id}/rights`, {
      jwt,
      body: { rights: [] },
    });
    expect(self.status).toBe(422);
    // Lucas holds rights the lead has not: only the owner changes his.
    const other = await call(t.app, 'POST', `/v1/collaborators/${lucas}/suspend`, { jwt });
    expect(other.status).toBe(422);
    // The presets are the shop's settings: not for a restricted collaborator.
    expect(
      (await call(t.app, 'POST', '/v1/role-presets', { jwt, body: { name: 'X', rights: [] } })).status,
    ).toBe(403);
    expect((await call(t.app, 'GET', '/v1/role-presets', { jwt })).status).toBe(200);
  });

  it('another shop’s collaborator or preset is a 404, and nothing changes', async () => {
    for (const [method, url] of [
      ['GET', `/v1/collaborators/${lucas}`],
      ['PUT', `/v1/collaborators/${lucas}/rights`],
      ['POST', `/v1/collaborators/${lucas}/suspend`],
      ['POST', `/v1/collaborators/${lucas}/reactivate`],
      ['DELETE', `/v1/collaborators/${lucas}`],
      ['PUT', `/v1/role-presets/${presets.Ventes}`],
      ['DELETE', `/v1/role-presets/${presets.Ventes}`],
    ] as const) {
      const body =
        method === 'PUT' ? (url.includes('role') ? { name: 'Pris', rights: [] } : { rights: [] }) : undefined;
      const res = await call(t.app, method, url, { jwt: secondOwner, body });
      expect(res.status, url).toBe(404);
    }
    const list = await call(t.app, 'GET', '/v1/collaborators', { jwt: secondOwner });
    expect(list.body.collaborators.map((c: { email: string }) => c.email)).not.toContain(
      'collaborateur@cuvee.demo',
    );
    const mine = await call(t.app, 'GET', '/v1/role-presets', { jwt: secondOwner });
    expect(mine.body.presets).toEqual([]);
    const lucasJwt = await t.login('collaborateur@cuvee.demo');
    expect((await call(t.app, 'GET', '/v1/clients', { jwt: lucasJwt })).status).toBe(200);
  });
});
