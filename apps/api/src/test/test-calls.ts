import { pathOf, type RouteContract, type RouteInput, type RouteResponse } from '@cuvee/contracts';
import { desc, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../modules/mail/mail.table.ts';
import { auth } from './test-app.ts';

/**
 * A typed call of a route from its contract (decision 0016): the path filled from `params`,
 * the query string from `query`, the shop named with X-Shop-Id when `shopId` is given.
 */
export async function callRoute<R extends RouteContract>(
  app: FastifyInstance,
  route: R,
  input: RouteInput<R> & { jwt?: string; shopId?: string },
) {
  const query = input.query
    ? `?${new URLSearchParams(
        Object.entries(input.query as Record<string, unknown>)
          .filter(([, v]) => v !== undefined)
          .map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
      )}`
    : '';
  const res = await app.inject({
    method: route.method,
    url: `${pathOf(route, input.params as Record<string, unknown> | undefined)}${query}`,
    headers: {
      ...(input.jwt ? auth(input.jwt) : {}),
      ...(input.shopId ? { 'x-shop-id': input.shopId } : {}),
    },
    ...(input.body !== undefined ? { payload: input.body as object } : {}),
  });
  const body = res.json() as RouteResponse<R> & { success: boolean; message?: string | string[] };
  return { status: res.statusCode, body };
}

/**
 * The statements that read or write data, out of those a query logger saw: a tenant
 * transaction's begin, commit and its one setting statement (decision 0015) are not a query
 * per row, which statement counts guard against.
 */
export function dataStatements(seen: readonly string[]): string[] {
  return seen.filter(
    (q) => !/^\s*(begin|commit|rollback|savepoint|release)\b/i.test(q) && !q.includes("set_config('role'"),
  );
}

type Registration = 'buyer' | 'seller' | 'agent';

/**
 * Registers an account as a person does (decision 0027, addendum on registration): the
 * registration answers no session, so this reads the validation link mailed to the address
 * (the outbox) and follows it, which answers the session. Answers the registration's answer and
 * the validation's (its jwt and user, as sign-in answers them).
 */
export async function registerValidated(
  t: { app: FastifyInstance; db: Db; settled: () => Promise<void> },
  kind: Registration,
  body: Record<string, unknown> & { email: string },
) {
  const res = await t.app.inject({ method: 'POST', url: `/v1/auth/register/${kind}`, payload: body });
  const registered = { status: res.statusCode, body: res.json() as { success: boolean; message: string } };
  if (res.statusCode !== 200) throw new Error(`register ${body.email}: ${res.statusCode} ${res.body}`);
  await t.settled();
  const token = await mailedToken(t.db, body.email, '/auth/validate?token=');
  const validated = await t.app.inject({ method: 'POST', url: '/v1/auth/validate', payload: { token } });
  if (validated.statusCode !== 200) throw new Error(`validate ${body.email}: ${validated.body}`);
  // biome-ignore lint/suspicious/noExplicitAny: the answer is read as the tests read any JSON answer.
  return { registered, ...(validated.json() as any) } as { registered: typeof registered } & Record<
    string,
    // biome-ignore lint/suspicious/noExplicitAny: as above.
    any
  >;
}

/** The token of the newest link with `marker` mailed to `to` (the mail outbox). */
export async function mailedToken(db: Db, to: string, marker: string): Promise<string> {
  const mails = await db
    .select({ text: mailOutbox.textBody })
    .from(mailOutbox)
    .where(sql`lower(${mailOutbox.toAddress}) = ${to.toLowerCase()}`)
    .orderBy(desc(mailOutbox.createdAt));
  const link = mails.map((m) => m.text).find((text) => text.includes(marker));
  const token = link && new RegExp(`${marker.replace(/[?]/g, '\\?')}([\\w-]+)`).exec(link)?.[1];
  if (!token) throw new Error(`no link ${marker} mailed to ${to}`);
  return token;
}
