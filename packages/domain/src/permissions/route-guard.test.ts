import { describe, expect, it } from 'vitest';
import { admin, agent, buyer, iamFull, owner } from './permissions.fixtures.ts';
import { allow, type Case, decide, to } from './route-guard.fixtures.ts';

const run = (cases: Case[]) =>
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    expect(decide(c)).toEqual(c.expected);
  });

describe('route guard: public pages', () => {
  run([
    { name: 'anonymous on the home page', pathname: '/', user: null, expected: allow },
    { name: 'anonymous on a shop page', pathname: '/domaine-demo/vin-rouge', user: null, expected: allow },
    { name: 'anonymous on a barcode link', pathname: '/gs1/01/03701234567890', user: null, expected: allow },
    { name: 'anonymous on the login page', pathname: '/auth/login?id=DEMO', user: null, expected: allow },
    { name: 'owner on a shop page', pathname: '/domaine-demo', user: owner, expected: allow },
    { name: 'admin on a shop page', pathname: '/domaine-demo', user: admin, expected: allow },
    {
      name: 'signed-in user validating an e-mail',
      pathname: '/auth/validate?token=x',
      user: buyer,
      expected: allow,
    },
  ]);
});

describe('route guard: guest pages send signed-in users home', () => {
  run([
    { name: 'buyer on login', pathname: '/auth/login', user: buyer, expected: to('/dashboard', 'guestOnly') },
    {
      name: 'owner on register',
      pathname: '/auth/register/buyer',
      user: owner,
      expected: to('/dashboard', 'guestOnly'),
    },
    {
      name: 'agent on reset password',
      pathname: '/auth/resetpwd',
      user: agent,
      expected: to('/dashboard', 'guestOnly'),
    },
    {
      name: 'admin on login goes to /admin',
      pathname: '/auth/login',
      user: admin,
      expected: to('/admin', 'guestOnly'),
    },
    {
      name: 'a pending redirectLink is honoured',
      pathname: '/auth/login?redirectLink=%2Fdashboard%2Forders%3Fstatus%3Dpending',
      user: owner,
      expected: to('/dashboard/orders?status=pending', 'guestOnly'),
    },
    {
      name: 'an unsafe redirectLink is ignored',
      pathname: '/auth/login?redirectLink=%2F%2Fevil.example',
      user: owner,
      expected: to('/dashboard', 'guestOnly'),
    },
    {
      name: 'a redirectLink to a guest page is ignored (no loop)',
      pathname: '/auth/login?redirectLink=%2Fauth%2Flogin',
      user: owner,
      expected: to('/dashboard', 'guestOnly'),
    },
    {
      name: 'a redirectLink to no page is ignored',
      pathname: '/auth/login?redirectLink=%2Fdashboard%2Fnowhere',
      user: owner,
      expected: to('/dashboard', 'guestOnly'),
    },
  ]);
});

describe('route guard: anonymous on a non-public route goes to login with redirectLink', () => {
  run([
    {
      name: 'dashboard',
      pathname: '/dashboard',
      user: null,
      expected: to('/auth/login?redirectLink=%2Fdashboard', 'login'),
    },
    {
      name: 'keeps the query',
      pathname: '/dashboard/orders?status=pending',
      user: null,
      expected: to('/auth/login?redirectLink=%2Fdashboard%2Forders%3Fstatus%3Dpending', 'login'),
    },
    {
      name: 'admin area',
      pathname: '/admin/users',
      user: null,
      expected: to('/auth/login?redirectLink=%2Fadmin%2Fusers', 'login'),
    },
    {
      name: 'tickets',
      pathname: '/tickets',
      user: null,
      expected: to('/auth/login?redirectLink=%2Ftickets', 'login'),
    },
    {
      name: 'an unsafe location is not carried',
      pathname: '/dashboard/orders?q=<x>',
      user: null,
      expected: to('/auth/login', 'login'),
    },
  ]);
});

describe('route guard: admin goes to /admin unless the route allows admin', () => {
  run([
    { name: 'admin on the dashboard', pathname: '/dashboard', user: admin, expected: to('/admin', 'admin') },
    { name: 'admin on tickets', pathname: '/tickets', user: admin, expected: to('/admin', 'admin') },
    {
      name: 'admin on an integration route',
      pathname: '/dashboard/agents',
      user: admin,
      expected: to('/admin', 'admin'),
    },
    { name: 'admin on /admin', pathname: '/admin', user: admin, expected: allow },
    { name: 'admin on /admin/orders', pathname: '/admin/orders', user: admin, expected: allow },
  ]);
});

describe('route guard: a role not allowed goes to the dashboard', () => {
  run([
    {
      name: 'buyer on the catalogue',
      pathname: '/dashboard/products',
      user: buyer,
      expected: to('/dashboard', 'role'),
    },
    {
      name: 'buyer on integration route (role first)',
      pathname: '/dashboard/agents',
      user: buyer,
      expected: to('/dashboard', 'role'),
    },
    {
      name: 'agent on collaborators',
      pathname: '/dashboard/collaborators',
      user: agent,
      expected: to('/dashboard', 'role'),
    },
    {
      name: 'agent on reservations',
      pathname: '/dashboard/reservations',
      user: agent,
      expected: to('/dashboard', 'role'),
    },
    { name: 'agent on tickets', pathname: '/tickets', user: agent, expected: to('/dashboard', 'role') },
    { name: 'owner on /admin', pathname: '/admin', user: owner, expected: to('/dashboard', 'role') },
    {
      name: 'iam on shop creation',
      pathname: '/shops/add',
      user: iamFull,
      expected: to('/dashboard', 'role'),
    },
    { name: 'buyer on their orders', pathname: '/dashboard/orders/42', user: buyer, expected: allow },
    {
      name: 'buyer on reservations (integration not theirs)',
      pathname: '/dashboard/reservations',
      user: buyer,
      shopIntegration: null,
      expected: allow,
    },
    { name: 'agent on samples', pathname: '/dashboard/orders/samples', user: agent, expected: allow },
    { name: 'agent on the calendar', pathname: '/dashboard/calendar', user: agent, expected: allow },
  ]);
});
