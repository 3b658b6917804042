import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { req } from '../../modules/clients/clients.fixtures.ts';
import {
  AGENT,
  OWNER,
  type TwoPortfolios,
  twoPortfolios,
} from '../../modules/documents/documents.scope.fixtures.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { demoValues } from './demo-callers.ts';
import {
  agentMayCall,
  enumCount,
  idsOf,
  isDocumentRoute,
  type Request,
  requestsFor,
  slotsOf,
  targetOf,
} from './documents-routes.ts';
import { changedTables, fingerprint } from './fingerprint.ts';
import { type OpenApiDocument, type Operation, operationName, operationsOf } from './openapi.ts';
import { sample } from './values.ts';

/*
 * Two classes of defect found in issue 23, as rules over every operation of the OpenAPI
 * document, so that a new route cannot forget them:
 * - documents through a role's scope (finding 3): every operation that serves, lists, makes or
 *   sends the PDF of an order or invoice, asked by the demo agent with the ids of another
 *   portfolio's order, invoice or document, answers 404 and changes nothing — while the same
 *   request with the agent's own ids is accepted (so the 404 is the scope, not a bad request);
 * - personal answers never cached (finding 12): every GET the owner makes that answers 2xx
 *   carries `Cache-Control: no-store`, unless it is public by design (PUBLIC_POLICIES).
 */

let t: TestApp;
let p: TwoPortfolios;
let ops: Operation[];
beforeAll(async () => {
  t = await createTestApp({ dataDir: mkdtempSync(path.join(tmpdir(), 'cuvee-docs-rules-')) });
  p = await twoPortfolios(t);
  const doc = await t.app.inject({ method: 'GET', url: '/v1/docs/json' });
  ops = operationsOf(doc.json() as OpenApiDocument);
}, 180_000);
afterAll(() => t?.close());

const send = async (jwt: string, r: Request) =>
  req(t, r.method as 'GET' | 'POST' | 'PUT' | 'DELETE', r.url, {
    jwt,
    shop: p.shopId,
    ...(r.body === undefined ? {} : { body: r.body }),
  });

const jobCount = async () =>
  Number(
    (
      (await t.db.execute(
        sql`select count(*)::int as n from pgboss.job where name = 'documents.generate'`,
      )) as unknown as { rows: { n: number }[] }
    ).rows[0]!.n,
  );

const settled = async () => {
  await t.app.deps.jobs.settled();
  await t.settled();
};

describe('documents through a role’s scope (issue 23, finding 3)', { timeout: 600_000 }, () => {
  it('covers every document route of the OpenAPI document', () => {
    const names = ops.filter(isDocumentRoute).map(operationName);
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /v1/documents',
        'GET /v1/documents',
        'GET /v1/documents/{id}/file',
        'POST /v1/documents/{id}/send',
        'GET /v1/documents/to-download',
      ]),
    );
  });

  it("answers the agent 404 for another portfolio's ids, where their own are served, and changes nothing", async () => {
    const agent = await t.login(AGENT);
    const problems: string[] = [];
    let checked = 0;
    for (const op of ops.filter((o) => isDocumentRoute(o) && agentMayCall(o))) {
      for (const slot of slotsOf(op)) {
        // The request that the agent's own ids make work: the first kind accepted, if several.
        let variant = -1;
        for (let v = 0; v < enumCount(op) && variant < 0; v++) {
          const [own] = requestsFor(op, slot, p.mine, v, p.mine);
          const res = await send(agent, own!);
          if (res.status >= 200 && res.status < 300) variant = v;
        }
        await settled();
        const where = `${operationName(op)} (${slot.in} ${slot.name})`;
        if (variant < 0) {
          problems.push(`${where}: the agent's own ${slot.target} is refused, the rule cannot tell`);
          continue;
        }
        for (const theirs of requestsFor(op, slot, p.theirs, variant, p.mine)) {
          const [before, jobs] = [await fingerprint(t.db), await jobCount()];
          const res = await send(agent, theirs);
          await settled();
          const changed = changedTables(before, await fingerprint(t.db));
          checked += 1;
          if (res.status !== 404) problems.push(`${where} ${theirs.url}: ${res.status}, not 404`);
          else if (res.body.success !== false || typeof res.body.message !== 'string')
            problems.push(`${where}: a 404 without a French message`);
          if (changed.length) problems.push(`${where}: changed ${changed.join(', ')}`);
          if ((await jobCount()) !== jobs) problems.push(`${where}: queued a document job`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(6);
  });

  it('hands the agent, by the routes that take no id, nothing of another portfolio', async () => {
    const owner = await t.login(OWNER);
    const listed = await req(t, 'GET', `/v1/documents?orderId=${p.theirs.orderId}`, {
      jwt: owner,
      shop: p.shopId,
    });
    const theirs: string[] = listed.body.documents.map((d: { id: string }) => d.id);
    expect(theirs.length).toBeGreaterThanOrEqual(2);
    const agent = await t.login(AGENT);
    const idless = ops.filter((op) => isDocumentRoute(op) && op.method === 'GET' && slotsOf(op).length === 0);
    expect(idless.map(operationName)).toContain('GET /v1/documents/to-download');
    for (const op of idless) {
      if (op.pathParams.length) continue;
      const res = await send(agent, { method: 'GET', url: op.path });
      for (const id of theirs) expect(res.raw, operationName(op)).not.toContain(id);
    }
  });
});

/** GET answers public by design, with the policy they keep. */
const PUBLIC_POLICIES: Record<string, string> = {
  'GET /v1/elabel/{gtin}': 'public, max-age=300',
};

describe('personal answers never cached (issue 23, finding 12)', { timeout: 600_000 }, () => {
  it("every GET answered to the owner carries 'no-store', PDFs and exports included", async () => {
    const owner = await t.login(OWNER);
    const values = await demoValues(t);
    const problems: string[] = [];
    const answered: string[] = [];
    for (const op of ops.filter((o) => o.method === 'GET')) {
      let url = op.path;
      for (const prm of op.pathParams) {
        const target = targetOf(op, prm.name);
        const known = values(op, prm.name)[0];
        const value =
          known ??
          (target && /orders|invoices|documents/.test(op.path) ? idsOf(p.mine, target)[0] : undefined);
        if (!value) break;
        url = url.replace(`{${prm.name}}`, value);
      }
      if (url.includes('{')) continue;
      const query = new URLSearchParams();
      for (const q of op.queryParams) {
        const target = /id$/i.test(q.name) ? targetOf(op, q.name) : null;
        if (target && isDocumentRoute(op)) query.set(q.name, idsOf(p.mine, target)[0]!);
        else if (q.required) query.set(q.name, String(sample(q.schema, 0, q.name)));
      }
      const res = await send(owner, { method: 'GET', url: query.size ? `${url}?${query}` : url });
      if (res.status < 200 || res.status >= 300) continue;
      const name = operationName(op);
      answered.push(name);
      const expected = PUBLIC_POLICIES[name] ?? 'no-store';
      if (res.headers['cache-control'] !== expected)
        problems.push(`${name}: cache-control ${String(res.headers['cache-control'])}, not ${expected}`);
    }
    expect(problems).toEqual([]);
    // Not vacuous: the PDF, an export and the personal lists were among the answers.
    expect(answered).toEqual(
      expect.arrayContaining([
        'GET /v1/documents/{id}/file',
        'GET /v1/stocks/movements/export',
        'GET /v1/users/me',
        'GET /v1/orders',
      ]),
    );
    expect(answered.length).toBeGreaterThanOrEqual(40);
  });
});
