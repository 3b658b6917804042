import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../test/test-app.ts';

// Issue 23, finding 11: a URL's query string carries what people typed (an e-mail, a SIRET, a
// search term); the access log keeps the path and the names of the parameters, and the values of
// a few harmless ones only (decision 0021's addendum).

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({}, { logStream: { write: (l) => lines.push(l) } });
});
afterAll(() => t?.close());

const EMAIL = 'someone.secret@example.com';
const SIRET = '73282932000074';
const TERM = 'Dupont-Confidentiel';

it('logs the path of a personal search, never the e-mail, SIRET or term it carries', async () => {
  const jwt = await t.login('proprietaire@cuvee.demo');
  lines.length = 0;
  const dup = await call(
    t.app,
    'GET',
    `/v1/clients/duplicates?email=${encodeURIComponent(EMAIL)}&siret=${SIRET}`,
    { jwt },
  );
  expect(dup.status).toBe(200);
  const search = await call(t.app, 'GET', `/v1/clients?q=${TERM}&limit=10&sort=name`, { jwt });
  expect(search.status).toBe(200);
  // Refused input is logged the same way.
  const bad = await call(t.app, 'GET', `/v1/clients?q=${TERM}&limit=abc`, { jwt });
  expect(bad.status).toBe(400);

  const log = lines.join('');
  for (const secret of [EMAIL, encodeURIComponent(EMAIL), 'someone.secret', SIRET, TERM])
    expect(log, secret).not.toContain(secret);
  const urls = lines.map((l) => JSON.parse(l)).flatMap((l) => (l.req?.url ? [l.req.url as string] : []));
  // The path stays, with the parameters' names; harmless values (a page size, a sort) stay too.
  expect(urls.some((u) => u.startsWith('/v1/clients/duplicates?email=') && u.includes('siret='))).toBe(true);
  expect(
    urls.some((u) => u.startsWith('/v1/clients?q=') && u.includes('limit=10') && u.includes('sort=name')),
  ).toBe(true);
});
