import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { outboxMails } from './api.ts';

/*
 * Registration answers the same for a new and a known address (decision 0027, addendum on
 * registration): no session; the account's link comes by mail. A journey reads that mail in the
 * development outbox (as the admin, decision 0021) and follows the link, as a person does.
 */

export type AccountKind = 'buyer' | 'seller' | 'agent';

/** The path and query of the newest validation link mailed to `email` (polls: mails follow answers). */
export async function validationLink(request: APIRequestContext, email: string): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        text =
          (await outboxMails(request, email)).find((m) => m.text.includes('/auth/validate?token='))?.text ??
          '';
        return text;
      },
      { timeout: 15_000 },
    )
    .toContain('/auth/validate?token=');
  const link = new URL(text.match(/https?:\/\/\S+\/auth\/validate\?token=[\w-]+/)![0]);
  return `${link.pathname}${link.search}`;
}

export type Validated = { jwt: string; user: { id: string; shops: { id: string; urlShop: string }[] } };

/** Registers through the API and follows the mailed link: answers the session (jwt, user). */
export async function registerAndValidate(
  request: APIRequestContext,
  kind: AccountKind,
  data: Record<string, unknown> & { email: string },
): Promise<Validated> {
  const registered = await request.post(`/v1/auth/register/${kind}`, { data });
  expect(registered.status(), `register ${data.email}`).toBe(200);
  const token = new URLSearchParams((await validationLink(request, data.email)).split('?')[1]).get('token');
  const validated = await request.post('/v1/auth/validate', { data: { token } });
  expect(validated.status(), `validate ${data.email}`).toBe(200);
  return (await validated.json()) as Validated;
}

/**
 * After the registration form's answer: its mailbox message shows, then the mailed link is
 * opened in the page, which signs the new account in.
 */
export async function openMailedLink(page: Page, email: string): Promise<void> {
  await expect(
    page.getByRole('status').filter({ hasText: 'Vérifiez votre boîte mail' }).first(),
  ).toBeVisible();
  await page.goto(await validationLink(page.request, email));
}
