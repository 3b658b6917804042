import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type {
  AnyPgColumn,
  PgInsertValue,
  PgTable,
  PgUpdateSetSource,
  SelectedFields,
} from 'drizzle-orm/pg-core';
import type { TableLikeHasEmptySelection } from 'drizzle-orm/pg-core/query-builders/select.types';
import type { Db, DbOrTx, Tx } from './client.ts';

/**
 * Shop scoping by construction (decision 0015). A route whose action is a shop action runs in a
 * tenant transaction: `inTenant` switches it to the `cuvee_tenant` role and names the shops it
 * may touch (`app.shop_ids`), so PostgreSQL's row-level security hides every other shop's rows
 * even from a query that forgot its filter. Services reach tenant tables (those with a
 * `shop_id`) through `scoped(tx, scope)`, which adds the shop to every select, update and
 * delete and sets it on every insert: the filter is not written by hand, so it cannot be
 * forgotten. Reads that cross shops on purpose — the public storefront, sign-in, the admin —
 * go through `publicRead(db)` or the system handle, named as such.
 */

/** The shops a request acts on (a request's shop context, plugins/access.ts, is one). */
export type TenantScope = {
  readonly user: { readonly id: string };
  /** The shop acted on (writes go there); null when an action covers several at once. */
  readonly shop: { readonly id: string } | null;
  /** Every shop the request may read (the acted-on one, or all of a manyShops action). */
  readonly shops: readonly { readonly id: string }[];
};

/** A transaction switched to the tenant role (its type says it passed through `inTenant`). */
export type TenantTx = Tx & { readonly __tenant: true };

/** The PostgreSQL role tenant transactions take (migration 0004): row-level security applies. */
export const TENANT_ROLE = 'cuvee_tenant';

/**
 * Runs `fn` in a transaction that sees only the scope's shops (and the caller's own rows).
 * `statementTimeoutMs` bounds each of its statements (lists and searches: issue 23, finding 6);
 * PostgreSQL cancels a statement past it (code 57014, answered in French by plugins/errors.ts).
 */
export async function inTenant<T>(
  db: Db,
  scope: TenantScope,
  fn: (tx: TenantTx) => Promise<T>,
  opts: { statementTimeoutMs?: number | undefined } = {},
): Promise<T> {
  return db.transaction(async (tx) => {
    // One statement: the role and the settings, local to this transaction.
    const shopIds = scope.shops.map((s) => s.id).join(',');
    const timeout = opts.statementTimeoutMs
      ? sql`, set_config('statement_timeout', ${String(Math.ceil(opts.statementTimeoutMs))}, true)`
      : sql``;
    await tx.execute(
      sql`select set_config('role', ${TENANT_ROLE}, true), set_config('app.shop_ids', ${shopIds}, true), set_config('app.user_id', ${scope.user.id}, true)${timeout}`,
    );
    return fn(tx as TenantTx);
  });
}

/**
 * The seed and scripts write as the system (no tenant role: they build every shop), through
 * the same scoped services; the scope still sets and filters the shop of each row.
 */
export const systemTx = (tx: DbOrTx): TenantTx => tx as TenantTx;
/** The scope of a shop the system acts on (the seed, scripts). */
export const systemScope = (shopId: string, userId: string): TenantScope => ({
  user: { id: userId },
  shop: { id: shopId },
  shops: [{ id: shopId }],
});

/** A table holding shops' rows. */
export type TenantTable = PgTable & { shopId: AnyPgColumn };

type Conds = (SQL | undefined)[];
// A table is never an empty subquery; drizzle's generic `from` cannot see it for a type parameter.
type FromArg<T extends TenantTable> = TableLikeHasEmptySelection<T> extends true ? never : T;

/** Tenant-table queries that always carry the scope's shop (see the file's comment). */
export function scoped(tx: TenantTx, scope: TenantScope) {
  const shopIds = scope.shops.map((s) => s.id);
  const readable = (table: TenantTable): SQL =>
    shopIds.length === 1 ? eq(table.shopId, shopIds[0]!) : inArray(table.shopId, shopIds);
  const writable = (table: TenantTable): SQL => eq(table.shopId, actedOn());
  const actedOn = (): string => {
    // A write needs one shop; the access hook names it for every writing action.
    if (!scope.shop) throw new Error('Écriture sans boutique désignée');
    return scope.shop.id;
  };
  return {
    /** The shop acted on (writes go there). */
    get shopId() {
      return actedOn();
    },
    /**
     * The condition the scope adds. A join of tenant tables (rare: the price grid) writes its
     * own query and puts `owns(table)` on each side; row-level security holds it too.
     */
    owns: readable,
    select<F extends SelectedFields>(fields: F) {
      return {
        from<T extends TenantTable>(table: T) {
          return {
            where: (...conds: Conds) =>
              tx
                .select(fields)
                .from(table as FromArg<T>)
                .where(and(readable(table), ...conds)),
          };
        },
      };
    },
    /** Every column of the table's rows of the scope. */
    selectAll<T extends TenantTable>(table: T, ...conds: Conds) {
      return tx
        .select()
        .from(table as FromArg<T>)
        .where(and(readable(table), ...conds));
    },
    update<T extends TenantTable>(table: T) {
      return {
        set: (values: Omit<PgUpdateSetSource<T>, 'shopId'>) => ({
          where: (...conds: Conds) =>
            tx
              .update(table)
              .set(values as PgUpdateSetSource<T>)
              .where(and(writable(table), ...conds)),
        }),
      };
    },
    delete<T extends TenantTable>(table: T) {
      return { where: (...conds: Conds) => tx.delete(table).where(and(writable(table), ...conds)) };
    },
    insert<T extends TenantTable>(table: T) {
      return {
        values: (rows: readonly Omit<T['$inferInsert'], 'shopId'>[]) =>
          tx.insert(table).values(rows.map((row) => ({ ...row, shopId: actedOn() }) as PgInsertValue<T>)),
      };
    },
  };
}
export type Scoped = ReturnType<typeof scoped>;

/**
 * The handle for reads open to anyone across shops (the storefront, the e-label, the
 * directory): what they may show is decided by their own visibility rules, not by a member's
 * shop. Named so that a reader of a service sees at once that it is public.
 */
export type PublicReader = DbOrTx & { readonly __public: true };
export const publicRead = (db: DbOrTx): PublicReader => db as PublicReader;
