import type { PublicUser, Shop } from '@cuvee/contracts';
import { INTEGRATIONS } from '@cuvee/domain';
import { describe, expect, it } from 'vitest';
import { publicUser } from '../test/public-user.fixture.ts';
import { guardLocation } from './route-guard.ts';

const user = (role: PublicUser['role'], authorizations: Record<string, boolean> | null = null) =>
  publicUser(role, authorizations);
const shop = { integration: Object.fromEntries(INTEGRATIONS.map((k) => [k, { active: true }])) } as Shop;
const at = (pathname: string, search = '') => ({ pathname, search });

describe('guardLocation', () => {
  it('sends an anonymous visitor to the login with the page to come back to', () => {
    expect(guardLocation(at('/dashboard/orders'), { user: null, shop: null })).toEqual({
      kind: 'redirect',
      to: '/auth/login?redirectLink=%2Fdashboard%2Forders',
      reason: 'login',
    });
  });
  it('answers notFound for unknown paths and reserved words', () => {
    expect(guardLocation(at('/dashboard/nope'), { user: null, shop: null })).toEqual({ kind: 'notFound' });
    expect(guardLocation(at('/demo'), { user: null, shop: null })).toEqual({ kind: 'notFound' });
    expect(guardLocation(at('/domaine-demo'), { user: null, shop: null })).toEqual({ kind: 'allow' });
  });
  it('keeps an iam without createProduct off product creation', () => {
    const iam = user('iam', { seeAllOrder: true });
    expect(guardLocation(at('/dashboard/products/add'), { user: iam, shop })).toMatchObject({
      kind: 'redirect',
      to: '/dashboard',
    });
    expect(guardLocation(at('/dashboard/orders'), { user: iam, shop })).toEqual({ kind: 'allow' });
  });
  it('sends staff from the shop list to their own shop, and admins to /admin', () => {
    expect(guardLocation(at('/shops'), { user: user('owner'), shop })).toMatchObject({ to: '/domaine-demo' });
    expect(guardLocation(at('/dashboard'), { user: user('admin'), shop: null })).toMatchObject({
      to: '/admin',
    });
  });
});
