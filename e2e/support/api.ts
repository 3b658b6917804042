import type { APIRequestContext } from '@playwright/test';

export const DEMO_PASSWORD = 'Cuvee2026';

/** Signs in through the API and answers the jwt, for tests that prepare data. */
export async function apiLogin(
  request: APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const res = await request.post('/v1/auth/login', { data: { email, password } });
  if (!res.ok()) throw new Error(`login ${email}: ${res.status()}`);
  return (await res.json()).jwt as string;
}

export const bearer = (jwt: string) => ({ authorization: `Bearer ${jwt}` });

export type OutboxMail = { to: string; subject: string; text: string };

/** The mails sent to `to`, newest first, read from the development outbox as the admin (decision 0021). */
export async function outboxMails(request: APIRequestContext, to: string): Promise<OutboxMail[]> {
  const jwt = await apiLogin(request, 'admin@cuvee.demo');
  const res = await request.get(`/v1/dev/outbox?to=${encodeURIComponent(to)}`, { headers: bearer(jwt) });
  if (!res.ok()) throw new Error(`outbox ${to}: ${res.status()}`);
  return (await res.json()).mails as OutboxMail[];
}
