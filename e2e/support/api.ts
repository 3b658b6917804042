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
