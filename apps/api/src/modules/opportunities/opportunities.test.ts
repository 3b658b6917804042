import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { clientActivities, clients } from '../clients/index.ts';
import { shops } from '../shops/index.ts';
import { opportunities } from './opportunities.table.ts';

// Access, validation and the other shop: every route of the pipeline.

let t: TestApp;
let owner: string;
let demoId: string;
let demoClient: string;
let otherClient: string;
let demoOpportunity: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('proprietaire@cuvee.demo');
  const [demo] = await t.db.select({ id: shops.id }).from(shops).where(eq(shops.urlShop, 'domaine-demo'));
  demoId = demo!.id;
  const [c] = await t.db.select({ id: clients.id }).from(clients).where(eq(clients.shopId, demoId)).limit(1);
  demoClient = c!.id;
  const [o] = await t.db.select({ id: opportunities.id }).from(opportunities).limit(1);
  demoOpportunity = o!.id;
  // A client of Maison Seconde, which Domaine Démo must not attach anything to.
  const [second] = await t.db.select({ id: shops.id }).from(shops).where(eq(shops.urlShop, 'maison-seconde'));
  const [row] = await t.db
    .insert(clients)
    .values({
      shopId: second!.id,
      kind: 'individual',
      lastname: 'Ailleurs',
      typology: 'particulier',
      displayName: 'Ailleurs',
      sortKey: 'ailleurs',
    })
    .returning({ id: clients.id });
  otherClient = row!.id;
});
afterAll(() => t?.close());

const count = async () => (await t.db.select({ id: opportunities.id }).from(opportunities)).length;
const text = (message: unknown) => [message].flat().join(' ');
const input = (over: Record<string, unknown> = {}) => ({
  clientId: demoClient,
  title: 'Foire aux vins',
  stage: 'new',
  amountCents: 250_000,
  probability: 40,
  expectedOn: '2026-12-15',
  ...over,
});
const someId = '01900000-0000-7000-8000-000000000000';

describe('access to the pipeline', () => {
  it('answers 401 anonymous and 403 to a buyer on every route', async () => {
    const buyer = await t.login('client@cuvee.demo');
    const routes = [
      ['GET', '/v1/opportunities', undefined],
      ['POST', '/v1/opportunities', input()],
      ['PUT', `/v1/opportunities/${demoOpportunity}`, input()],
      ['POST', `/v1/opportunities/${demoOpportunity}/move`, { stage: 'won', position: 0 }],
      ['DELETE', `/v1/opportunities/${demoOpportunity}`, undefined],
    ] as const;
    const before = await count();
    for (const [method, url, body] of routes) {
      expect((await call(t.app, method, url, { body })).status).toBe(401);
      expect((await call(t.app, method, url, { jwt: buyer, body })).status).toBe(403);
    }
    expect(await count()).toBe(before);
  });

  it("refuses another shop's owner on Domaine Démo, and hides its opportunities from them", async () => {
    const other = await t.login('maison.seconde@cuvee.demo');
    const named = await t.app.inject({
      method: 'GET',
      url: '/v1/opportunities',
      headers: { ...auth(other), 'x-shop-id': demoId },
    });
    expect(named.statusCode).toBe(403);
    const own = await call(t.app, 'GET', '/v1/opportunities', { jwt: other });
    expect(own.status).toBe(200);
    expect(own.body.columns.flatMap((c: { cards: unknown[] }) => c.cards)).toHaveLength(0);
    const before = await count();
    for (const [method, url, body] of [
      ['PUT', `/v1/opportunities/${demoOpportunity}`, input({ title: 'Piraté' })],
      ['POST', `/v1/opportunities/${demoOpportunity}/move`, { stage: 'lost', position: 0 }],
      ['DELETE', `/v1/opportunities/${demoOpportunity}`, undefined],
    ] as const) {
      const res = await call(t.app, method, url, { jwt: other, body });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Opportunité introuvable');
    }
    // Their own shop's opportunity cannot name Domaine Démo's client either.
    const create = await call(t.app, 'POST', '/v1/opportunities', { jwt: other, body: input() });
    expect(create.status).toBe(422);
    expect(create.body.message).toBe("Ce client n'existe pas");
    expect(await count()).toBe(before);
    const [after] = await t.db.select().from(opportunities).where(eq(opportunities.id, demoOpportunity));
    expect(after!.title).not.toBe('Piraté');
  });
});

