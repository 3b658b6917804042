import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { serializeError } from '../lib/error-log.ts';
import { call, createTestApp, type TestApp } from '../test/test-app.ts';

// A failed query is logged with its SQL and error code, never its parameters: they hold
// e-mails and password hashes (docs/decisions/0021).
const SECRET_EMAIL = 'fuite.secrete@example.fr';
const SECRET_NAME = 'Prénom-Très-Confidentiel';
const CHECK = 'test_log_redaction_refuses_this_email';

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({}, { logStream: { write: (l) => lines.push(l) } });
  // The database refuses this one address: its insert fails as a real fault would (a 500).
  await t.db.execute(
    sql.raw(`alter table users add constraint ${CHECK} check (email <> '${SECRET_EMAIL}') not valid`),
  );
});
afterAll(async () => {
  // PGlite's instance outlives this file (docs/decisions/0013): the schema goes back as it was.
  await t?.db.execute(sql.raw(`alter table users drop constraint if exists ${CHECK}`));
  await t?.close();
});

it('logs a failed query with its SQL and code, without its parameters', async () => {
  const res = await call(t.app, 'POST', '/v1/auth/register/buyer', {
    body: {
      email: SECRET_EMAIL,
      password: 'MotDePasse123',
      firstname: SECRET_NAME,
      lastname: 'Fuite',
      acceptTerms: true,
    },
  });
  // Registration answers before it writes (issue 23, finding 9): the insert fails in its job,
  // after the answer, and is logged there — once, as no retry can make the database accept it.
  expect(res.status).toBe(200);
  await t.settled();

  const log = lines.join('');
  const failure = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'job auth.register');
  expect(failure, log).toBeDefined();
  // What a maintainer needs: the statement and the database's error code and constraint.
  expect(failure.err.message).toMatch(/^Failed query: insert into "users" .* values \(\$1, /);
  expect(failure.err.stack).toMatch(/^Error: Failed query: insert into "users"[^\n]*\n\s+at /);
  expect(failure.err.cause).toMatchObject({ code: '23514', constraint: CHECK, table: 'users' });
  // What nobody reading logs may see: the values, the password hash among them.
  expect(log).not.toContain(SECRET_EMAIL);
  expect(log).not.toContain(SECRET_NAME);
  expect(log).not.toContain('$argon2');
});

it("logs a data error's code without the value it quotes", async () => {
  const secret = 'jeton-secret-0123456789';
  const failed = await t.db.execute(sql`select ${secret}::uuid`).catch((e: Error) => e);
  expect(failed).toBeInstanceOf(Error);
  // Unredacted, the database quotes the value in its message, and Drizzle adds the parameters.
  expect(`${(failed as Error).message} ${String((failed as Error).cause)}`).toContain(secret);
  const logged = JSON.stringify(serializeError(failed as Error));
  expect(logged).not.toContain(secret);
  expect(JSON.parse(logged).cause).toMatchObject({
    code: '22P02',
    message: 'invalid input syntax for type uuid: (valeur masquée)',
  });
});
