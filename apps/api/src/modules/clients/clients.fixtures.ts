import { eq, sql } from 'drizzle-orm';
import { addMembership, makeUser } from '../../db/seed/factories.ts';
import type { TestApp } from '../../test/test-app.ts';
import { shops } from '../shops/index.ts';
import { users } from '../users/users.table.ts';
import { clientActivities, clientAddresses, clients } from './clients.table.ts';

/** What the clients tests share: the demo shop, its team, extra members, counts, a request helper. */

export async function shopIdOf(t: TestApp, url: string): Promise<string> {
  const [row] = await t.db.select({ id: shops.id }).from(shops).where(eq(shops.urlShop, url));
  return row!.id;
}

export async function userIdOf(t: TestApp, email: string): Promise<string> {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

/** A collaborator of the shop with exactly these authorizations (a map grants only its trues). */
export async function memberWith(
  t: TestApp,
  shopId: string,
  email: string,
  role: 'iam' | 'agent',
  authorizations: Record<string, boolean> | null,
) {
  const user = await makeUser(t.db, { role, email, firstname: 'Membre', lastname: email.split('@')[0]! });
  await addMembership(t.db, { shopId, userId: user.id, role, authorizations });
  return { id: user.id, jwt: await t.login(email) };
}

export async function counts(t: TestApp) {
  const n = async (table: typeof clients | typeof clientAddresses | typeof clientActivities) =>
    Number(
      (
        (await t.db.execute(sql`select count(*)::int as n from ${table}`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]!.n,
    );
  return {
    clients: await n(clients),
    addresses: await n(clientAddresses),
    activities: await n(clientActivities),
  };
}

export async function req(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  opts: { jwt?: string; body?: unknown; shop?: string } = {},
) {
  const res = await t.app.inject({
    method,
    url,
    headers: {
      ...(opts.jwt ? { authorization: `Bearer ${opts.jwt}` } : {}),
      ...(opts.shop ? { 'x-shop-id': opts.shop } : {}),
    },
    ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
  });
  const isJson = (res.headers['content-type'] ?? '').toString().includes('json');
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers of many shapes
  const body = (isJson ? res.json() : {}) as Record<string, any>;
  return { status: res.statusCode, body, raw: res.body, headers: res.headers };
}

export const text = (message: unknown) => [message].flat().join(' ');

/** A professional client as the back office sends it. */
export const proClient = (over: Record<string, unknown> = {}) => ({
  kind: 'professional',
  civility: 'mr',
  firstname: 'Jean',
  lastname: 'Testeur',
  company: 'Cave Test',
  companyType: 'sarl',
  siret: '73282932000074',
  email: 'contact@cave-test.fr',
  phone: '+33611223344',
  typology: 'caviste',
  paymentMethod: 'transfer',
  paymentDelay: 'days30EndOfMonth',
  tags: ['Test'],
  addresses: [
    {
      kind: 'delivery',
      isDefault: true,
      address: {
        firstname: 'Jean',
        lastname: 'Testeur',
        street: '1 rue du Test',
        zipcode: '75011',
        city: 'Paris',
        country: 'FR',
      },
    },
  ],
  ...over,
});
