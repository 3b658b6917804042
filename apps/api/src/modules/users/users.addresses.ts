import type { AddressOutput, BookAddress } from '@cuvee/contracts';
import {
  ADDRESS_BOOK_MAX_PER_KIND,
  type AddressKind,
  addressMatchKey,
  sortAddressBook,
} from '@cuvee/domain/addresses/address-book';
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { type UserAddressRow, userAddresses } from './users.table.ts';

/*
 * The address book (issue 24): a user's delivery and billing addresses. Every query names the
 * user (the caller's own rows only: another user's address is a 404, as if it did not exist);
 * inside a tenant transaction row-level security holds it too (migration 0021).
 */

export const ADDRESS_BOOK = {
  notFound: 'Adresse introuvable',
  duplicate: 'Cette adresse est déjà dans votre carnet',
  full: (max: number, kind: AddressKind) =>
    `Votre carnet compte déjà ${max} adresses de ${kind === 'delivery' ? 'livraison' : 'facturation'} : supprimez-en une pour en ajouter une autre`,
  created: 'Adresse ajoutée à votre carnet',
  updated: 'Adresse modifiée',
  deleted: 'Adresse supprimée de votre carnet',
  defaultSet: 'Adresse par défaut enregistrée',
} as const;

type Fields = Omit<
  typeof userAddresses.$inferInsert,
  'id' | 'userId' | 'kind' | 'isDefault' | 'lastUsedAt' | 'createdAt' | 'updatedAt'
>;

/** The row's columns of an address the contract checked (absent optional fields are null). */
function columnsOf(address: AddressOutput): Fields {
  return {
    title: address.title ?? null,
    name: address.name ?? null,
    firstname: address.firstname,
    lastname: address.lastname,
    street: address.street,
    street2: address.street2 ?? null,
    zipcode: address.zipcode,
    city: address.city,
    country: address.country,
    county: address.county ?? null,
    state: address.state ?? null,
    stateCode: address.stateCode ?? null,
    exciseNumber: address.exciseNumber ?? null,
    highMountain: address.highMountain ?? null,
    phone: address.phone ?? null,
    email: address.email ?? null,
    matchKey: addressMatchKey(address),
  };
}

const FIELDS = [
  'title',
  'name',
  'firstname',
  'lastname',
  'street',
  'street2',
  'zipcode',
  'city',
  'country',
  'county',
  'state',
  'stateCode',
  'exciseNumber',
  'highMountain',
  'phone',
  'email',
] as const;

export function toBookAddress(row: UserAddressRow): BookAddress {
  const address: Record<string, unknown> = {};
  for (const field of FIELDS) if (row[field] !== null) address[field] = row[field];
  return {
    id: row.id,
    kind: row.kind,
    isDefault: row.isDefault,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    address: address as BookAddress['address'],
  };
}

const mine = (userId: string, id: string) => and(eq(userAddresses.userId, userId), eq(userAddresses.id, id));

/** The user's book: per kind (delivery first), the default, then the most recently used. */
export async function listAddresses(db: DbOrTx, userId: string): Promise<BookAddress[]> {
  const rows = await db
    .select()
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId))
    .orderBy(asc(userAddresses.createdAt))
    .limit(ADDRESS_BOOK_MAX_PER_KIND * 2 + 10);
  return sortAddressBook(rows.map(toBookAddress));
}

async function findMine(db: DbOrTx, userId: string, id: string): Promise<UserAddressRow> {
  const [row] = await db.select().from(userAddresses).where(mine(userId, id)).for('update');
  if (!row) throw new HttpError(404, ADDRESS_BOOK.notFound);
  return row;
}

async function refuseDuplicate(db: DbOrTx, userId: string, kind: AddressKind, key: string, except?: string) {
  const [twin] = await db
    .select({ id: userAddresses.id })
    .from(userAddresses)
    .where(
      and(
        eq(userAddresses.userId, userId),
        eq(userAddresses.kind, kind),
        eq(userAddresses.matchKey, key),
        except ? ne(userAddresses.id, except) : undefined,
      ),
    );
  if (twin) throw new HttpError(409, ADDRESS_BOOK.duplicate);
}

async function countOfKind(db: DbOrTx, userId: string, kind: AddressKind): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userAddresses)
    .where(and(eq(userAddresses.userId, userId), eq(userAddresses.kind, kind)));
  return row?.n ?? 0;
}

/** No default of this kind any more (before another becomes it: one default per kind). */
async function clearDefault(db: DbOrTx, userId: string, kind: AddressKind) {
  await db
    .update(userAddresses)
    .set({ isDefault: false })
    .where(
      and(eq(userAddresses.userId, userId), eq(userAddresses.kind, kind), eq(userAddresses.isDefault, true)),
    );
}

type Input = { kind: AddressKind; address: AddressOutput; isDefault?: boolean | undefined };

