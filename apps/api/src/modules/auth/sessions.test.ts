import { PASSWORD_CHANGE_THROTTLE, SESSION_MAX_LIFETIME_MS } from '@cuvee/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_EXPIRED } from '../../plugins/auth.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { mailOutbox } from '../mail/mail.table.ts';
import { PASSWORD_TRIES_EXCEEDED } from './sessions.service.ts';
import { attemptCounters, sessions } from './sessions.table.ts';

// Sessions recorded on the server (decision 0023): each test signs in afresh (t.login caches
// tokens, and these tests end sessions).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const PASSWORD = 'Cuvee2026';
const claims = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as { sid: string; exp: number };

async function signIn(email: string, password = PASSWORD) {
  const res = await call(t.app, 'POST', '/v1/auth/login', { body: { email, password } });
  expect(res.status).toBe(200);
  return res.body as { jwt: string; expiresAt: string; masterAccount: { users: { id: string }[] } | null };
}
const me = (jwt: string) => call(t.app, 'GET', '/v1/users/me', { jwt });
const refresh = (jwt: string) => call(t.app, 'POST', '/v1/auth/refresh', { jwt });
const logout = (jwt: string) => call(t.app, 'POST', '/v1/auth/logout', { jwt });
/** Moves the session's sign-in back in time, as if it had started `ms` ago. */
const startedAgo = (jwt: string, ms: number) =>
  t.db
    .update(sessions)
    .set({ startedAt: new Date(Date.now() - ms) })
    .where(eq(sessions.id, claims(jwt).sid));

describe('POST /v1/auth/logout', () => {
  it('ends the session: its token, and any token refreshed from it, get 401', async () => {
    const { jwt } = await signIn('client@cuvee.demo');
    const renewed = (await refresh(jwt)).body.jwt as string;
    expect((await me(jwt)).status).toBe(200);
    const out = await logout(jwt);
    expect(out.status).toBe(200);
    expect(out.body.message).toBe('Vous êtes déconnecté');
    for (const token of [jwt, renewed]) {
      const after = await me(token);
      expect(after.status).toBe(401);
      expect(after.body.message).toBe(SESSION_EXPIRED);
      expect((await refresh(token)).status).toBe(401);
    }
  });

  it("leaves the user's other sessions open", async () => {
    const phone = await signIn('pro@cuvee.demo');
    const laptop = await signIn('pro@cuvee.demo');
    expect(claims(phone.jwt).sid).not.toBe(claims(laptop.jwt).sid);
    await logout(phone.jwt);
    expect((await me(phone.jwt)).status).toBe(401);
    expect((await me(laptop.jwt)).status).toBe(200);
  });

  it('ends a master-account session, and answers without a token as before', async () => {
    const master = await signIn('multi@cuvee.demo');
    const target = master.masterAccount!.users[0]!;
    const switchTo = (jwt: string) =>
      call(t.app, 'POST', '/v1/auth/switch-account', { jwt, body: { userId: target.id } });
    expect((await switchTo(master.jwt)).status).toBe(200);
    await logout(master.jwt);
    expect((await switchTo(master.jwt)).status).toBe(401);
    expect((await call(t.app, 'POST', '/v1/auth/logout')).status).toBe(200);
  });
});

describe('POST /v1/auth/refresh', () => {
  it('renews the same session, never past its absolute lifetime from sign-in', async () => {
    const { jwt } = await signIn('client@cuvee.demo');
    // An hour before the end: the new token stops with the session, not 24 h later.
    await startedAgo(jwt, SESSION_MAX_LIFETIME_MS - 3600_000);
    const near = await refresh(jwt);
    expect(near.status).toBe(200);
    expect(claims(near.body.jwt).sid).toBe(claims(jwt).sid);
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, claims(jwt).sid));
    const end = (row!.startedAt.getTime() + SESSION_MAX_LIFETIME_MS) / 1000;
    expect(claims(near.body.jwt).exp).toBeLessThanOrEqual(Math.ceil(end));
    expect(claims(near.body.jwt).exp).toBeGreaterThan(end - 120);
    expect(new Date(near.body.expiresAt).getTime() / 1000).toBeLessThanOrEqual(Math.ceil(end));

    // Past the lifetime: every token of the session is refused, refreshed or not.
    await startedAgo(jwt, SESSION_MAX_LIFETIME_MS + 60_000);
    for (const token of [jwt, near.body.jwt as string]) {
      const late = await refresh(token);
      expect(late.status).toBe(401);
      expect(late.body.message).toBe(SESSION_EXPIRED);
      expect((await me(token)).status).toBe(401);
    }
  });

  it('keeps the sign-in time when a master account switches to one of its users', async () => {
    const master = await signIn('multi@cuvee.demo');
    await startedAgo(master.jwt, SESSION_MAX_LIFETIME_MS - 3600_000);
    const switched = await call(t.app, 'POST', '/v1/auth/switch-account', {
      jwt: master.jwt,
      body: { userId: master.masterAccount!.users[0]!.id },
    });
    expect(switched.status).toBe(200);
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, claims(switched.body.jwt).sid));
    expect(Date.now() - row!.startedAt.getTime()).toBeGreaterThan(
      SESSION_MAX_LIFETIME_MS - 3600_000 - 60_000,
    );
    expect(claims(switched.body.jwt).exp * 1000).toBeLessThan(Date.now() + 3600_000 + 60_000);
  });
});

