import type { Role } from '@cuvee/domain';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type UserRow, users } from './users.table.ts';

/*
 * The account moves other modules ask for (issue 25: the users module owns the users table;
 * auth registers, validates and resets through these).
 */

export type NewUser = {
  role: Role;
  username: string;
  email: string;
  passwordHash: string;
  firstname: string;
  lastname: string;
  isPro?: boolean;
  business?: UserRow['business'];
  /** Set when the address is already proved (an invitation's link). */
  emailValidatedAt?: Date | null;
};

/** Creates a user row (the caller has checked that the e-mail and the username are free). */
export async function createUser(db: DbOrTx, user: NewUser): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ ...user, email: user.email.trim() })
    .returning();
  return row!;
}

/** The user's e-mail address is confirmed (the validation link). */
export async function markEmailValidated(db: DbOrTx, userId: string): Promise<void> {
  await db.update(users).set({ emailValidatedAt: new Date() }).where(eq(users.id, userId));
}

/** A new password hash; the user's tokens issued before it stop counting. */
export async function replacePassword(db: DbOrTx, userId: string, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
}

/** The user has just signed in with their password (a collaborator's page shows when; issue 28). */
export async function markSignedIn(db: DbOrTx, userId: string): Promise<void> {
  await db.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, userId));
}
