import { eq } from 'drizzle-orm';
import type { TestApp } from '../../test/test-app.ts';
import { makeClientRecord } from '../clients/clients.record.fixtures.ts';
import { clientActivities } from '../clients/index.ts';
import { notifications } from '../notifications/index.ts';
import { shops } from '../shops/index.ts';
import { users } from '../users/index.ts';
import { tasks } from './tasks.table.ts';

/** What the tasks tests share: ids of the demo, rows to count, calls of every method. */

export const shopIdOf = async (t: TestApp, urlShop: string) => {
  const [shop] = await t.db.select({ id: shops.id }).from(shops).where(eq(shops.urlShop, urlShop));
  return shop!.id;
};
export const userIdOf = async (t: TestApp, email: string) => {
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return user!.id;
};

/** A client record, made through the clients module (issue 25). */
export const makeClient = (t: TestApp, shopId: string, company: string, agentId: string | null = null) =>
  makeClientRecord(t.db, shopId, company, agentId);

export const countTasks = async (t: TestApp) => (await t.db.select({ id: tasks.id }).from(tasks)).length;
export const notificationsOf = (t: TestApp, userId: string) =>
  t.db.select().from(notifications).where(eq(notifications.userId, userId));
export const activitiesOf = (t: TestApp, clientId: string) =>
  t.db.select().from(clientActivities).where(eq(clientActivities.clientId, clientId));

/** Any call, PATCH and the shop header included. */
export async function send(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  opts: { jwt?: string; body?: unknown; shopId?: string } = {},
) {
  const res = await t.app.inject({
    method,
    url,
    headers: {
      ...(opts.jwt ? { authorization: `Bearer ${opts.jwt}` } : {}),
      ...(opts.shopId ? { 'x-shop-id': opts.shopId } : {}),
    },
    ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers of many shapes
  return { status: res.statusCode, body: res.json() as Record<string, any> };
}

export const inDays = (days: number, hour = 10) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  date.setUTCHours(hour, 0, 0, 0);
  return date.toISOString();
};

export const aTask = (over: Record<string, unknown> = {}) => ({
  title: 'Appeler la Cave du Port',
  activity: 'phone',
  priority: 'high',
  dueAt: inDays(1),
  durationMinutes: 30,
  ...over,
});
