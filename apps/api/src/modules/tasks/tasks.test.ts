import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMembership, makeUser } from '../../db/seed/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { tasks } from './tasks.table.ts';
import {
  activitiesOf,
  aTask,
  countTasks,
  inDays,
  makeClient,
  notificationsOf,
  send,
  shopIdOf,
  userIdOf,
} from './tasks.test.support.ts';

let t: TestApp;
let owner: string;
let agent: string;
let ownerId: string;
let agentId: string;
let demoId: string;
let agentsClient: string;
let ownersClient: string;
let secondesClient: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('proprietaire@cuvee.demo');
  agent = await t.login('agent@cuvee.demo');
  ownerId = await userIdOf(t, 'proprietaire@cuvee.demo');
  agentId = await userIdOf(t, 'agent@cuvee.demo');
  demoId = await shopIdOf(t, 'domaine-demo');
  agentsClient = await makeClient(t, demoId, 'Cave du Port', agentId);
  ownersClient = await makeClient(t, demoId, 'Bistrot des Halles');
  secondesClient = await makeClient(t, await shopIdOf(t, 'maison-seconde'), 'Caviste rémois');
  // A collaborator who sees every task but may not create any.
  const iam = await makeUser(t.db, { role: 'iam', email: 'iam.sans.taches@cuvee.test' });
  await addMembership(t.db, {
    shopId: demoId,
    userId: iam.id,
    role: 'iam',
    authorizations: { seeAllTask: true },
  });
});
afterAll(() => t?.close());

const text = (message: unknown) => [message].flat().join(' ');

describe('refusals change nothing', () => {
  it('answers 401 anonymous, 403 to a buyer and to an iam without createTask', async () => {
    const before = await countTasks(t);
    expect((await send(t, 'GET', '/v1/tasks')).status).toBe(401);
    expect((await send(t, 'POST', '/v1/tasks', { body: aTask() })).status).toBe(401);
    const buyer = await t.login('client@cuvee.demo');
    expect((await send(t, 'GET', '/v1/tasks', { jwt: buyer })).status).toBe(403);
    expect((await send(t, 'POST', '/v1/tasks', { jwt: buyer, body: aTask() })).status).toBe(403);
    const iam = await t.login('iam.sans.taches@cuvee.test');
    expect((await send(t, 'GET', '/v1/tasks', { jwt: iam })).status).toBe(200);
    expect((await send(t, 'POST', '/v1/tasks', { jwt: iam, body: aTask() })).status).toBe(403);
    expect(await countTasks(t)).toBe(before);
  });

  it('answers 400 with French messages to bad input', async () => {
    const before = await countTasks(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '  ' }, 'Ce champ ne peut pas être vide'],
      [{ activity: 'golf' }, 'Valeur incorrecte'],
      [{ dueAt: 'demain' }, "La date indiquée n'est pas correct"],
      [{ durationMinutes: 0 }, 'Doit être au moins 5'],
      [{ assigneeId: 'pas-un-id' }, 'identifiant'],
    ];
    for (const [over, message] of cases) {
      const res = await send(t, 'POST', '/v1/tasks', { jwt: owner, body: aTask(over) });
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(text(res.body.message).toLowerCase()).toContain(message.toLowerCase());
    }
    const range = await send(t, 'GET', `/v1/tasks?from=${inDays(0)}&to=${inDays(90)}`, { jwt: owner });
    expect(range.status).toBe(400);
    expect(await countTasks(t)).toBe(before);
  });

  it('answers 422 to an assignee outside the team and to a client of another shop or not theirs', async () => {
    const before = await countTasks(t);
    const outsider = await userIdOf(t, 'maison.seconde@cuvee.demo');
    const buyer = await userIdOf(t, 'client@cuvee.demo');
    for (const assigneeId of [outsider, buyer]) {
      const res = await send(t, 'POST', '/v1/tasks', { jwt: owner, body: aTask({ assigneeId }) });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe("Ce membre ne fait pas partie de l'équipe de la boutique");
    }
    const other = await send(t, 'POST', '/v1/tasks', {
      jwt: owner,
      body: aTask({ clientId: secondesClient }),
    });
    expect(other.status).toBe(422);
    expect(other.body.message).toBe("Ce client n'existe pas");
    // An agent without seeAllClient links only the clients assigned to them.
    const notTheirs = await send(t, 'POST', '/v1/tasks', {
      jwt: agent,
      body: aTask({ clientId: ownersClient }),
    });
    expect(notTheirs.status).toBe(422);
    expect(await countTasks(t)).toBe(before);
  });
});

