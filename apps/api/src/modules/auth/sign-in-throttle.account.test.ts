import { ACCOUNT_SIGN_IN_THROTTLE } from '@cuvee/domain';
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { mailOutbox } from '../mail/mail.table.ts';
import { BAD_CREDENTIALS } from './auth.service.ts';
import { attemptCounters } from './sessions.table.ts';

// Issue 23, finding 9: 200 guesses at one account from 40 addresses (5 each, all within the
// per-address free tries) went unslowed. The account has its own counter, whatever the address
// (decision 0027's addendum); its owner still gets in: from an address they signed in from
// before, or from any address once a reset link they received has been used there.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const signIn = async (email: string, password: string, address: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    payload: { email, password },
    remoteAddress: address,
  });
  return { status: res.statusCode, message: (res.json() as { message?: string }).message ?? '' };
};

/** 40 addresses, 5 guesses each: what a spread-out guesser gets. */
async function spreadGuesses(email: string) {
  const answers: string[] = [];
  for (let a = 1; a <= 40; a++)
    for (let i = 0; i < 5; i++) {
      const r = await signIn(email, `Devine${a}-${i}!`, `198.51.100.${a}`);
      answers.push(`${r.status} ${r.message.replace(/\d+ (seconde|minute)s?/, 'N')}`);
    }
  return answers;
}

/** The waits imposed end now, as if their time had passed. */
const waitOver = () =>
  t.db
    .update(attemptCounters)
    .set({ blockedUntil: sql`now() - interval '1 second'` })
    .where(like(attemptCounters.key, 'sign-in%'));

describe('the account counter, whatever the address', { timeout: 150_000 }, () => {
  it('slows 200 guesses from 40 addresses after the free tries, the same for an unknown account', async () => {
    const free = ACCOUNT_SIGN_IN_THROTTLE.freeTries;
    const play = async (email: string) => {
      const answers = await spreadGuesses(email);
      const checked = answers.filter((a) => a.startsWith('401'));
      // The free tries and one are checked; then each try waits 1 s, 2 s, 4 s…: only the few
      // waits that end while this test runs let another guess through.
      expect(checked.length).toBeGreaterThanOrEqual(free + 1);
      expect(checked.length).toBeLessThan(free + 8);
      expect(answers.filter((a) => a.startsWith('429')).length).toBe(200 - checked.length);
      // (The last guess may be one of the few a wait that just ended let through on a slow run.)
      expect(answers.slice(-20).filter((a) => a.startsWith('429')).length).toBeGreaterThanOrEqual(19);
      return answers.slice(0, free + 2);
    };
    const real = await play('collaborateur@cuvee.demo');
    expect(real[0]).toBe(`401 ${BAD_CREDENTIALS}`);
    expect(real[free + 1]).toBe('429 Trop de tentatives de connexion. Réessayez dans N.');
    // An unknown account answers alike, try for try.
    expect(await play('personne.inconnue@exemple.fr')).toEqual(real);
    await waitOver();
  });

  it('the owner signs in during the attack from an address they signed in from before', async () => {
    const email = 'agent@cuvee.demo';
    expect((await signIn(email, 'Cuvee2026', '192.0.2.44')).status).toBe(200);
    await spreadGuesses(email);
    // A stranger's fresh address waits, with the right password or not…
    expect((await signIn(email, 'Cuvee2026', '203.0.113.200')).status).toBe(429);
    // …the owner's known address does not.
    expect((await signIn(email, 'Cuvee2026', '192.0.2.44')).status).toBe(200);
    // And the right password ends the account's count: a fresh address gets its free tries again.
    expect((await signIn(email, 'Mauvais1!', '203.0.113.201')).status).toBe(401);
    await waitOver();
  });

  it('the owner at a new address: the reset link they receive works, and they sign in from there', async () => {
    const email = 'pro@cuvee.demo';
    await spreadGuesses(email);
    const fresh = '192.0.2.99';
    expect((await signIn(email, 'Cuvee2026', fresh)).status).toBe(429);
    const asked = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/reset-password/request',
      payload: { email },
      remoteAddress: fresh,
    });
    expect(asked.statusCode).toBe(200);
    await t.settled();
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    const token = /token=([\w-]+)/.exec(mail!.textBody)?.[1] ?? '';
    const reset = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/reset-password',
      payload: { token, password: 'Nouveau2027' },
      remoteAddress: fresh,
    });
    expect(reset.statusCode).toBe(200);
    // The attack goes on; the owner, at the address that used the link, is let in.
    await spreadGuesses(email);
    expect((await signIn(email, 'Nouveau2027', fresh)).status).toBe(200);
  });
});
