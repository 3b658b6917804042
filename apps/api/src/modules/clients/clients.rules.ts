import { type ClientValues, frenchMessage } from '@cuvee/contracts';
import { relationTo, seesAllClients } from '@cuvee/domain';
import { eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { scoped, type TenantScope, type TenantTx } from '../../db/tenant.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { ShopCtx } from '../../plugins/access.ts';
import { postgresFault } from '../../plugins/database-errors.ts';
import { setBuyerTypology, shopMemberships, shops } from '../shops/index.ts';
import { clients } from './clients.table.ts';

/*
 * The rules a client record keeps (issue 15): its typology is one of the shop's, its agent a
 * member of the team, its e-mail and SIRET unique in the shop; and a member without
 * seeAllClient works only the records assigned to them.
 */

/** Who acts on clients: the scope, and whether they see every client of the shop. */
export type ClientActor = TenantScope & { readonly seesAll: boolean; readonly isAgent: boolean };

/** Who acts, and on whose records, from a request's shop context (seesAllClients decides). */
export function clientActorOf(ctx: ShopCtx): ClientActor {
  const shopId = ctx.shop!.id;
  return {
    user: ctx.user,
    shop: ctx.shop,
    shops: ctx.shops,
    seesAll: seesAllClients(ctx.user, shopId),
    isAgent: relationTo(ctx.user, shopId) === 'agent',
  };
}

export const CLIENT_NOT_FOUND = frenchMessage('clientUnknown');
export const notFoundClient = () => new HttpError(404, CLIENT_NOT_FOUND);

/** The records the actor may see: all, or those assigned to them (another's answers 404). */
export function visibleTo(actor: ClientActor): SQL | undefined {
  return actor.seesAll ? undefined : eq(clients.agentId, actor.user.id);
}

export async function checkTypology(tx: TenantTx, shopId: string, typology: string): Promise<void> {
  const [shop] = await tx.select({ typologies: shops.typologies }).from(shops).where(eq(shops.id, shopId));
  if (!shop || !Object.hasOwn(shop.typologies, typology))
    throw new HttpError(422, frenchMessage('typologyUnknown'));
}

export const ASSIGNABLE_ROLES = ['owner', 'iam', 'agent'] as const;

/** An agent must be an active owner, collaborator or agent of the shop. */
export async function checkAssignee(tx: TenantTx, scope: TenantScope, agentId: string): Promise<void> {
  const [member] = await scoped(tx, scope)
    .select({ userId: shopMemberships.userId })
    .from(shopMemberships)
    .where(
      eq(shopMemberships.userId, agentId),
      eq(shopMemberships.status, 'active'),
      inArray(shopMemberships.role, [...ASSIGNABLE_ROLES]),
    );
  if (!member) throw new HttpError(422, frenchMessage('assigneeUnknown'));
}

type Identifying = Pick<ClientValues, 'email' | 'siret'>;

/** Records of the shop holding this e-mail (any case) or SIRET, the one edited left out. */
export async function findDuplicates(tx: TenantTx, scope: TenantScope, v: Identifying, exceptId?: string) {
  const on = [
    v.email ? sql`lower(${clients.email}) = lower(${v.email})` : undefined,
    v.siret ? eq(clients.siret, v.siret) : undefined,
  ].filter(Boolean) as SQL[];
  if (on.length === 0) return [];
  const rows = await scoped(tx, scope)
    .select({
      id: clients.id,
      displayName: clients.displayName,
      email: clients.email,
      siret: clients.siret,
    })
    .from(clients)
    .where(or(...on), exceptId ? ne(clients.id, exceptId) : undefined)
    .limit(10);
  return rows.map((r) => ({
    id: r.id,
    displayName: r.displayName,
    matchedOn:
      v.email && r.email?.toLowerCase() === v.email.toLowerCase() ? ('email' as const) : ('siret' as const),
  }));
}

/** 409 naming the record that already holds the e-mail or SIRET (spec: duplicates on creation). */
export async function refuseDuplicates(tx: TenantTx, scope: TenantScope, v: Identifying, exceptId?: string) {
  const [dup] = await findDuplicates(tx, scope, v, exceptId);
  if (!dup) return;
  const code = dup.matchedOn === 'email' ? 'clientEmailTaken' : 'clientSiretTaken';
  throw new HttpError(409, frenchMessage(code, { name: dup.displayName }));
}

const UNIQUE_KEYS = new Set(['clients_shop_email_key', 'clients_shop_siret_key']);

/**
 * Runs a write in a savepoint: when a simultaneous twin took the e-mail or SIRET first, the
 * unique index refuses it and the caller gets the same 409 as a checked duplicate.
 */
export async function uniquely<T>(
  tx: TenantTx,
  scope: TenantScope,
  v: Identifying,
  exceptId: string | undefined,
  write: (tx: TenantTx) => Promise<T>,
): Promise<T> {
  try {
    return await tx.transaction((sp) => write(sp as TenantTx));
  } catch (error) {
    const fault = postgresFault(error);
    if (fault?.code !== '23505' || !fault.constraint || !UNIQUE_KEYS.has(fault.constraint)) throw error;
    await refuseDuplicates(tx, scope, v, exceptId);
    throw new HttpError(409, frenchMessage('clientEmailTaken', { name: v.email ?? v.siret ?? '' }));
  }
}

/**
 * Pricing reads the membership's typology: a record tied to an account keeps it equal to its
 * own, written here only, in the caller's transaction.
 */
export async function syncMembershipTypology(
  tx: TenantTx,
  scope: TenantScope,
  userId: string | null,
  typology: string,
): Promise<void> {
  if (!userId) return;
  await setBuyerTypology(tx, scope, userId, typology);
}
