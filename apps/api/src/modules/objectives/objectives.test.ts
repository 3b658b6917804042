import { periodOf, todayInFrance } from '@cuvee/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { memberWith, proClient, req, shopIdOf } from '../clients/clients.fixtures.ts';
import { makeOrder, noDocumentJobs } from '../invoices/invoices.fixtures.ts';

/*
 * Issue 28 part 4 (decisions 0160–0163): the sales structure, the objectives and their progress
 * from orders entered and validated through the API, the budget, the agents' figures; every
 * route refuses another shop's ids (404), a member without the right, an agent and a buyer (403),
 * and bad input (French 4xx, nothing changed).
 */

let t: TestApp;
let owner: string;
let shopId: string;
let demoOwner: string;
let demoId: string;
let anna: { id: string; jwt: string };
let basile: { id: string; jwt: string };
let reader: { id: string; jwt: string };
let bare: { id: string; jwt: string };
let buyer: string;
let teamId: string;
let objectiveId: string;
const H = () => ({ shop: shopId });
const quarter = periodOf('quarter', todayInFrance());
const month = Number(todayInFrance().slice(5, 7));
const year = Number(todayInFrance().slice(0, 4));

beforeAll(async () => {
  t = await createTestApp();
  shopId = await shopIdOf(t, 'maison-seconde');
  demoId = await shopIdOf(t, 'domaine-demo');
  owner = await t.login('maison.seconde@cuvee.demo');
  demoOwner = await t.login('proprietaire@cuvee.demo');
  anna = await memberWith(t, shopId, 'anna.objectifs@exemple.fr', 'agent', null);
  basile = await memberWith(t, shopId, 'basile.objectifs@exemple.fr', 'agent', null);
  reader = await memberWith(t, shopId, 'lea.objectifs@exemple.fr', 'iam', {
    accessCollaborator: true,
    goalsAnalytics: true,
  });
  bare = await memberWith(t, shopId, 'nu.objectifs@exemple.fr', 'iam', { seeAllOrder: true });
  buyer = await t.login('pro@cuvee.demo');
  noDocumentJobs(t);
});
afterAll(() => t?.close());

const rows = async (table: string) =>
  (
    (await t.db.execute(sql.raw(`select * from ${table} order by 1, 2`))) as unknown as {
      rows: unknown[];
    }
  ).rows;
const state = async () =>
  JSON.stringify([
    await rows('sales_reporting_lines'),
    await rows('sales_teams'),
    await rows('sales_objectives'),
    await rows('sales_budgets'),
  ]);