describe('a task from creation to completion', () => {
  it('notifies the assignee, records the timeline, and notifies the creator on completion', async () => {
    const created = await send(t, 'POST', '/v1/tasks', {
      jwt: owner,
      body: aTask({ assigneeId: agentId, clientId: agentsClient, notes: 'Parler du millésime 2022' }),
    });
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('La tâche a été créée');
    const task = created.body.task;
    expect(task).toMatchObject({
      title: 'Appeler la Cave du Port',
      activity: 'phone',
      priority: 'high',
      durationMinutes: 30,
      allDay: false,
      done: false,
      assignee: { id: agentId, name: 'Sophie Commerce' },
      client: { id: agentsClient, name: 'Cave du Port' },
      createdBy: { id: ownerId },
    });
    const [assigned] = (await notificationsOf(t, agentId)).filter((n) => n.subjectId === task.id);
    expect(assigned).toMatchObject({
      type: 'newTask',
      shopId: demoId,
      content: 'Nouvelle tâche : Appeler la Cave du Port',
      redirectLink: `/dashboard/tasks?task=${task.id}`,
    });
    expect((await activitiesOf(t, agentsClient)).map((a) => [a.kind, a.body])).toContainEqual([
      'task',
      'Tâche planifiée : Appeler la Cave du Port',
    ]);

    const mine = await send(t, 'GET', '/v1/tasks?assignee=me&status=open', { jwt: agent });
    expect(mine.body.tasks.map((x: { id: string }) => x.id)).toContain(task.id);

    const done = await send(t, 'POST', `/v1/tasks/${task.id}/complete`, { jwt: agent });
    expect(done.status).toBe(200);
    expect(done.body.task.done).toBe(true);
    // A second click notifies no one again.
    await send(t, 'POST', `/v1/tasks/${task.id}/complete`, { jwt: agent });
    const completed = (await notificationsOf(t, ownerId)).filter((n) => n.subjectId === task.id);
    expect(completed).toHaveLength(1);
    expect(completed[0]).toMatchObject({
      type: 'taskCompleted',
      content: 'Tâche terminée : Appeler la Cave du Port',
    });
    expect((await activitiesOf(t, agentsClient)).filter((a) => a.kind === 'taskCompleted')).toHaveLength(1);

    const reopened = await send(t, 'POST', `/v1/tasks/${task.id}/reopen`, { jwt: agent });
    expect(reopened.body.task.done).toBe(false);
  });

  it('does not notify a member of the task they give themselves', async () => {
    const before = (await notificationsOf(t, ownerId)).length;
    const res = await send(t, 'POST', '/v1/tasks', {
      jwt: owner,
      body: aTask({ title: 'Préparer le salon' }),
    });
    expect(res.body.task.assignee.id).toBe(ownerId);
    expect((await notificationsOf(t, ownerId)).length).toBe(before);
  });

  it('edits, moves and deletes a task', async () => {
    const { body } = await send(t, 'POST', '/v1/tasks', { jwt: owner, body: aTask({ title: 'Visite' }) });
    const id = body.task.id as string;
    const edited = await send(t, 'PUT', `/v1/tasks/${id}`, {
      jwt: owner,
      body: aTask({ title: 'Visite du caveau', activity: 'visit', assigneeId: agentId }),
    });
    expect(edited.body.task).toMatchObject({ title: 'Visite du caveau', activity: 'visit' });
    expect((await notificationsOf(t, agentId)).some((n) => n.subjectId === id && n.type === 'newTask')).toBe(
      true,
    );
    const moved = await send(t, 'PATCH', `/v1/tasks/${id}/move`, {
      jwt: owner,
      body: { dueAt: inDays(3, 14), durationMinutes: 90 },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.task).toMatchObject({ dueAt: inDays(3, 14), durationMinutes: 90 });
    const bad = await send(t, 'PATCH', `/v1/tasks/${id}/move`, { jwt: owner, body: { dueAt: 'jeudi' } });
    expect(bad.status).toBe(400);
    expect((await send(t, 'DELETE', `/v1/tasks/${id}`, { jwt: owner })).body.message).toBe(
      'La tâche a été supprimée',
    );
    expect((await send(t, 'DELETE', `/v1/tasks/${id}`, { jwt: owner })).status).toBe(404);
  });
});

describe('who sees which task', () => {
  it('shows an agent only the tasks assigned to them or theirs, and lets them change no other', async () => {
    const { body } = await send(t, 'POST', '/v1/tasks', {
      jwt: owner,
      body: aTask({ title: 'Tâche du patron' }),
    });
    const id = body.task.id as string;
    const seen = await send(t, 'GET', '/v1/tasks?limit=500', { jwt: agent });
    expect(seen.body.tasks.map((x: { id: string }) => x.id)).not.toContain(id);
    for (const ids of seen.body.tasks) expect([ids.assignee?.id, ids.createdBy?.id]).toContain(agentId);
    const [row] = await t.db.select().from(tasks).where(eq(tasks.id, id));
    expect((await send(t, 'PUT', `/v1/tasks/${id}`, { jwt: agent, body: aTask() })).status).toBe(404);
    expect((await send(t, 'POST', `/v1/tasks/${id}/complete`, { jwt: agent })).status).toBe(404);
    expect((await send(t, 'DELETE', `/v1/tasks/${id}`, { jwt: agent })).status).toBe(404);
    const [after] = await t.db.select().from(tasks).where(eq(tasks.id, id));
    expect(after).toEqual(row);
    const iam = await t.login('iam.sans.taches@cuvee.test');
    const all = await send(t, 'GET', '/v1/tasks?limit=500', { jwt: iam });
    expect(all.body.tasks.map((x: { id: string }) => x.id)).toContain(id);
  });

  it("lists the team a task may be assigned to, not another shop's", async () => {
    const res = await send(t, 'GET', '/v1/tasks/assignees', { jwt: agent });
    expect(res.status).toBe(200);
    const ids = res.body.assignees.map((a: { id: string }) => a.id);
    expect(ids).toEqual(expect.arrayContaining([ownerId, agentId]));
    expect(ids).not.toContain(await userIdOf(t, 'maison.seconde@cuvee.demo'));
    expect(ids).not.toContain(await userIdOf(t, 'client@cuvee.demo'));
  });

  it("keeps another shop's tasks out of sight and out of reach", async () => {
    const { body } = await send(t, 'POST', '/v1/tasks', { jwt: owner, body: aTask({ title: 'Secret' }) });
    const id = body.task.id as string;
    const [row] = await t.db.select().from(tasks).where(eq(tasks.id, id));
    const seconde = await t.login('maison.seconde@cuvee.demo');
    const theirs = await send(t, 'GET', '/v1/tasks', { jwt: seconde });
    expect(theirs.status).toBe(200);
    expect(theirs.body.tasks.map((x: { id: string }) => x.id)).not.toContain(id);
    expect((await send(t, 'PUT', `/v1/tasks/${id}`, { jwt: seconde, body: aTask() })).status).toBe(404);
    expect(
      (await send(t, 'PATCH', `/v1/tasks/${id}/move`, { jwt: seconde, body: { dueAt: inDays(5) } })).status,
    ).toBe(404);
    expect((await send(t, 'POST', `/v1/tasks/${id}/complete`, { jwt: seconde })).status).toBe(404);
    expect((await send(t, 'DELETE', `/v1/tasks/${id}`, { jwt: seconde })).status).toBe(404);
    const named = await send(t, 'GET', '/v1/tasks', { jwt: seconde, shopId: demoId });
    expect(named.status).toBe(403);
    expect(named.body.message).toBe("Vous n'avez pas accès aux tâches de cette boutique");
    const [after] = await t.db.select().from(tasks).where(eq(tasks.id, id));
    expect(after).toEqual(row);
  });
});

describe('GET /v1/tasks by range and status', () => {
  it('answers the tasks of a range (the calendar), overdue ones, and by status', async () => {
    const make = async (title: string, dueAt: string) =>
      (await send(t, 'POST', '/v1/tasks', { jwt: owner, body: aTask({ title, dueAt }) })).body.task
        .id as string;
    const past = await make('En retard', inDays(-2));
    const inWeek = await make('Dans la semaine', inDays(4));
    const later = await make('Le mois prochain', inDays(40));
    const week = await send(t, 'GET', `/v1/tasks?from=${inDays(-7, 0)}&to=${inDays(7, 0)}&limit=500`, {
      jwt: owner,
    });
    const ids = week.body.tasks.map((x: { id: string }) => x.id);
    expect(ids).toEqual(expect.arrayContaining([past, inWeek]));
    expect(ids).not.toContain(later);
    const dues = week.body.tasks.map((x: { dueAt: string }) => x.dueAt);
    expect(dues).toEqual([...dues].sort());
    const overdue = await send(t, 'GET', '/v1/tasks?overdue=true', { jwt: owner });
    expect(overdue.body.tasks.map((x: { id: string }) => x.id)).toEqual([past]);
    await send(t, 'POST', `/v1/tasks/${past}/complete`, { jwt: owner });
    expect((await send(t, 'GET', '/v1/tasks?overdue=true', { jwt: owner })).body.tasks).toEqual([]);
    const done = await send(t, 'GET', '/v1/tasks?status=done', { jwt: owner });
    expect(done.body.tasks.every((x: { done: boolean }) => x.done)).toBe(true);
    const page = await send(t, 'GET', '/v1/tasks?status=open&limit=1', { jwt: owner });
    expect(page.body.tasks).toHaveLength(1);
    expect(page.body.total).toBeGreaterThan(1);
  });
});
