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

/**
 * A validated order of `quantity` bottles of Les Galets Rouge for a new professional client of
 * the journey's own (`company`), entered as the owner would through the API; answers its id.
 */
export async function validatedOrderFor(
  request: APIRequestContext,
  jwt: string,
  client: { company: string; firstname: string; lastname: string; civility: 'mr' | 'mrs' },
  quantity: number,
): Promise<string> {
  const post = async <T>(url: string, data: object) => {
    const res = await request.post(url, { headers: bearer(jwt), data });
    if (res.status() !== 200) throw new Error(`${url}: ${res.status()} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const stock = (await (await request.get('/v1/stocks?limit=200', { headers: bearer(jwt) })).json()) as {
    lines: {
      productId: string;
      productName: string;
      formatId: string;
      vintage: string | null;
      available: number;
    }[];
  };
  const line = stock.lines.find((l) => l.productName === 'Les Galets Rouge' && l.available >= quantity);
  if (!line) throw new Error(`Les Galets Rouge : moins de ${quantity} bouteilles disponibles`);
  const created = await post<{ client: { id: string } }>('/v1/clients', {
    kind: 'professional',
    ...client,
    companyType: 'sarl',
    typology: 'caviste',
    paymentMethod: 'transfer',
    paymentDelay: 'days30',
  });
  const { order } = await post<{ order: { id: string } }>('/v1/orders/manage', {
    kind: 'order',
    clientId: created.client.id,
    paymentDelay: 'days30',
    lines: [
      { productId: line.productId, formatId: line.formatId, vintage: line.vintage, quantity, discountBp: 0 },
    ],
  });
  await post(`/v1/orders/${order.id}/actions/validate`, {});
  return order.id;
}
