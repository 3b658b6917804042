import { describe, expect, it } from 'vitest';
import { matchRoute } from './routes.ts';
import { servedByStorefront } from './storefront-build.ts';

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