async function clientOf(agentId: string, email: string) {
  const res = await req(t, 'POST', '/v1/clients', {
    jwt: owner,
    ...H(),
    body: proClient({ email, agentId, siret: undefined, company: `Cave ${email.split('@')[0]}` }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

describe('the sales structure', () => {
  it('lists the members, moves one under another and makes a team of a lead and their reports', async () => {
    const read = await req(t, 'GET', '/v1/sales-structure', { jwt: reader.jwt, ...H() });
    expect(read.status).toBe(200);
    expect(read.body.members.map((m: { id: string }) => m.id)).toEqual(
      expect.arrayContaining([anna.id, basile.id]),
    );
    const moved = await req(t, 'PUT', `/v1/sales-structure/members/${basile.id}`, {
      jwt: owner,
      ...H(),
      body: { reportsTo: anna.id },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.members.find((m: { id: string }) => m.id === basile.id).reportsTo).toBe(anna.id);
    const team = await req(t, 'POST', '/v1/sales-structure/teams', {
      jwt: owner,
      ...H(),
      body: { name: 'Équipe Ouest', leadId: anna.id },
    });
    expect(team.status, JSON.stringify(team.body)).toBe(200);
    const made = team.body.teams.find((x: { name: string }) => x.name === 'Équipe Ouest');
    teamId = made.id;
    expect(made.memberIds.sort()).toEqual([anna.id, basile.id].sort());
  });

  it('refuses a loop, a stranger, a taken name and bad input in French, changing nothing', async () => {
    const before = await state();
    const loop = await req(t, 'PUT', `/v1/sales-structure/members/${anna.id}`, {
      jwt: owner,
      ...H(),
      body: { reportsTo: basile.id },
    });
    expect(loop.status).toBe(422);
    expect(loop.body.message).toMatch(/boucle/);
    const self = await req(t, 'PUT', `/v1/sales-structure/members/${anna.id}`, {
      jwt: owner,
      ...H(),
      body: { reportsTo: anna.id },
    });
    expect(self.status).toBe(422);
    const demoAgent = (
      await req(t, 'GET', '/v1/sales-structure', { jwt: demoOwner, shop: demoId })
    ).body.members.find((m: { relation: string }) => m.relation === 'agent');
    const stranger = await req(t, 'PUT', `/v1/sales-structure/members/${demoAgent.id}`, {
      jwt: owner,
      ...H(),
      body: { reportsTo: null },
    });
    expect(stranger.status).toBe(404);
    const under = await req(t, 'PUT', `/v1/sales-structure/members/${anna.id}`, {
      jwt: owner,
      ...H(),
      body: { reportsTo: demoAgent.id },
    });
    expect(under.status).toBe(404);
    const taken = await req(t, 'POST', '/v1/sales-structure/teams', {
      jwt: owner,
      ...H(),
      body: { name: 'équipe ouest', leadId: basile.id },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toMatch(/déjà/);
    const blank = await req(t, 'POST', '/v1/sales-structure/teams', {
      jwt: owner,
      ...H(),
      body: { name: ' ', leadId: 'x' },
    });
    expect(blank.status).toBe(400);
    expect(JSON.stringify(blank.body.message)).toMatch(/nom/);
    expect(await state()).toBe(before);
  });

  it('answers 404 for another shop’s team and 403 without the right, to an agent and to a buyer', async () => {
    const before = await state();
    const other = await req(t, 'PUT', `/v1/sales-structure/teams/${teamId}`, {
      jwt: demoOwner,
      shop: demoId,
      body: { name: 'Volée', leadId: anna.id },
    });
    expect(other.status).toBe(404);
    expect(
      (await req(t, 'DELETE', `/v1/sales-structure/teams/${teamId}`, { jwt: demoOwner, shop: demoId }))
        .status,
    ).toBe(404);
    expect((await req(t, 'GET', '/v1/sales-structure', { jwt: demoOwner, ...H() })).status).toBe(403);
    expect((await req(t, 'GET', '/v1/sales-structure', { jwt: bare.jwt, ...H() })).status).toBe(403);
    expect((await req(t, 'GET', '/v1/sales-structure', { jwt: anna.jwt, ...H() })).status).toBe(403);
    expect((await req(t, 'GET', '/v1/sales-structure', { jwt: buyer, ...H() })).status).toBe(403);
    // Reading is not changing: accessCollaborator without createCollaborator.
    const write = await req(t, 'PUT', `/v1/sales-structure/members/${basile.id}`, {
      jwt: reader.jwt,
      ...H(),
      body: { reportsTo: null },
    });
    expect(write.status).toBe(403);
    expect(await state()).toBe(before);
  });
});

describe('objectives and their progress', () => {
  it('moves with the orders entered and validated through the API; a team sums its members', async () => {
    await clientOf(anna.id, 'cave.anna@exemple.fr');
    await clientOf(basile.id, 'cave.basile@exemple.fr');
    const set = await req(t, 'POST', '/v1/objectives', {
      jwt: owner,
      ...H(),
      body: {
        subjectKind: 'member',
        subjectId: anna.id,
        period: quarter,
        amountHtCents: 100_000,
        bottles: 24,
        newClients: 2,
      },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    objectiveId = set.body.objective.id;
    expect(set.body.objective.achieved).toMatchObject({ amountHtCents: 0, bottles: 0, newClients: 0 });
    const teamGoal = await req(t, 'POST', '/v1/objectives', {
      jwt: owner,
      ...H(),
      body: {
        subjectKind: 'team',
        subjectId: teamId,
        period: quarter,
        amountHtCents: 200_000,
        bottles: null,
        newClients: null,
      },
    });
    expect(teamGoal.status, JSON.stringify(teamGoal.body)).toBe(200);

    await makeOrder(t, shopId, {
      clientEmail: 'cave.anna@exemple.fr',
      lines: [{ quantity: 12, unitHt: 2000, vatRateBp: 2000 }],
    });
    await makeOrder(t, shopId, {
      clientEmail: 'cave.anna@exemple.fr',
      lines: [{ quantity: 6, unitHt: 1000, vatRateBp: 2000 }],
    });
    // A draft is not a sale.
    await makeOrder(t, shopId, {
      clientEmail: 'cave.anna@exemple.fr',
      status: 'draft',
      lines: [{ quantity: 60, unitHt: 9000, vatRateBp: 2000 }],
    });
    await makeOrder(t, shopId, {
      clientEmail: 'cave.basile@exemple.fr',
      lines: [{ quantity: 3, unitHt: 5000, vatRateBp: 2000 }],
    });

    const board = await req(t, 'GET', `/v1/objectives?period=${quarter}`, { jwt: reader.jwt, ...H() });
    expect(board.status).toBe(200);
    const mine = board.body.rows.find((r: { id: string }) => r.id === objectiveId);
    expect(mine.achieved).toEqual({ amountHtCents: 30_000, bottles: 18, newClients: 1, orders: 2 });
    expect(mine.progress).toEqual({ amountHtCents: 3000, bottles: 7500, newClients: 5000 });
    const team = board.body.rows.find((r: { subject: { kind: string } }) => r.subject.kind === 'team');
    expect(team.achieved.amountHtCents).toBe(45_000);
    expect(team.progress.amountHtCents).toBe(2250);
    expect(team.progress.bottles).toBeNull();
    // Filtered on the team: the team and its members' objectives.
    const filtered = await req(t, 'GET', `/v1/objectives?period=${quarter}&teamId=${teamId}`, {
      jwt: owner,
      ...H(),
    });
    expect(filtered.body.rows).toHaveLength(2);
  });

  it('changes and refuses bad input in French, a duplicate, another shop’s objective, the rightless', async () => {
    const changed = await req(t, 'PUT', `/v1/objectives/${objectiveId}`, {
      jwt: owner,
      ...H(),
      body: { amountHtCents: 60_000, bottles: null, newClients: null },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.objective.progress.amountHtCents).toBe(5000);
    const before = await state();
    const bad = [
      {
        subjectKind: 'member',
        subjectId: anna.id,
        period: '2026-13',
        amountHtCents: 1,
        bottles: null,
        newClients: null,
      },
      {
        subjectKind: 'member',
        subjectId: anna.id,
        period: quarter,
        amountHtCents: null,
        bottles: null,
        newClients: null,
      },
      {
        subjectKind: 'member',
        subjectId: anna.id,
        period: quarter,
        amountHtCents: -5,
        bottles: null,
        newClients: null,
      },
    ];
    for (const body of bad) {
      const res = await req(t, 'POST', '/v1/objectives', { jwt: owner, ...H(), body });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body.message)).toMatch(/période|objectif|négatif/);
    }
    const twice = await req(t, 'POST', '/v1/objectives', {
      jwt: owner,
      ...H(),
      body: {
        subjectKind: 'member',
        subjectId: anna.id,
        period: quarter,
        amountHtCents: 5,
        bottles: null,
        newClients: null,
      },
    });
    expect(twice.status).toBe(409);
    const body = { amountHtCents: 1, bottles: null, newClients: null };
    expect(
      (await req(t, 'PUT', `/v1/objectives/${objectiveId}`, { jwt: demoOwner, shop: demoId, body })).status,
    ).toBe(404);
    expect(
      (await req(t, 'DELETE', `/v1/objectives/${objectiveId}`, { jwt: demoOwner, shop: demoId })).status,
    ).toBe(404);
    expect(
      (await req(t, 'GET', `/v1/objectives?teamId=${teamId}`, { jwt: demoOwner, shop: demoId })).status,
    ).toBe(404);
    // goalsAnalytics reads but does not set (manageBudget).
    expect(
      (await req(t, 'PUT', `/v1/objectives/${objectiveId}`, { jwt: reader.jwt, ...H(), body })).status,
    ).toBe(403);
    for (const jwt of [bare.jwt, anna.jwt, buyer]) {
      expect((await req(t, 'GET', '/v1/objectives', { jwt, ...H() })).status).toBe(403);
      expect((await req(t, 'DELETE', `/v1/objectives/${objectiveId}`, { jwt, ...H() })).status).toBe(403);
    }
    expect(await state()).toBe(before);
    const gone = await req(t, 'DELETE', `/v1/objectives/${objectiveId}`, { jwt: owner, ...H() });
    expect(gone.status).toBe(200);
  });
});

describe('the budget', () => {
  it('sets a month, sets it back, and shows the validated orders of the month against it', async () => {
    const set = await req(t, 'PUT', `/v1/budget/${year}/${month}`, {
      jwt: owner,
      ...H(),
      body: { amountHtCents: 50_000 },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const m = set.body.months[month - 1];
    expect(m.budgetCents).toBe(50_000);
    expect(m.achievedCents).toBeGreaterThanOrEqual(45_000);
    expect(m.gapCents).toBe(m.achievedCents - 50_000);
    const cleared = await req(t, 'PUT', `/v1/budget/${year}/${month}`, {
      jwt: owner,
      ...H(),
      body: { amountHtCents: null },
    });
    expect(cleared.body.months[month - 1].budgetCents).toBeNull();
    await req(t, 'PUT', `/v1/budget/${year}/${month}`, {
      jwt: owner,
      ...H(),
      body: { amountHtCents: 70_000 },
    });
  });

  it('refuses a bad month or amount in French, the rightless, and keeps shops apart', async () => {
    const before = await state();
    const m13 = await req(t, 'PUT', `/v1/budget/${year}/13`, {
      jwt: owner,
      ...H(),
      body: { amountHtCents: 1 },
    });
    expect(m13.status).toBe(400);
    expect(JSON.stringify(m13.body.message)).toMatch(/mois/);
    const neg = await req(t, 'PUT', `/v1/budget/${year}/1`, {
      jwt: owner,
      ...H(),
      body: { amountHtCents: -1 },
    });
    expect(neg.status).toBe(400);
    const text = await req(t, 'PUT', `/v1/budget/${year}/1`, {
      jwt: owner,
      ...H(),
      body: { amountHtCents: 'beaucoup' },
    });
    expect(text.status).toBe(400);
    for (const jwt of [reader.jwt, anna.jwt, buyer]) {
      expect((await req(t, 'GET', '/v1/budget', { jwt, ...H() })).status).toBe(403);
      expect(
        (await req(t, 'PUT', `/v1/budget/${year}/2`, { jwt, ...H(), body: { amountHtCents: 1 } })).status,
      ).toBe(403);
    }
    expect(await state()).toBe(before);
    // The other shop sees its own budget, not ours.
    const theirs = await req(t, 'GET', `/v1/budget?year=${year}`, { jwt: demoOwner, shop: demoId });
    expect(theirs.body.months[month - 1].budgetCents).not.toBe(70_000);
  });
});

describe("the agents' figures", () => {
  it('gives each agent their sales, orders, new clients and commission; a month is refused', async () => {
    const res = await req(t, 'GET', `/v1/agents/analytics?period=${quarter}`, { jwt: owner, ...H() });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const a = res.body.rows.find((r: { agent: { id: string } }) => r.agent.id === anna.id);
    expect(a).toMatchObject({ amountHtCents: 30_000, orders: 2, newClients: 1, commissionCents: 0 });
    const yearly = await req(t, 'GET', `/v1/agents/analytics?period=${year}`, { jwt: owner, ...H() });
    expect(
      yearly.body.rows.find((r: { agent: { id: string } }) => r.agent.id === anna.id).amountHtCents,
    ).toBe(30_000);
    const bad = await req(t, 'GET', `/v1/agents/analytics?period=${year}-01`, { jwt: owner, ...H() });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body.message)).toMatch(/trimestre/);
    const theirs = await req(t, 'GET', `/v1/agents/analytics?period=${quarter}`, {
      jwt: demoOwner,
      shop: demoId,
    });
    expect(theirs.body.rows.some((r: { agent: { id: string } }) => r.agent.id === anna.id)).toBe(false);
    for (const jwt of [reader.jwt, anna.jwt, buyer, demoOwner])
      expect((await req(t, 'GET', '/v1/agents/analytics', { jwt, ...H() })).status).toBe(403);
  });
});
