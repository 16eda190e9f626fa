/**
 * A fresh, empty PostgreSQL database for one part of the bench, on the server DATABASE_URL names,
 * dropped afterwards. The database DATABASE_URL itself names is only connected to, never changed.
 */
import pg from 'pg';

export type FreshDatabase = { url: string; name: string; drop(): Promise<void> };

export async function createFreshDatabase(baseUrl: string, label: string): Promise<FreshDatabase> {
  const name = `telo_bench_${label}_${process.pid}_${Date.now().toString(36)}`;
  await admin(baseUrl, `create database "${name}"`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () => admin(baseUrl, `drop database if exists "${name}" with (force)`),
  };
}

async function admin(baseUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The URL without its password, for the report. */
export function describeUrl(url: string): string {
  const u = new URL(url);
  u.password = '';
  return u.toString();
}