describe('password change and reset', () => {
  it('a change ends the other sessions and keeps the one that made it', async () => {
    const email = 'collaborateur@cuvee.demo';
    const here = await signIn(email);
    const elsewhere = await signIn(email);
    const changed = await call(t.app, 'PUT', '/v1/users/me/password', {
      jwt: here.jwt,
      body: { currentPassword: PASSWORD, newPassword: 'Nouveau9' },
    });
    expect(changed.status).toBe(200);
    expect(claims(changed.body.jwt).sid).toBe(claims(here.jwt).sid);
    expect((await me(changed.body.jwt)).status).toBe(200);
    const [other] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, claims(elsewhere.jwt).sid));
    expect(other!.revokedAt).not.toBeNull();
    expect((await me(elsewhere.jwt)).status).toBe(401);
  });

  it('a reset ends every session of the user', async () => {
    const email = 'agent@cuvee.demo';
    const { jwt } = await signIn(email);
    await call(t.app, 'POST', '/v1/auth/reset-password/request', { body: { email } });
    await t.settled();
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, email))
      .orderBy(sql`${mailOutbox.createdAt} desc`)
      .limit(1);
    const token = /token=([\w-]+)/.exec(mail!.textBody)?.[1] ?? '';
    const reset = await call(t.app, 'POST', '/v1/auth/reset-password', {
      body: { token, password: 'Nouveau9' },
    });
    expect(reset.status).toBe(200);
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, claims(jwt).sid));
    expect(row!.revokedAt).not.toBeNull();
    expect((await me(jwt)).status).toBe(401);
    await signIn(email, 'Nouveau9');
  });
});

describe('PUT /v1/users/me/password: tries of the current password', () => {
  const { max } = PASSWORD_CHANGE_THROTTLE;
  const change = (jwt: string, currentPassword: string) =>
    call(t.app, 'PUT', '/v1/users/me/password', { jwt, body: { currentPassword, newPassword: 'Nouveau9' } });

  it(`answers 429 after ${max} tries in the window, even to the right password, for this user only`, async () => {
    const { jwt } = await signIn('proprietaire@cuvee.demo');
    // Tried in parallel, as a guesser would: no more than the limit is ever checked.
    const answers = await Promise.all(Array.from({ length: max + 3 }, (_, i) => change(jwt, `Faux${i}`)));
    expect(answers.filter((a) => a.status === 422)).toHaveLength(max);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(3);
    const blocked = await change(jwt, PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(PASSWORD_TRIES_EXCEEDED);
    expect((await me(jwt)).status).toBe(200);
    await signIn('proprietaire@cuvee.demo');

    // Another user is not held back by it.
    const other = await signIn('admin@cuvee.demo');
    expect((await change(other.jwt, 'Faux')).status).toBe(422);

    // Once the window has passed, the right password works and the count starts over.
    await t.db
      .update(attemptCounters)
      .set({ windowStart: new Date(Date.now() - PASSWORD_CHANGE_THROTTLE.windowMs - 1000) });
    expect((await change(jwt, 'Faux')).status).toBe(422);
    const ok = await change(jwt, PASSWORD);
    expect(ok.status).toBe(200);
    const id = (await me(ok.body.jwt)).body.user.id as string;
    const keys = (await t.db.select().from(attemptCounters)).map((r) => r.key);
    expect(keys).not.toContain(`password-change:${id}`);
  });
});
