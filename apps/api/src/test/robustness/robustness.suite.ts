import { appendFileSync } from 'node:fs';
import { ALL_ROUTES } from '@cuvee/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.ts';
import { calibrate } from './calibrate.ts';
import { type Caller, checkOperation } from './checker.ts';
import { demoCallers, demoValues } from './demo-callers.ts';
import { fingerprint } from './fingerprint.ts';
import { casesFor, type RealValues } from './generator.ts';
import { type OpenApiDocument, type Operation, operationName, operationsOf } from './openapi.ts';
import { places } from './places.ts';

/**
 * Every operation of the OpenAPI document, sent generated bad input as every kind of caller:
 * no 5xx, a French message for each 4xx, no row changed (docs/decisions/0026). The operations
 * are walked in parts (robustness.<part>.test.ts), each on its own app and database, so
 * that the workers run them side by side and no part's time grows with every new domain.
 */
// ROBUSTNESS_TRACE=<file> writes every answer there; ROBUSTNESS_REPORT=1 prints the time per operation.
const traceFile = process.env.ROBUSTNESS_TRACE;
const trace = traceFile ? (line: string) => appendFileSync(traceFile, `${line}\n`) : undefined;
export type RobustnessPart = 'catalogue' | 'sales' | 'billing' | 'tourism' | 'team' | 'offers' | 'account';

const PARTS: Record<Exclude<RobustnessPart, 'account'>, RegExp> = {
  catalogue:
    /^\/v1\/(products|dashboard\/products|prices|storefront|elabel|uploads|stock|warehouses|shops\/\{\w+\}\/(catalogue|stock))/,
  sales:
    /^\/v1\/(orders|delivery|clients|tasks|opportunities|imports|auth\/client-invitations|shops\/\{\w+\}\/payment-types)/,
  billing: /^\/v1\/(invoices|documents(?!\/to-download)|payments|sales-exports|accounting)/,
  tourism: /^\/v1\/(reservations|shops\/\{\w+\}\/events)/,
  // The sales team (issue 28): collaborators, agents, commissions, objectives, tour mode.
  team: /^\/v1\/(collaborators|role-presets|shop-agents|commissions|objectives|sales-structure|budget|agents?\/|agent-requests|users\/me\/agent|shops\/\{\w+\}\/(tour|agent-requests))/,
  // What a buyer is offered (issue 29): promo codes and loyalty.
  offers: /^\/v1\/(promo-codes|loyalty|account\/loyalty)/,
};

/** The part an operation is walked in: catalogue, sales and CRM, billing, wine tourism, the sales team, offers, or the account and the rest. */
export function partOf(path: string): RobustnessPart {
  if (PARTS.catalogue.test(path)) return 'catalogue';
  if (PARTS.sales.test(path)) return 'sales';
  if (PARTS.billing.test(path)) return 'billing';
  if (PARTS.tourism.test(path)) return 'tourism';
  if (PARTS.team.test(path)) return 'team';
  if (PARTS.offers.test(path)) return 'offers';
  return 'account';
}

export function robustnessSuite(part: RobustnessPart) {
  let t: TestApp;
  let operations: Operation[];
  let callers: Caller[];
  let real: RealValues;
  beforeAll(async () => {
    t = await createTestApp();
    const doc = (await t.app.inject({ method: 'GET', url: '/v1/docs/json' })).json() as OpenApiDocument;
    operations = operationsOf(doc).filter((op) => partOf(op.path) === part);
    callers = await demoCallers(t);
    real = await demoValues(t);
  });
  afterAll(() => t?.close());

  describe(`robustness of every operation (${part})`, () => {
    it('generates cases for every operation of the part', () => {
      // Every route of the contracts is an operation of the document (modules/platform/http.test.ts).
      const names = operations.map(operationName);
      const routes = ALL_ROUTES.map((r) => ({ ...r, path: r.path.replace(/:(\w+)/g, '{$1}') }));
      expect(names).toEqual(
        expect.arrayContaining(
          routes.filter((r) => partOf(r.path) === part).map((r) => `${r.method} ${r.path}`),
        ),
      );
      const without = operations.filter((op) => casesFor(op, real).length === 0).map(operationName);
      expect(without).toEqual([]);
      // And every place of every body has a bad value of its own.
      const uncovered = operations.flatMap((op) => {
        const labels = casesFor(op, real).map((c) => c.label);
        return (op.body ? places(op.body) : [])
          .map((p) => `body.${p.at.join('.')}`)
          .filter((at) => !labels.some((l) => l.startsWith(`${at}:`)))
          .map((at) => `${operationName(op)} ${at}`);
      });
      expect(uncovered).toEqual([]);
    });

    it('answers no 5xx, a French message for each refusal, and changes no row', async () => {
      const started = performance.now();
      const problems: string[] = [];
      let requests = 0;
      const perOperation: string[] = [];
      for (const op of operations) {
        const opStarted = performance.now();
        const result = await checkOperation({
          app: t.app,
          op,
          callers,
          fingerprint: () => fingerprint(t.db),
          trace,
          prepare: async () => {
            const { skeleton, admitted } = await calibrate({ app: t.app, op, callers, real, trace });
            return { cases: casesFor(op, real, skeleton), admitted };
          },
        });
        problems.push(...result.problems);
        requests += result.requests;
        perOperation.push(
          `${operationName(op)}: ${result.cases} cas, ${Math.round(performance.now() - opStarted)} ms`,
        );
      }
      if (process.env.ROBUSTNESS_REPORT === '1') {
        console.log(perOperation.join('\n'));
        console.log(
          `${operations.length} opérations, ${requests} requêtes, ${Math.round(performance.now() - started)} ms`,
        );
      }
      expect(problems).toEqual([]);
    }, 120_000);
  });
}
