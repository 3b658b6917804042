import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';

// Every statement the app sends is counted, so a query per row cannot hide.
const seen: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { logger: { logQuery: (q) => seen.push(q) } });
});
afterAll(() => t?.close());

async function queriesOf(run: () => Promise<unknown>) {
  seen.length = 0;
  await run();
  return [...seen];
}

it('lists 20 products with filters in at most 3 SQL queries', async () => {
  const url = `/v1/products?shopIds=${encodeURIComponent('["domaine-demo"]')}&limit=20&filter=${encodeURIComponent('{"productType":{"$ne":"prestation"},"color":"red"}')}`;
  const anonymous = await queriesOf(async () => expect((await call(t.app, 'GET', url)).status).toBe(200));
  expect(anonymous.length).toBeLessThanOrEqual(3);
  const jwt = await t.login('pro@cuvee.demo');
  // A signed-in buyer adds only the one query that loads who they are.
  const signedIn = await queriesOf(async () =>
    expect((await call(t.app, 'GET', url, { jwt })).status).toBe(200),
  );
  expect(signedIn.length).toBeLessThanOrEqual(4);
});

it('answers one product in at most 2 SQL queries, 3 signed in', async () => {
  const url = '/v1/shops/domaine-demo/products/les-galets-rouge';
  const q = await queriesOf(async () => expect((await call(t.app, 'GET', url)).status).toBe(200));
  expect(q.length).toBeLessThanOrEqual(2);
  for (const email of ['pro@cuvee.demo', 'proprietaire@cuvee.demo']) {
    const jwt = await t.login(email);
    const signedIn = await queriesOf(async () =>
      expect((await call(t.app, 'GET', url, { jwt })).status).toBe(200),
    );
    expect(signedIn.length).toBeLessThanOrEqual(3);
  }
});