describe('bad input', () => {
  it.each([
    [{ amountCents: -1 }, 'Le montant doit être un nombre entier de centimes, positif ou nul'],
    [{ amountCents: 12.5 }, 'Le montant doit être un nombre entier de centimes, positif ou nul'],
    [{ probability: 101 }, 'La probabilité doit être un nombre entier entre 0 et 100'],
    [{ stage: 'signed' }, 'Valeur incorrecte'],
    [{ title: '  ' }, 'Ce champ ne peut pas être vide'],
    [{ expectedOn: '2026-13-01' }, "La date indiquée n'est pas correct"],
    [{ clientId: 'abc' }, "L'identifiant n'est pas valide"],
  ])('refuses %o with a French message and creates nothing', async (over, message) => {
    const before = await count();
    const res = await call(t.app, 'POST', '/v1/opportunities', { jwt: owner, body: input(over) });
    expect(res.status).toBe(400);
    expect(text(res.body.message)).toContain(message);
    expect(await count()).toBe(before);
  });

  it('refuses an unknown or foreign client and an owner outside the team (422), changing nothing', async () => {
    const before = await count();
    for (const clientId of [someId, otherClient]) {
      const res = await call(t.app, 'POST', '/v1/opportunities', { jwt: owner, body: input({ clientId }) });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe("Ce client n'existe pas");
    }
    const stranger = await call(t.app, 'POST', '/v1/opportunities', {
      jwt: owner,
      body: input({ ownerId: someId }),
    });
    expect(stranger.status).toBe(422);
    expect(stranger.body.message).toBe("Ce membre ne fait pas partie de l'équipe de la boutique");
    const move = await call(t.app, 'POST', `/v1/opportunities/${demoOpportunity}/move`, {
      jwt: owner,
      body: { stage: 'won', position: -1 },
    });
    expect(move.status).toBe(400);
    expect(await count()).toBe(before);
    expect((await call(t.app, 'GET', '/v1/opportunities?ownerId=abc', { jwt: owner })).status).toBe(400);
  });

  it('answers 404 for an unknown opportunity', async () => {
    const res = await call(t.app, 'PUT', `/v1/opportunities/${someId}`, { jwt: owner, body: input() });
    expect(res.status).toBe(404);
  });
});

describe('create, edit, delete', () => {
  it('creates at the end of its stage with a timeline line, edits it, deletes it', async () => {
    const created = await call(t.app, 'POST', '/v1/opportunities', { jwt: owner, body: input() });
    expect(created.status).toBe(200);
    expect(created.body.message).toBe("L'opportunité a été créée");
    const o = created.body.opportunity;
    expect(o).toMatchObject({ title: 'Foire aux vins', stage: 'new', amountCents: 250_000, probability: 40 });
    expect(o.owner.name).toBe('Claire Vigneron');
    expect(o.client.id).toBe(demoClient);
    const board = await call(t.app, 'GET', '/v1/opportunities', { jwt: owner });
    const fresh = board.body.columns.find((c: { stage: string }) => c.stage === 'new');
    expect(fresh.cards.at(-1).id).toBe(o.id);

    const edited = await call(t.app, 'PUT', `/v1/opportunities/${o.id}`, {
      jwt: owner,
      body: input({ title: 'Foire aux vins d’automne', stage: 'won', probability: 100 }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.opportunity.closedAt).not.toBeNull();
    const lines = await t.db.select().from(clientActivities).where(eq(clientActivities.subjectId, o.id));
    expect(lines.map((l) => l.body)).toContain(
      'Opportunité « Foire aux vins d’automne » : Nouvelle → Gagnée',
    );

    const gone = await call(t.app, 'DELETE', `/v1/opportunities/${o.id}`, { jwt: owner });
    expect(gone.status).toBe(200);
    expect(await t.db.select().from(opportunities).where(eq(opportunities.id, o.id))).toHaveLength(0);
  });
});
