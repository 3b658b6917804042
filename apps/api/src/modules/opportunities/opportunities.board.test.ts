import { type OpportunityStage, stageTotals } from '@cuvee/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { clientActivities, clients } from '../clients/index.ts';
import { shops } from '../shops/index.ts';
import { users } from '../users/index.ts';
import { opportunities } from './opportunities.table.ts';

// The board's visibility, totals and drag semantics, on the demo's pipeline.

type Card = {
  id: string;
  title: string;
  stage: string;
  amountCents: number;
  probability: number;
  position: number;
};
type Column = {
  stage: string;
  count: number;
  amountCents: number;
  weightedCents: number;
  cards: Card[];
  truncated: boolean;
};

let t: TestApp;
let owner: string;
let demoId: string;
let agentId: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('proprietaire@cuvee.demo');
  const [demo] = await t.db.select({ id: shops.id }).from(shops).where(eq(shops.urlShop, 'domaine-demo'));
  demoId = demo!.id;
  const [agent] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'agent@cuvee.demo'));
  agentId = agent!.id;
});
afterAll(() => t?.close());

const board = async (jwt: string, query = '') => {
  const res = await call(t.app, 'GET', `/v1/opportunities${query}`, { jwt });
  expect(res.status).toBe(200);
  return res.body as { cardLimit: number; columns: Column[] };
};
const column = (b: { columns: Column[] }, stage: string) => b.columns.find((c) => c.stage === stage)!;
const stored = (stage: OpportunityStage) =>
  t.db
    .select({ id: opportunities.id, position: opportunities.position })
    .from(opportunities)
    .where(and(eq(opportunities.shopId, demoId), eq(opportunities.stage, stage)))
    .orderBy(asc(opportunities.position), asc(opportunities.id));

describe('GET /v1/opportunities', () => {
  it('answers every stage in order with totals that match its cards (weighted rounded once)', async () => {
    const b = await board(owner);
    expect(b.cardLimit).toBe(200);
    expect(b.columns.map((c) => c.stage)).toEqual([
      'new',
      'qualified',
      'proposal',
      'negotiation',
      'won',
      'lost',
    ]);
    expect(b.columns.reduce((n, c) => n + c.count, 0)).toBe(10);
    for (const c of b.columns) {
      expect({ count: c.count, amountCents: c.amountCents, weightedCents: c.weightedCents }).toEqual(
        stageTotals(c.cards),
      );
      expect(c.truncated).toBe(false);
      expect(c.cards.map((card) => card.position)).toEqual(
        [...c.cards.map((card) => card.position)].sort((a, z) => a - z),
      );
    }
    expect(column(b, 'proposal')).toMatchObject({ count: 2, amountCents: 1_610_000, weightedCents: 841_000 });
  });

  it('shows an agent only the opportunities of their clients or their own', async () => {
    const agent = await t.login('agent@cuvee.demo');
    const cards = (await board(agent)).columns.flatMap((c) => c.cards);
    expect(cards.length).toBeGreaterThan(0);
    const all = (await board(owner)).columns.flatMap((c) => c.cards);
    expect(cards.length).toBeLessThan(all.length);
    const rows = await t.db
      .select({ id: opportunities.id, ownerId: opportunities.ownerId, agentId: clients.agentId })
      .from(opportunities)
      .innerJoin(clients, eq(clients.id, opportunities.clientId));
    const mine = rows.filter((r) => r.ownerId === agentId || r.agentId === agentId).map((r) => r.id);
    expect(cards.map((c) => c.id).sort()).toEqual(mine.sort());
    // The collaborator has seeAllClient: everything.
    const iam = await board(await t.login('collaborateur@cuvee.demo'));
    expect(iam.columns.flatMap((c) => c.cards)).toHaveLength(all.length);
  });

  it('refuses an agent what they do not see: moving or editing the owner’s opportunity is a 404', async () => {
    const agent = await t.login('agent@cuvee.demo');
    const seen = new Set((await board(agent)).columns.flatMap((c) => c.cards.map((x) => x.id)));
    const hidden = (await board(owner)).columns.flatMap((c) => c.cards).find((c) => !seen.has(c.id))!;
    const res = await call(t.app, 'POST', `/v1/opportunities/${hidden.id}/move`, {
      jwt: agent,
      body: { stage: 'won', position: 0 },
    });
    expect(res.status).toBe(404);
    const [after] = await t.db.select().from(opportunities).where(eq(opportunities.id, hidden.id));
    expect(after!.stage).toBe(hidden.stage);
  });

  it('filters by owner and by text, accents and case aside', async () => {
    const byAgent = (await board(owner, `?ownerId=${agentId}`)).columns.flatMap((c) => c.cards);
    expect(byAgent).toHaveLength(4);
    const found = (await board(owner, '?q=CREMANT')).columns.flatMap((c) => c.cards);
    expect(found.map((c) => c.title)).toEqual(['Crémant pour les réceptions']);
  });
});

