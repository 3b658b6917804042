import { expect as baseExpect, type Page, test } from '@playwright/test';
import { bearer } from './support/api.ts';
import { demoPurchase, placeDemoOrder } from './support/orders.ts';
import { DEMO, openSignedIn, tokenFor } from './support/web.ts';

// Issue 25, defect 2: a whole credit note on an order not yet shipped cancels it through the
// orders' lifecycle, which gives its reserved bottles back: the stock screen shows them
// available again (the order, invoice and credit are made through the API, as the screens do).

const expect = baseExpect.configure({ timeout: 15_000 });
test.use({ viewport: { width: 1440, height: 900 }, serviceWorkers: 'block' });
test.describe.configure({ timeout: 120_000 });

type Line = {
  id: string;
  productId: string;
  formatId: string;
  vintage: string;
  reserved: number;
  available: number;
};

test('a credited unshipped order’s bottles are available again on the stock screen', async ({
  page,
  request,
}) => {
  const owner = await tokenFor(request, DEMO.owner);
  const lines = async () =>
    (
      (await (await request.get('/v1/stocks?limit=200', { headers: bearer(owner) })).json()) as {
        lines: Line[];
      }
    ).lines;
  const before = await lines();
  const purchase = await demoPurchase(request);
  const order = await placeDemoOrder(request, await tokenFor(request, DEMO.buyer), purchase);
  // The line the placement reserved on (its reserved count went up by the 2 bottles).
  const after = await lines();
  const line = after.find((l) => l.reserved === (before.find((b) => b.id === l.id)?.reserved ?? 0) + 2);
  expect(line, 'the reserved stock line').toBeDefined();
  const was = before.find((b) => b.id === line!.id)!;

  const post = (url: string, data?: unknown) =>
    request.post(url, { headers: bearer(owner), ...(data !== undefined ? { data } : {}) });
  expect((await post(`/v1/orders/${order.id}/actions/validate`)).status()).toBe(200);
  const issued = await post('/v1/invoices', { orderId: order.id });
  expect(issued.status()).toBe(200);
  const invoice = ((await issued.json()) as { invoice: { id: string } }).invoice;

  await openSignedIn(page, DEMO.owner, `/dashboard/stocks/${line!.id}`);
  await expectLevels(page, was.reserved + 2, was.available - 2);

  const credit = await post(`/v1/invoices/${invoice.id}/credit-note`, { reason: 'Commande annulée' });
  expect(credit.status()).toBe(200);
  await page.reload();
  await expectLevels(page, was.reserved, was.available);
  const read = await request.get(`/v1/orders/${order.id}`, { headers: bearer(owner) });
  expect(((await read.json()) as { order: { status: string } }).order.status).toBe('cancelled');
});

/** The line's reserved and available units as the screen prints them (the figure after its label). */
async function expectLevels(page: Page, reserved: number, available: number) {
  const printed = (n: number) => new RegExp(`\\D${n.toLocaleString('fr-FR', { maximumFractionDigits: 0 })}$`);
  await expect(page.getByTestId('line-reserved')).toHaveText(printed(reserved));
  await expect(page.getByTestId('line-available')).toHaveText(printed(available));
}
