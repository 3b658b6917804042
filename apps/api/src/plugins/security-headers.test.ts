import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webDistFixture } from '../flows/page-preload.fixture.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { securityHeaders } from './security-headers.ts';

// A built web app of a few files (flows/page-preload.fixture.ts), with one script of the build.
const { dist } = webDistFixture();
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'assets', 'index-1.js'), 'console.log(1)');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ webDist: dist });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

type Headers = Record<string, string | string[] | number | undefined>;
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** The policy's directives by name. */
function csp(headers: Headers): Map<string, string[]> {
  const policy = String(headers['content-security-policy'] ?? '');
  return new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

function expectSecurityHeaders(headers: Headers) {
  const policy = csp(headers);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('script-src-attr')).toEqual(["'none'"]);
  expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
  expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(String(headers['permissions-policy'])).toContain('camera=()');
  expect(String(headers['permissions-policy'])).toContain('geolocation=()');
  // Plain HTTP: no HSTS (a browser ignores it there, and a TLS-less start must stay reachable).
  expect(headers['strict-transport-security']).toBeUndefined();
}

describe('every answer carries the security headers (decision 0024)', () => {
  it('an API answer', async () => {
    const res = await get('/v1/shops');
    expect(res.statusCode).toBe(200);
    expectSecurityHeaders(res.headers);
  });

  it('an API error answer and an unknown API route', async () => {
    const unauthorised = await get('/v1/users/me');
    expect(unauthorised.statusCode).toBe(401);
    expectSecurityHeaders(unauthorised.headers);
    const missing = await get('/v1/nothing-here');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toContain('Route introuvable');
    expectSecurityHeaders(missing.headers);
  });

  it('a file of the build and a missing upload', async () => {
    const file = await get('/assets/index-1.js');
    expect(file.statusCode).toBe(200);
    expectSecurityHeaders(file.headers);
    const upload = await get('/uploads/absent.webp');
    expect(upload.statusCode).toBe(404);
    expectSecurityHeaders(upload.headers);
  });

  it('a shop page (rendered on the server, its age gate included): no inline script, scripts from the app only', async () => {
    const res = await get('/domaine-demo', { 'accept-encoding': 'gzip' });
    expect(res.statusCode).toBe(200);
    expectSecurityHeaders(res.headers);
    const html = gunzipSync(res.rawPayload).toString('utf8');
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    const executable = scripts.filter(([, attrs]) => !/type="application\/(ld\+)?json"/.test(attrs!));
    expect(executable.length).toBeGreaterThan(0);
    expect(executable.every(([, attrs]) => /\bsrc=/.test(attrs!))).toBe(true);
    expect(csp(res.headers).get('script-src')).toEqual(["'self'"]);
    // No inline event handler anywhere in the page.
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  });

  it('a page of the app (client-side route) and a page the app does not know', async () => {
    const page = await get('/auth');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expectSecurityHeaders(page.headers);
    const unknown = await get('/no/such/page');
    expect(unknown.headers['content-type']).toContain('text/html');
    expectSecurityHeaders(unknown.headers);
  });

  it("the Swagger UI has its plugin's policy, on its pages only", async () => {
    const res = await get('/v1/docs/');
    expect(res.statusCode).toBe(200);
    const policy = csp(res.headers);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
    // A start over plain HTTP keeps its files.
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // The API's answers keep the app's policy.
    expect(csp((await get('/v1/shops')).headers).get('img-src')).toContain('https:');
  });
});

describe('HSTS only over TLS', () => {
  const appBehind = async (trustProxy: boolean) => {
    const app = Fastify({ trustProxy });
    await app.register(securityHeaders);
    app.get('/', async () => ({ ok: true }));
    return app;
  };

  it('behind a trusted proxy that terminated TLS: sent; over plain HTTP: not', async () => {
    const app = await appBehind(true);
    const tls = await app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const plain = await app.inject({ url: '/' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    await app.close();
  });

  it('a forged X-Forwarded-Proto when no proxy is trusted: not sent', async () => {
    const app = await appBehind(false);
    const res = await app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    await app.close();
  });
});

describe('Stripe.js in the policy only when card payments are on (decision 0039)', () => {
  const appWith = async (stripe?: { jsUrl: string; apiUrl: string | undefined }) => {
    const app = Fastify();
    const keys = { secretKey: 'sk_test_x', publishableKey: 'pk_test_x', webhookSecret: undefined };
    await app.register(securityHeaders, stripe ? { stripe: { ...keys, ...stripe } } : {});
    app.get('/', async () => ({ ok: true }));
    return app;
  };

  it('without keys: no Stripe origin, frames refused as before', async () => {
    const app = await appWith();
    const policy = csp((await app.inject({ url: '/' })).headers);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('frame-src')).toEqual(["'none'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    await app.close();
  });

  it("with Stripe's own Stripe.js: its script, its frames and 3-D Secure, its API", async () => {
    const app = await appWith({ jsUrl: 'https://js.stripe.com/v3/', apiUrl: undefined });
    const res = await app.inject({ url: '/' });
    const policy = csp(res.headers);
    expect(policy.get('script-src')).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com']);
    expect(policy.get('frame-src')).toEqual([
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      'https://hooks.stripe.com',
    ]);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.stripe.com']);
    // The rest of the policy is untouched.
    expectSecurityHeaders(res.headers);
    await app.close();
  });

  it('with the local stand-in: its origin only, for script, frames and calls', async () => {
    const app = await appWith({ jsUrl: 'http://127.0.0.1:4299/v3/', apiUrl: 'http://127.0.0.1:4299' });
    const policy = csp((await app.inject({ url: '/' })).headers);
    expect(policy.get('script-src')).toEqual(["'self'", 'http://127.0.0.1:4299']);
    expect(policy.get('frame-src')).toEqual(['http://127.0.0.1:4299']);
    expect(policy.get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:4299']);
    expect(policy.get('script-src')).not.toContain('https://js.stripe.com');
    await app.close();
  });
});
