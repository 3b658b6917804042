import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, parseTrustProxy } from './config.ts';
import { createTestApp } from './test/test-app.ts';

// Whom the API believes about the client's address (docs/decisions/0021).
const LIMIT = 2;
const body = { email: 'client@cuvee.demo', password: 'Cuvee2026' };

/** An app whose sign-in allows LIMIT attempts a minute, and the addresses its log gives requests. */
async function appWithLog(overrides: Parameters<typeof createTestApp>[0]) {
  const lines: string[] = [];
  const t = await createTestApp(
    { loginRateLimit: LIMIT, ...overrides },
    { logStream: { write: (l) => lines.push(l) } },
  );
  const addresses = () =>
    lines
      .map((l) => JSON.parse(l))
      .filter((l) => l.msg === 'incoming request' && l.req?.url === '/v1/auth/login')
      .map((l) => l.req.remoteAddress as string);
  const login = (forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      headers: { 'x-forwarded-for': forwardedFor },
      payload: body,
    });
  return { t, addresses, login };
}

describe('TRUST_PROXY', () => {
  it('is off by default and takes true or a list of proxy addresses', () => {
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32) }).trustProxy).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('10.0.0.2, 172.16.0.0/12,loopback,::1,192.168.0.0/255.255.0.0')).toEqual([
      '10.0.0.2',
      '172.16.0.0/12',
      'loopback',
      '::1',
      '192.168.0.0/255.255.0.0',
    ]);
  });

  it('refuses in French what is not a proxy address, a hop count among them', () => {
    expect(() => parseTrustProxy('1')).toThrow(/TRUST_PROXY : « 1 » n'est pas une adresse de proxy/);
    expect(() => parseTrustProxy('10.0.0.1, proxy.local')).toThrow(/« proxy.local »/);
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/« 10.0.0.0\/33 »/);
  });
});

describe('by default', () => {
  let s: Awaited<ReturnType<typeof appWithLog>>;
  beforeAll(async () => {
    s = await appWithLog({});
  });
  afterAll(() => s?.t.close());

  it('a forged X-Forwarded-For neither changes the address nor escapes the sign-in limit', async () => {
    for (let i = 0; i < LIMIT; i++) expect((await s.login(`198.51.100.${i + 1}`)).statusCode).toBe(200);
    const limited = await s.login('198.51.100.99');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Trop de/);
    // Every request is the connection's own address (inject's loopback), not the header's.
    expect(s.addresses()).toEqual(Array(LIMIT + 1).fill('127.0.0.1'));
  });
});

describe('behind a configured proxy', () => {
  let s: Awaited<ReturnType<typeof appWithLog>>;
  beforeAll(async () => {
    // The connection comes from loopback: the proxy named here.
    s = await appWithLog({ trustProxy: parseTrustProxy('127.0.0.1') });
  });
  afterAll(() => s?.t.close());

  it("honours the proxy's X-Forwarded-For: each client has its own limit", async () => {
    for (let i = 0; i < LIMIT; i++) expect((await s.login('203.0.113.7')).statusCode).toBe(200);
    expect((await s.login('203.0.113.7')).statusCode).toBe(429);
    // Another client behind the same proxy is not held by the first one's attempts.
    expect((await s.login('203.0.113.8')).statusCode).toBe(200);
    expect(s.addresses()).toEqual(['203.0.113.7', '203.0.113.7', '203.0.113.7', '203.0.113.8']);
  });
});
