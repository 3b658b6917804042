import type { DbOrTx } from './client.ts';

/**
 * A prepared statement built once per database handle (docs/benchmarks/catalogue.md, proposal 4).
 * Drizzle binds a prepared query to the session it was built on: one built on the database
 * would run outside a caller's transaction (and wait forever on PGlite's transaction lock),
 * so a transaction gets its own. Each name must always carry the same SQL text: node-postgres
 * prepares it once per connection under that name and refuses another text for it.
 */
export function preparedPer<T>(build: (db: DbOrTx) => T): (db: DbOrTx) => T {
  const built = new WeakMap<DbOrTx, T>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