/** Adds an address; the first of its kind is the default. */
export async function createAddress(db: Db, userId: string, input: Input): Promise<BookAddress> {
  return db.transaction(async (tx) => {
    const columns = columnsOf(input.address);
    await refuseDuplicate(tx, userId, input.kind, columns.matchKey);
    const n = await countOfKind(tx, userId, input.kind);
    if (n >= ADDRESS_BOOK_MAX_PER_KIND)
      throw new HttpError(422, ADDRESS_BOOK.full(ADDRESS_BOOK_MAX_PER_KIND, input.kind));
    const isDefault = n === 0 || input.isDefault === true;
    if (isDefault) await clearDefault(tx, userId, input.kind);
    const [row] = await tx
      .insert(userAddresses)
      .values({ ...columns, userId, kind: input.kind, isDefault })
      .returning();
    return toBookAddress(row!);
  });
}

/** Replaces an address of the user's book (its kind may change; its last use stays). */
export async function updateAddress(db: Db, userId: string, id: string, input: Input): Promise<BookAddress> {
  return db.transaction(async (tx) => {
    const row = await findMine(tx, userId, id);
    const columns = columnsOf(input.address);
    await refuseDuplicate(tx, userId, input.kind, columns.matchKey, id);
    const moved = row.kind !== input.kind;
    if (moved && (await countOfKind(tx, userId, input.kind)) >= ADDRESS_BOOK_MAX_PER_KIND)
      throw new HttpError(422, ADDRESS_BOOK.full(ADDRESS_BOOK_MAX_PER_KIND, input.kind));
    // The default stays the default of its kind; moved to another kind, it is one only if asked.
    const isDefault = input.isDefault ?? (moved ? false : row.isDefault);
    if (isDefault && (moved || !row.isDefault)) await clearDefault(tx, userId, input.kind);
    const [updated] = await tx
      .update(userAddresses)
      .set({ ...columns, kind: input.kind, isDefault })
      .where(mine(userId, id))
      .returning();
    return toBookAddress(updated!);
  });
}

export async function deleteAddress(db: Db, userId: string, id: string): Promise<void> {
  const gone = await db.delete(userAddresses).where(mine(userId, id)).returning({ id: userAddresses.id });
  if (gone.length === 0) throw new HttpError(404, ADDRESS_BOOK.notFound);
}

export async function setDefaultAddress(db: Db, userId: string, id: string): Promise<BookAddress> {
  return db.transaction(async (tx) => {
    const row = await findMine(tx, userId, id);
    if (!row.isDefault) await clearDefault(tx, userId, row.kind);
    const [updated] = await tx
      .update(userAddresses)
      .set({ isDefault: true })
      .where(mine(userId, id))
      .returning();
    return toBookAddress(updated!);
  });
}

/**
 * Placing an order keeps the addresses it used (issue 24): the same place again refreshes its
 * entry (its last use, a new phone or e-mail), a new one is added. Runs in the placement's
 * transaction (an order and its addresses, or neither); never refuses: past the book's size the
 * least recently used entries that are not a default make room.
 */
export async function rememberUsedAddresses(
  tx: DbOrTx,
  userId: string,
  used: { delivery: AddressOutput; billing?: AddressOutput | undefined },
): Promise<void> {
  const now = new Date();
  const entries: [AddressKind, AddressOutput][] = [['delivery', used.delivery]];
  if (used.billing) entries.push(['billing', used.billing]);
  for (const [kind, address] of entries) {
    const columns = columnsOf(address);
    await tx
      .insert(userAddresses)
      .values({ ...columns, userId, kind, lastUsedAt: now })
      .onConflictDoUpdate({
        target: [userAddresses.userId, userAddresses.kind, userAddresses.matchKey],
        set: {
          // The place is the same; how the order wrote it last wins, a phone or e-mail left out is kept.
          title: columns.title,
          name: columns.name,
          firstname: columns.firstname,
          lastname: columns.lastname,
          street: columns.street,
          street2: columns.street2,
          zipcode: columns.zipcode,
          city: columns.city,
          phone: sql`coalesce(excluded.phone, ${userAddresses.phone})`,
          email: sql`coalesce(excluded.email, ${userAddresses.email})`,
          lastUsedAt: now,
        },
      });
    const over = (await countOfKind(tx, userId, kind)) - ADDRESS_BOOK_MAX_PER_KIND;
    if (over > 0) {
      const oldest = await tx
        .select({ id: userAddresses.id })
        .from(userAddresses)
        .where(
          and(
            eq(userAddresses.userId, userId),
            eq(userAddresses.kind, kind),
            eq(userAddresses.isDefault, false),
          ),
        )
        .orderBy(sql`${userAddresses.lastUsedAt} asc nulls first`, asc(userAddresses.createdAt))
        .limit(over);
      if (oldest.length > 0)
        await tx.delete(userAddresses).where(
          inArray(
            userAddresses.id,
            oldest.map((r) => r.id),
          ),
        );
    }
  }
}
