import type { Db } from './client.ts';

/**
 * A query that runs on every request of its kind, built once per database handle (decision 060).
 *
 * Drizzle builds a query's SQL text anew each time it runs one written with its builder: about
 * 200 µs of CPU and the garbage that goes with it for the cart's three-table select, 50–80 µs for
 * the session lookup, which the profile of the cart under load showed as a fifth of the server's
 * time. A prepared query keeps the text and only binds the values (`sql.placeholder`). On
 * PostgreSQL it is also a named statement, parsed and planned once per pooled connection; on
 * PGlite the text is sent as before, minus the building.
 *
 * `build` ends with `.prepare(name)`, a name unique in the process (node-postgres refuses one name
 * with two texts). Pass the handle the request uses: a transaction gets its own prepared copy.
 */
export function preparedPerDb<Q>(build: (db: Db) => Q) {
  const built = new WeakMap<Db, Q>();
  return (db: Db): Q => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