describe('POST /v1/opportunities/:id/move', () => {
  it('drops a card at a position, renumbers the column, records the stage change, closes on won', async () => {
    const before = await board(owner);
    const card = column(before, 'qualified').cards[0]!;
    const negotiation = column(before, 'negotiation');
    const res = await call(t.app, 'POST', `/v1/opportunities/${card.id}/move`, {
      jwt: owner,
      body: { stage: 'negotiation', position: 1 },
    });
    expect(res.status).toBe(200);
    expect(res.body.opportunity).toMatchObject({ stage: 'negotiation', position: 1, closedAt: null });
    const ids = (await stored('negotiation')).map((r) => r.id);
    expect(ids).toEqual([negotiation.cards[0]!.id, card.id, ...negotiation.cards.slice(1).map((c) => c.id)]);
    expect((await stored('negotiation')).map((r) => r.position)).toEqual([0, 1, 2]);
    const after = await board(owner);
    expect(column(after, 'negotiation').amountCents).toBe(negotiation.amountCents + card.amountCents);
    expect(column(after, 'qualified').count).toBe(column(before, 'qualified').count - 1);
    const lines = await t.db.select().from(clientActivities).where(eq(clientActivities.subjectId, card.id));
    expect(lines.map((l) => l.body)).toContain(`Opportunité « ${card.title} » : Qualifiée → Négociation`);

    // Within its column: to the top; then won (closed), then back (open again).
    await call(t.app, 'POST', `/v1/opportunities/${card.id}/move`, {
      jwt: owner,
      body: { stage: 'negotiation', position: 0 },
    });
    expect((await stored('negotiation'))[0]!.id).toBe(card.id);
    const won = await call(t.app, 'POST', `/v1/opportunities/${card.id}/move`, {
      jwt: owner,
      body: { stage: 'won', position: 99 },
    });
    expect(won.body.opportunity.closedAt).not.toBeNull();
    expect((await stored('won')).at(-1)!.id).toBe(card.id);
    const reopened = await call(t.app, 'POST', `/v1/opportunities/${card.id}/move`, {
      jwt: owner,
      body: { stage: 'proposal', position: 0 },
    });
    expect(reopened.body.opportunity.closedAt).toBeNull();
  });

  it('keeps every position distinct when two moves land in one column at once', async () => {
    const b = await board(owner);
    const [a, z] = column(b, 'new').cards;
    await Promise.all([
      call(t.app, 'POST', `/v1/opportunities/${a!.id}/move`, {
        jwt: owner,
        body: { stage: 'lost', position: 0 },
      }),
      call(t.app, 'POST', `/v1/opportunities/${z!.id}/move`, {
        jwt: owner,
        body: { stage: 'lost', position: 0 },
      }),
    ]);
    const positions = (await stored('lost')).map((r) => r.position);
    expect(new Set(positions).size).toBe(positions.length);
  });
});

describe('the card cap', () => {
  it('answers 200 cards of a long stage, with the totals of all of them', async () => {
    const [client] = await t.db
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.shopId, demoId))
      .limit(1);
    await t.db.insert(opportunities).values(
      Array.from({ length: 205 }, (_, i) => ({
        shopId: demoId,
        clientId: client!.id,
        title: `Lot ${i}`,
        stage: 'qualified' as const,
        amountCents: 1,
        probability: 50,
        position: 1000 + i,
      })),
    );
    const c = column(await board(owner), 'qualified');
    expect(c.cards).toHaveLength(200);
    expect(c.truncated).toBe(true);
    expect(c.count).toBeGreaterThanOrEqual(205);
    expect(c.amountCents).toBeGreaterThanOrEqual(205);
  });
});
