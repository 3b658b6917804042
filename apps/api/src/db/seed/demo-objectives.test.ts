import { periodOf, todayInFrance } from '@cuvee/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { req } from '../../modules/clients/clients.fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedDemoObjectives } from './demo-objectives.ts';

// `npm start` on a new database: Domaine Démo's sales team, this quarter's objectives and the
// year's budget, made through the API as the owner would, once.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

it('builds a team around the sales collaborator, sets objectives and a budget, once', async () => {
  expect(await seedDemoObjectives(t.app)).toBe(5);
  const owner = await t.login('proprietaire@cuvee.demo');
  const structure = (await req(t, 'GET', '/v1/sales-structure', { jwt: owner })).body;
  const agent = structure.members.find((m: { email: string }) => m.email === 'agent@cuvee.demo');
  const lead = structure.members.find((m: { email: string }) => m.email === 'collaborateur@cuvee.demo');
  expect(agent.reportsTo).toBe(lead.id);
  expect(structure.teams[0].memberIds).toEqual(expect.arrayContaining([lead.id, agent.id]));
  const board = (
    await req(t, 'GET', `/v1/objectives?period=${periodOf('quarter', todayInFrance())}`, { jwt: owner })
  ).body;
  expect(board.rows.map((r: { subject: { name: string } }) => r.subject.name)).toEqual(
    expect.arrayContaining(['Équipe commerciale']),
  );
  // One objective per demo agent (three since the agents part), the collaborator and the team.
  expect(board.rows).toHaveLength(5);
  const budget = (await req(t, 'GET', '/v1/budget', { jwt: owner })).body;
  expect(budget.months.every((m: { budgetCents: number | null }) => (m.budgetCents ?? 0) > 0)).toBe(true);
  expect(await seedDemoObjectives(t.app)).toBe(0);
});
