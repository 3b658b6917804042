import { describe, expect, it } from 'vitest';
import { matchRoute, ROUTES } from './routes.ts';
import { backOfficeNavigations, servedByShopApp, servedByStorefront } from './storefront-build.ts';

describe('the routes of the storefront build (decision 0028)', () => {
  it.each([
    ['/domaine-demo', true],
    ['/domaine-demo/les-galets-rouge', true],
    ['/shops/DEMO2026', true],
    ['/shops/DEMO2026/builders', true],
    ['/domaine-demo/legal-notice', true],
    ['/domaine-demo/nutritiveValues', true],
    ['/gs1/01/03760000000011', true],
    ['/auth/login', true],
    ['/auth', true],
    ['/auth/register/buyer', true],
    ['/auth/resetpwd', true],
    ['/dashboard', false],
    ['/shops', false],
    ['/cart', false],
    ['/admin', false],
  ])('%s → %s', (path, served) => {
    const route = matchRoute(path);
    expect(route).toBeDefined();
    expect(servedByStorefront(route!.id)).toBe(served);
  });
});

describe("the navigations the back office's offline shell answers (issue 24, problem 1)", () => {
  const shell = backOfficeNavigations();
  const answered = (path: string) => shell.some((pattern) => pattern.test(path));
  /** A concrete path of a pattern: each parameter given a plausible value, optional ones kept. */
  const example = (pattern: string) =>
    pattern.replace(/:([A-Za-z]+)\??/g, (_, name: string) =>
      name === 'name' ? 'domaine-demo' : `x-${name}`,
    );

  it.each([
    '/domaine-demo',
    '/domaine-demo/',
    '/domaine-demo/les-galets-rouge',
    '/domaine-demo/legal-notice',
    '/domaine-demo/nutritiveValues',
    '/shops/DEMO2026',
    '/shops/DEMO2026/builders/coffret-6',
    '/gs1/01/03760000000011/10/L2024',
    '/maison-seconde/cuvee-prestige',
  ])('a storefront page %s goes to the server, never to the shell', (path) => {
    expect(answered(path)).toBe(false);
  });

  it.each([
    '/',
    '/dashboard',
    '/dashboard/orders/42',
    '/cart',
    '/auth/login',
    '/shops',
    '/shops/add',
    '/admin/users',
  ])('a back-office page %s opens from the shell, offline too', (path) => {
    expect(answered(path)).toBe(true);
  });

  it('answers no page of the shop app and every other page of the route table', () => {
    for (const route of ROUTES) {
      const path = example(route.path);
      const served = matchRoute(path);
      // The example resolves to its own route (or one as specific), so the check is about it.
      if (!served || servedByShopApp(served.id) !== servedByShopApp(route.id)) continue;
      expect({ path, answered: answered(path) }).toEqual({ path, answered: !servedByShopApp(route.id) });
    }
  });
});
