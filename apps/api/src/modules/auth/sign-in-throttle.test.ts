import { SIGN_IN_THROTTLE } from '@cuvee/domain';
import { like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { BAD_CREDENTIALS } from './auth.service.ts';
import { attemptCounters } from './sessions.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const FREE = SIGN_IN_THROTTLE.freeTries;
const signIn = async (email: string, password: string, address = '203.0.113.7', app = t.app) => {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    payload: { email, password },
    remoteAddress: address,
  });
  return { status: res.statusCode, body: res.json() as { message?: string }, headers: res.headers };
};
/** The answers a caller sees, without the parts that differ by design (tokens). */
const seen = (r: Awaited<ReturnType<typeof signIn>>) => `${r.status} ${r.body.message ?? ''}`;

/** The wait imposed on every counter ends now, as if its time had passed. */
const waitOver = () =>
  t.db
    .update(attemptCounters)
    .set({ blockedUntil: sql`now() - interval '1 second'` })
    .where(like(attemptCounters.key, 'sign-in:%'));

describe('sign-in throttling by account and address (decision 0027)', () => {
  it('lets the free tries through, then makes the next wait, with the same French answers for an unknown account', async () => {
    const play = async (email: string) => {
      const answers: string[] = [];
      for (let i = 0; i <= FREE; i++) answers.push(seen(await signIn(email, `Mauvais${i}!`)));
      const waiting = await signIn(email, 'Cuvee2026');
      answers.push(seen(waiting));
      return { answers, retryAfter: waiting.headers['retry-after'] };
    };
    const real = await play('proprietaire@cuvee.demo');
    const unknown = await play('personne@inconnu.fr');
    expect(real.answers.slice(0, FREE + 1)).toEqual(Array(FREE + 1).fill(`401 ${BAD_CREDENTIALS}`));
    expect(real.answers[FREE + 1]).toBe('429 Trop de tentatives de connexion. Réessayez dans 1 seconde.');
    expect(real.retryAfter).toBe('1');
    expect(unknown).toEqual(real);
    await waitOver();
  });

  it('locks no one out: the owner signs in from their own address while a stranger is made to wait', async () => {
    // Their own: an address they signed in from before (decision 0027's addendum).
    expect((await signIn('proprietaire@cuvee.demo', 'Cuvee2026', '192.0.2.10')).status).toBe(200);
    for (let i = 0; i <= FREE + 3; i++)
      await signIn('proprietaire@cuvee.demo', `Devine${i}!`, '198.51.100.66');
    expect((await signIn('proprietaire@cuvee.demo', 'Cuvee2026', '198.51.100.66')).status).toBe(429);
    expect((await signIn('proprietaire@cuvee.demo', 'Cuvee2026', '192.0.2.10')).status).toBe(200);
    await waitOver();
  });

  it('makes the wait grow with each further wrong try, and the right password ends the count', async () => {
    const email = 'client@cuvee.demo';
    const address = '203.0.113.50';
    for (let i = 0; i < FREE; i++) await signIn(email, `Faux${i}!`, address);
    const waits: string[] = [];
    for (let i = 0; i < 4; i++) {
      expect((await signIn(email, `Encore${i}!`, address)).status).toBe(401);
      waits.push(String((await signIn(email, 'Cuvee2026', address)).headers['retry-after']));
      await waitOver();
    }
    expect(waits).toEqual(['1', '2', '4', '8']);
    expect((await signIn(email, 'Cuvee2026', address)).status).toBe(200);
    // Counted from zero again: the next wrong tries are free.
    for (let i = 0; i < FREE; i++) expect((await signIn(email, `Oups${i}!`, address)).status).toBe(401);
    await waitOver();
  });

  it('counts parallel tries one by one: a burst gets no more guesses than the free tries and one', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signIn('collaborateur@cuvee.demo', `Rafale${i}!`, '203.0.113.99')),
    );
    expect(answers.filter((a) => a.status === 401)).toHaveLength(FREE + 1);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(20 - FREE - 1);
    await waitOver();
  });

  it('holds across API processes sharing the database', async () => {
    const other = await t.sibling();
    for (let i = 0; i <= FREE; i++) await signIn('agent@cuvee.demo', `Ailleurs${i}!`, '203.0.113.77');
    const there = await signIn('agent@cuvee.demo', 'Cuvee2026', '203.0.113.77', other);
    expect(there.status).toBe(429);
    expect(there.body.message).toMatch(/^Trop de tentatives de connexion/);
    await waitOver();
  });

  it('stores no e-mail address in its counters', async () => {
    await signIn('pro@cuvee.demo', 'PasLeBon1!');
    const keys = (await t.db.select({ key: attemptCounters.key }).from(attemptCounters)).map((r) => r.key);
    expect(keys.some((k) => k.includes('@'))).toBe(false);
  });
});
