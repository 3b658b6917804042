import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { shopId } from '../orders/orders.fixtures.ts';
import { makeClient, userId } from '../orders/orders.sales.fixtures.ts';
import { clientActivities } from './clients.table.ts';

// Tour mode's visit notes (issue 28, decision 0166): a note taken offline goes to the client's
// timeline through the clients module, once per key, and reads there like any other note.

let t: TestApp;
let demo: string;
let second: string;
let agentJwt: string;
let ownerJwt: string;
let mine: string;
let notMine: string;
let otherShopClient: string;

beforeAll(async () => {
  t = await createTestApp();
  demo = await shopId(t.db, 'domaine-demo');
  second = await shopId(t.db, 'maison-seconde');
  const agent = await userId(t.db, 'agent@cuvee.demo');
  agentJwt = await t.login('agent@cuvee.demo');
  ownerJwt = await t.login('proprietaire@cuvee.demo');
  mine = await makeClient(t.db, demo, 'Cave des Notes', agent);
  notMine = await makeClient(t.db, demo, 'Cave Sans Agent');
  otherShopClient = await makeClient(t.db, second, 'Cave Seconde Note');
});
afterAll(() => t?.close());

const send = (body: Record<string, unknown>, jwt = agentJwt, shop = demo) =>
  call(t.app, 'POST', `/v1/shops/${shop}/tour/notes`, { jwt, body });
const noteBody = (over: Record<string, unknown> = {}) => ({
  idempotencyKey: randomUUID(),
  clientId: mine,
  body: 'Intéressé par le rosé pour l’été, rappeler en mars',
  takenAt: '2026-11-28T10:00:00.000Z',
  ...over,
});
const notesOf = async (clientId: string) =>
  (
    await t.db
      .select({ n: count() })
      .from(clientActivities)
      .where(and(eq(clientActivities.clientId, clientId), eq(clientActivities.kind, 'note')))
  )[0]!.n;

describe('a visit note taken offline', () => {
  it('is added once to the client’s timeline, however often it is sent, and the shop reads it', async () => {
    const body = noteBody();
    const first = await send(body);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ replayed: false, message: 'La note de visite a été ajoutée' });
    const again = await send(body);
    expect(again.status).toBe(200);
    expect(again.body.replayed).toBe(true);
    expect(again.body.note.id).toBe(first.body.note.id);
    expect(again.body.message).toContain('avait déjà été reçue');
    expect(await notesOf(mine)).toBe(1);
    // The back office's client page shows it in the timeline, by the agent, with the visit's day.
    const timeline = await call(t.app, 'GET', `/v1/clients/${mine}/activities`, { jwt: ownerJwt });
    expect(timeline.status).toBe(200);
    const note = timeline.body.activities.find((a: { id: string }) => a.id === first.body.note.id);
    expect(note).toMatchObject({
      kind: 'note',
      body: 'Note de visite du 28/11/2026 : Intéressé par le rosé pour l’été, rappeler en mars',
    });
    expect(note.author.name).not.toBe('');
  });

  it('lets the owner send one too (clients.read), on any client of the shop', async () => {
    const res = await send(noteBody({ clientId: notMine }), ownerJwt);
    expect(res.status).toBe(200);
    expect(await notesOf(notMine)).toBe(1);
  });

  it('refuses the same key with another text, another agent’s client, another shop, a buyer and bad input: nothing written', async () => {
    const before = await notesOf(mine);
    const body = noteBody();
    await send(body);
    const reused = await send({ ...body, body: 'Autre chose' });
    expect(reused.status).toBe(422);
    expect(reused.body.message).toContain('autre contenu');
    // A client the agent does not follow, another shop's through this one: unknown.
    expect((await send(noteBody({ clientId: notMine }))).status).toBe(404);
    expect((await send(noteBody({ clientId: otherShopClient }))).status).toBe(404);
    // A shop the agent does not work for; a buyer; nobody.
    expect((await send(noteBody(), agentJwt, second)).status).toBe(403);
    expect((await send(noteBody(), await t.login('client@cuvee.demo'))).status).toBe(403);
    expect((await call(t.app, 'POST', `/v1/shops/${demo}/tour/notes`, { body: noteBody() })).status).toBe(
      401,
    );
    expect((await send(noteBody(), agentJwt, randomUUID())).status).toBe(404);
    const empty = await send(noteBody({ body: '   ' }));
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain('Ce champ ne peut pas être vide');
    const badKey = await send(noteBody({ idempotencyKey: 'clé' }));
    expect(badKey.status).toBe(400);
    expect(JSON.stringify(badKey.body)).toContain("La clé de la note n'est pas valide");
    expect(await notesOf(mine)).toBe(before + 1);
    expect(await notesOf(notMine)).toBe(1);
  });
});
