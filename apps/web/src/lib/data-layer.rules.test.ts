import { describe, expect, it } from 'vitest';
import { webSources } from './web-sources.testing.ts';

/*
 * The web app's one way to reach the API (decision 0017), kept by reading its sources: one
 * typed client over the route contracts, TanStack Query for every piece of server state, and
 * every answer typed from packages/contracts.
 */
const sources = webSources();

const offenders = (pattern: RegExp, allowed: readonly string[] = []) =>
  sources.filter(({ file, text }) => pattern.test(text) && !allowed.includes(file)).map(({ file }) => file);

/** Answers the API gives, typed once in packages/contracts: never declared again here. */
const ANSWER_NAMES = [
  'ManagedProduct',
  'ManagedFormat',
  'ManagedVintage',
  'ProductListRow',
  'PriceGridRow',
  'Storefront',
  'StorefrontResponse',
  'StoreProduct',
  'StoreFormat',
  'StoreBox',
  'ProductPage',
  'PublicShop',
  'PublicUser',
  'Shop',
  'ShopLegal',
  'ShopTab',
  'Elabel',
  'ElabelNutrition',
  'Notification',
  'MaintenanceResponse',
];

describe('the web data layer (decision 0017)', () => {
  it('has no home-made cache: TanStack Query holds all server state', () => {
    expect(sources.filter(({ file }) => file.endsWith('light-query.ts'))).toEqual([]);
    expect(offenders(/light-query|useLightQuery|refreshLight|seedLight/)).toEqual([]);
  });

  it('reaches the API only through call(route, …): no raw fetch, no untyped api<T>()', () => {
    // The version file is a static file of the build, not an API route.
    expect(
      offenders(/\bfetch\(/, ['lib/api-client.ts', 'features/platform/api/platform.queries.ts']),
    ).toEqual([]);
    expect(offenders(/\bapi<|\bapi\(/)).toEqual([]);
    expect(
      offenders(/import \{[^}]*\brequest\b[^}]*\} from '[./]*(lib\/)?api-client\.ts'/, ['lib/api-call.ts']),
    ).toEqual([]);
    expect(offenders(/['"`]\/v1\//, [])).toEqual([]);
  });

  it('calls from each feature’s api/ folder (queries and mutations), never from a component', () => {
    const callers = sources
      .filter(({ text }) => /from '[./]*(lib\/)?api-call\.ts'/.test(text))
      .map(({ file }) => file);
    for (const file of callers)
      expect(file).toMatch(/^(features\/[\w-]+\/api\/[\w.-]+\.ts|lib\/[\w.-]+\.tsx?)$/);
  });

  it('declares no answer type by hand: each comes from the contracts (z.infer, RouteResponse)', () => {
    const declared = new RegExp(
      `(?:type|interface)\\s+(?:${ANSWER_NAMES.join('|')})\\b\\s*(?:=\\s*\\{|\\{|=\\s*[A-Z]\\w*\\s*&)`,
    );
    expect(offenders(declared)).toEqual([]);
    expect(offenders(/(?:type|interface)\s+\w*(?:Response|Answer)\b\s*(?:=\s*\{|\{)/)).toEqual([]);
    expect(sources.filter(({ file }) => /\.types\.ts$/.test(file) && /\/api\//.test(file))).toEqual([]);
  });

  it('gives each feature one query-key factory, in features/<feature>/api/<feature>.queries.ts', () => {
    const factories = sources
      .filter(({ text }) => /export const \w+Keys = \{/.test(text))
      .map(({ file }) => file);
    for (const file of factories) expect(file).toMatch(/^features\/([\w-]+)\/api\/\1\.queries\.ts$/);
  });
});
