/**
 * Bulk loading, the way pg_restore does it: a table's secondary indexes are dropped before a large
 * load and rebuilt after it, inside the same transaction. Building a trigram GIN index once over
 * 100k rows is several times cheaper than growing it row by row.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client.ts';

/** Drops the secondary indexes of these tables and returns a function that rebuilds them. */
export async function withoutSecondaryIndexes(db: Db, tables: string[]) {
  // Both drivers answer a raw query with { rows }.
  const { rows } = (await db.execute(sql`
    select i.indexname, i.indexdef
    from pg_indexes i
    join pg_class c on c.relname = i.indexname and c.relnamespace = 'public'::regnamespace
    join pg_index x on x.indexrelid = c.oid
    where i.schemaname = 'public' and i.tablename in (${sql.join(
      tables.map((t) => sql`${t}`),
      sql`, `,
    )})
      and not x.indisprimary and not x.indisunique
      and not exists (select 1 from pg_constraint k where k.conindid = c.oid)
    order by i.indexname`)) as unknown as { rows: { indexname: string; indexdef: string }[] };
  for (const row of rows) await db.execute(sql.raw(`drop index "${row.indexname}"`));
  return async () => {
    for (const row of rows) await db.execute(sql.raw(row.indexdef));
  };
}
