import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { types, type PGlite, type QueryOptions } from '@electric-sql/pglite';
import { createPglite } from './pglite-turns.ts';

/** What Drizzle passes with each query: timestamps and dates kept as PostgreSQL wrote them. */
const drizzleOptions: QueryOptions = {
  rowMode: 'array',
  parsers: {
    [types.TIMESTAMP]: (value) => value,
    [types.TIMESTAMPTZ]: (value) => value,
    [types.DATE]: (value) => value,
  },
};

const READ = `select id, price, placed_at, tags, extra, paid, note from lines where owner = $1
  order by id`;

let client: PGlite;
beforeAll(async () => {
  client = await createPglite({});
  await client.exec(`
    create table lines (
      id serial primary key, owner text not null, price numeric(12, 2) not null,
      placed_at timestamptz not null, tags text[] not null, extra jsonb, paid boolean not null,
      note text
    );
    insert into lines (owner, price, placed_at, tags, extra, paid, note) values
      ('ada', 125000.50, '2026-11-29 01:00:00.123+00', '{agbada,"with, comma"}', '{"k": [1]}', true, null),
      ('ada', 45000, '2026-11-28 09:30:00+01', '{}', null, false, 'it''s');
  `);
});
afterAll(() => client.close());

const prepared = async () =>
  (
    await client.query<{ name: string; statement: string }>(
      'select name, statement from pg_prepared_statements',
    )
  ).rows;

describe('hot reads on PGlite as named statements', () => {
  it('answers a repeated read exactly as the first run did, as a named statement from the third', async () => {
    for (const options of [undefined, drizzleOptions]) {
      const first = await client.query(READ, ['ada'], options);
      for (let run = 2; run <= 5; run++) {
        const again = await client.query(READ, ['ada'], options);
        expect(again.rows).toEqual(first.rows);
        expect(again.fields).toEqual(first.fields);
      }
    }
    expect((await prepared()).map((p) => p.statement)).toContain(READ);
    // The values themselves, once: numeric as text, arrays and JSON parsed, null kept.
    const [row] = (await client.query(READ, ['ada'], drizzleOptions)).rows;
    expect(row).toEqual([
      1,
      '125000.50',
      '2026-11-29 01:00:00.123+00',
      ['agbada', 'with, comma'],
      { k: [1] },
      true,
      null,
    ]);
  });

  it('sees a change committed just before, and a parameter it has not seen yet', async () => {
    for (let run = 0; run < 3; run++) await client.query(READ, ['bola']);
    expect((await client.query(READ, ['bola'])).rows).toEqual([]);
    await client.query(
      `insert into lines (owner, price, placed_at, tags, paid) values ('bola', 1, now(), '{}', true)`,
    );
    expect((await client.query<{ owner: string }>(READ, ['bola'])).rows).toHaveLength(1);
    expect((await client.query(READ, [null])).rows).toEqual([]);
  });

  it('answers a failing read with PGlite’s own error and drops the statement, later runs fine', async () => {
    const divide = 'select 10 / $1::int as q';
    for (let run = 0; run < 3; run++) await client.query(divide, [2]);
    expect((await prepared()).map((p) => p.statement)).toContain(divide);
    const error = await client.query(divide, [0]).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '22012', message: 'division by zero', query: divide });
    expect((await prepared()).map((p) => p.statement)).not.toContain(divide);
    expect((await client.query(divide, [5])).rows).toEqual([{ q: 2 }]);
  });

  it('still answers after the table under a prepared read changed type', async () => {
    const read = 'select note from lines where owner = $1 and note is not null';
    for (let run = 0; run < 3; run++) await client.query(read, ['ada']);
    await client.exec('alter table lines alter column note type varchar(40)');
    expect((await client.query(read, ['ada'])).rows).toEqual([{ note: "it's" }]);
  });

  it('waits for a transaction in progress and reads what it committed', async () => {
    const count = 'select count(*)::int as n from lines where owner = $1';
    for (let run = 0; run < 3; run++) await client.query(count, ['chidi']);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = client.transaction(async (tx) => {
      await tx.query(
        `insert into lines (owner, price, placed_at, tags, paid) values ('chidi', 1, now(), '{}', true)`,
      );
      await held;
    });
    const read = client.query<{ n: number }>(count, ['chidi']);
    release();
    await transaction;
    expect((await read).rows).toEqual([{ n: 1 }]);
  });
});
