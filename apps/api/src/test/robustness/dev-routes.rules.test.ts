import { ALL_ROUTES } from '@cuvee/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../test-app.ts';

/*
 * The class "a business route absent in production builds" (issue 23, finding 4): a route that
 * exists only outside production is a route of every default start (`npm start`, a demo, a
 * staging server), so it may only be a read-only development tool. Nothing under /v1/dev makes
 * or changes business records; tests and journeys build their data through the modules.
 */

/** The development tools allowed, each read-only (docs/decisions/0021 for the outbox). */
const DEV_TOOLS = ['GET /v1/dev/outbox'];

const isDev = (path: string) => path.startsWith('/v1/dev/') || path === '/v1/dev';
type Doc = { paths: Record<string, Record<string, unknown>> };
const documented = (doc: Doc) =>
  Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops)
      .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
      .map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
  );

describe('development routes', () => {
  let dev: TestApp;
  let prod: TestApp;
  beforeAll(async () => {
    dev = await createTestApp();
    prod = await createTestApp({ production: true });
  });
  afterAll(async () => {
    await dev?.close();
    await prod?.close();
  });

  it('the route table holds no development route but the read-only tools', () => {
    const devRoutes = ALL_ROUTES.filter((r) => isDev(r.path)).map((r) => `${r.method} ${r.path}`);
    expect(devRoutes.sort()).toEqual([...DEV_TOOLS].sort());
    for (const tool of DEV_TOOLS) expect(tool.startsWith('GET ')).toBe(true);
  });

  it('a default (development) start serves and documents no other development route', async () => {
    const doc = (await dev.app.inject({ method: 'GET', url: '/v1/docs/json' })).json() as Doc;
    const served = documented(doc).filter((op) => isDev(op.split(' ')[1]!));
    expect(served.sort()).toEqual([...DEV_TOOLS].sort());
    // Not served either under a path the route table does not hold (as the owner, who may write).
    const owner = await dev.login('proprietaire@cuvee.demo');
    for (const url of ['/v1/dev/invoices', '/v1/dev/orders', '/v1/dev/payments', '/v1/dev/seed']) {
      const res = await call(dev.app, 'POST', url, { jwt: owner, body: {} });
      expect(res.status, url).toBe(404);
    }
  });

  it('a production build serves and documents no development route at all', async () => {
    const doc = (await prod.app.inject({ method: 'GET', url: '/v1/docs/json' })).json() as Doc;
    expect(documented(doc).filter((op) => isDev(op.split(' ')[1]!))).toEqual([]);
    const admin = await prod.login('admin@cuvee.demo');
    for (const op of [...DEV_TOOLS, 'POST /v1/dev/invoices']) {
      const [method, url] = op.split(' ') as ['GET' | 'POST', string];
      const res = await call(prod.app, method, url, { jwt: admin, ...(method === 'POST' && { body: {} }) });
      expect(res.status, op).toBe(404);
    }
  });
});
