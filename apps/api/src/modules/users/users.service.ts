import { CartOrder, type PublicUser, type UpdateMeBody } from '@cuvee/contracts';
import { parisToday, type Role, rightsInForce } from '@cuvee/domain';
import { and, asc, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { preparedPer } from '../../db/prepared.ts';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import {
  clearPasswordTries,
  countPasswordTry,
  hashPassword,
  revokeUserSessions,
  sessionStillOpen,
  sessions,
  verifyPassword,
} from '../auth/index.ts';
import { shopMemberships, shops } from '../shops/index.ts';
import { type UserRow, users } from './users.table.ts';

export type PrincipalMembership = {
  id: string;
  code: string;
  urlShop: string;
  name: string;
  role: Role;
  typology: string | null;
  authorizations: Record<string, boolean> | null;
};
/** A user with their shops, as the permission engine and the API answers need it. */
export type PrincipalUser = UserRow & { shops: PrincipalMembership[] };

// Only active memberships are loaded, here and in the principal's statement below: a pending or
// refused one (an agent's request, decision 0025) is no shop of the user anywhere — access
// hook, tenant transaction's shops, lists, search, catalogue all start from these.
const ACTIVE = 'active';

/** A membership as stored: its rights with their end dates (issue 28, decision 0144). */
type StoredMembership = PrincipalMembership & { rightsUntil: Record<string, string> | null };

/** The rights in force today: a right past its date no longer grants anything. */
function inForce(shops: StoredMembership[]): PrincipalMembership[] {
  const today = parisToday();
  return shops.map(({ rightsUntil, ...m }) => ({
    ...m,
    authorizations: rightsInForce(m.authorizations, rightsUntil, today),
  }));
}

export async function loadMemberships(
  db: DbOrTx,
  userIds: string[],
): Promise<Map<string, PrincipalMembership[]>> {
  const byUser = new Map<string, PrincipalMembership[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({
      userId: shopMemberships.userId,
      id: shops.id,
      code: shops.code,
      urlShop: shops.urlShop,
      name: shops.name,
      role: shopMemberships.role,
      typology: shopMemberships.typology,
      authorizations: shopMemberships.authorizations,
      rightsUntil: shopMemberships.rightsUntil,
    })
    .from(shopMemberships)
    .innerJoin(shops, eq(shops.id, shopMemberships.shopId))
    .where(and(inArray(shopMemberships.userId, userIds), eq(shopMemberships.status, ACTIVE)))
    .orderBy(asc(shopMemberships.position), asc(shopMemberships.createdAt));
  for (const { userId, ...m } of rows) {
    const list = byUser.get(userId) ?? [];
    list.push(...inForce([m]));
    byUser.set(userId, list);
  }
  return byUser;
}

export type AccountState = { shopName: string | null; state: 'active' | 'suspended' | 'pending' | 'none' };

/**
 * What each account of a master account can be opened for (decision 0169): the shop it works
 * for, or why it cannot work. A collaborator (iam) exists only through a shop: suspended by every
 * shop, or kept by none, it is closed; an agent awaiting a shop's answer is 'pending' (their home
 * says so); a buyer, an owner or an admin needs no shop to be opened.
 */
export async function loadAccountStates(
  db: DbOrTx,
  accounts: { id: string; role: Role }[],
): Promise<Map<string, AccountState>> {
  const states = new Map<string, AccountState>();
  if (accounts.length === 0) return states;
  const rows = await db
    .select({ userId: shopMemberships.userId, status: shopMemberships.status, name: shops.name })
    .from(shopMemberships)
    .innerJoin(shops, eq(shops.id, shopMemberships.shopId))
    .where(
      inArray(
        shopMemberships.userId,
        accounts.map((a) => a.id),
      ),
    )
    .orderBy(asc(shopMemberships.position), asc(shopMemberships.createdAt));
  for (const { id, role } of accounts) {
    const mine = rows.filter((r) => r.userId === id);
    const first = (status: string) => mine.find((r) => r.status === status)?.name ?? null;
    const active = first(ACTIVE);
    if (active) states.set(id, { shopName: active, state: 'active' });
    else if (role === 'iam' && first('suspended'))
      states.set(id, { shopName: first('suspended'), state: 'suspended' });
    else if (role === 'iam') states.set(id, { shopName: null, state: 'none' });
    else if (role === 'agent' && first('pending'))
      states.set(id, { shopName: first('pending'), state: 'pending' });
    else states.set(id, { shopName: null, state: 'active' });
  }
  return states;
}

// The user's shops as loadMemberships gives them (same keys, same order), aggregated in the
// user's own row: a signed-in request loads its principal in one statement.
const principalShops = sql<StoredMembership[]>`(
  select coalesce(json_agg(json_build_object(
    'id', s.id, 'code', s.code, 'urlShop', s.url_shop, 'name', s.name,
    'role', m.role, 'typology', m.typology, 'authorizations', m.authorizations,
    'rightsUntil', m.rights_until
  ) order by m.position, m.created_at), '[]'::json)
  from ${shopMemberships} m join ${shops} s on s.id = m.shop_id
  where m.user_id = "users"."id" and m.status = 'active'
)`;
// Prepared: every signed-in request runs it (docs/benchmarks/catalogue.md, proposals 4 and 6).
const principalStatement = preparedPer((db) =>
  db
    .select({ ...getTableColumns(users), shops: principalShops })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('principal_user'),
);

export async function loadPrincipalUser(db: DbOrTx, userId: string): Promise<PrincipalUser | null> {
  const [user] = await principalStatement(db).execute({ userId });
  return user ? { ...user, shops: inForce(user.shops) } : null;
}

// The principal of a request, its session checked in the same statement (decision 0023): the
// session must be this user's, not revoked, and within its absolute lifetime.
const sessionPrincipalStatement = preparedPer((db) =>
  db
    .select({ ...getTableColumns(users), shops: principalShops, sessionStartedAt: sessions.startedAt })
    .from(users)
    .innerJoin(sessions, eq(sessions.userId, users.id))
    .where(
      and(
        eq(users.id, sql.placeholder('userId')),
        eq(sessions.id, sql.placeholder('sessionId')),
        isNull(sessions.revokedAt),
        sessionStillOpen,
      ),
    )
    .prepare('session_principal_user'),
);

/** The user of an open session, with when the session started; null when it is over. */
export async function loadSessionPrincipal(
  db: DbOrTx,
  userId: string,
  sessionId: string,
): Promise<{ user: PrincipalUser; startedAt: Date } | null> {
  const [row] = await sessionPrincipalStatement(db).execute({ userId, sessionId });
  if (!row) return null;
  const { sessionStartedAt, ...user } = row;
  return { user: { ...user, shops: inForce(user.shops) }, startedAt: sessionStartedAt };
}

export function toPublicUser(u: PrincipalUser): PublicUser {
  return {
    id: u.id,
    username: u.username,
    email: u.email,
    role: u.role,
    firstname: u.firstname,
    lastname: u.lastname,
    phone: u.phone,
    isPro: u.isPro,
    business: u.business ?? null,
    masterAccount: u.masterAccountId,
    shops: u.shops,
    deliveryAddress: u.deliveryAddress ?? null,
    billingAddress: u.billingAddress ?? null,
    cart: storedCart(u.cart),
    emailValidated: u.emailValidatedAt !== null,
    lang: u.lang,
  };
}

/**
 * The saved cart as the contract types it (decision 0037): an order saved before the cart had a
 * shape (free JSON) does not parse and is left out rather than failing the whole answer.
 */
function storedCart(cart: UserRow['cart'] | null | undefined): PublicUser['cart'] {
  const orders = (cart?.orders ?? []).flatMap((order) => {
    const parsed = CartOrder.safeParse(order);
    return parsed.success ? [parsed.data] : [];
  });
  return { orders, lastUpdated: cart?.lastUpdated ?? null };
}

export async function findUserByLogin(db: DbOrTx, login: string): Promise<UserRow | undefined> {
  const value = login.trim().toLowerCase();
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${value} or lower(${users.username}) = ${value}`)
    .limit(1);
  return user;
}

export async function isTaken(
  db: DbOrTx,
  email: string,
  username: string,
): Promise<'email' | 'username' | null> {
  const rows = await db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(
      sql`lower(${users.email}) = ${email.toLowerCase()} or lower(${users.username}) = ${username.toLowerCase()}`,
    );
  if (rows.some((r) => r.email.toLowerCase() === email.toLowerCase())) return 'email';
  return rows.length > 0 ? 'username' : null;
}

export async function updateMe(db: DbOrTx, user: PrincipalUser, body: UpdateMeBody): Promise<void> {
  const { message: _silent, cart, ...fields } = body;
  if (fields.username && fields.username.toLowerCase() !== user.username.toLowerCase()) {
    const [clash] = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(sql`lower(${users.username}) = ${fields.username.toLowerCase()}`, sql`${users.id} <> ${user.id}`),
      );
    if (clash) throw new HttpError(409, "Ce nom d'utilisateur est déjà utilisé");
  }
  const patch: Partial<typeof users.$inferInsert> = { ...fields };
  if (cart) patch.cart = { orders: cart.orders, lastUpdated: cart.lastUpdated ?? new Date().toISOString() };
  if (Object.keys(patch).length === 0) return;
  await db.update(users).set(patch).where(eq(users.id, user.id));
}

/**
 * Changes the password from the session `sessionId`; the user's other sessions end
 * (decision 0023). Tries of the current password are throttled per user.
 */
export async function changePassword(
  db: DbOrTx,
  user: PrincipalUser,
  sessionId: string,
  current: string,
  next: string,
): Promise<number> {
  await countPasswordTry(db, user.id);
  if (!(await verifyPassword(user.passwordHash, current))) {
    throw new HttpError(422, 'Le mot de passe actuel est incorrect');
  }
  await clearPasswordTries(db, user.id);
  const tokenVersion = user.tokenVersion + 1;
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(next), tokenVersion })
    .where(eq(users.id, user.id));
  await revokeUserSessions(db, user.id, sessionId);
  return tokenVersion;
}

/** The agents of the shop acted on. */
export async function listShopAgents(scope: TenantScope, tx: TenantTx) {
  const agents = scoped(tx, scope)
    .select({ userId: shopMemberships.userId })
    .from(shopMemberships)
    .where(eq(shopMemberships.role, 'agent'), eq(shopMemberships.status, ACTIVE));
  return tx
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      firstname: users.firstname,
      lastname: users.lastname,
    })
    .from(users)
    .where(inArray(users.id, agents))
    .orderBy(asc(users.lastname), asc(users.firstname))
    .limit(500);
}
