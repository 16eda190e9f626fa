import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * This instance's view of catalog_version (migration 0006), the number every catalog write bumps
 * in the writer's own transaction. Reading it is one primary-key lookup; the hot path does not
 * even do that: it reuses the number it last read for `refreshMs`, then refreshes in the
 * background while still answering from the number it has. An instance therefore serves a
 * change at most `refreshMs` plus one lookup late (decision 008). If a refresh has not
 * succeeded for four intervals (database slow or gone), requests wait for a fresh read rather
 * than serve an ever older catalog. `refreshMs` 0 reads the number before every answer;
 * `Infinity` never reads it again until invalidate() (PGlite: only this process can write).
 */
export type CatalogVersion = {
  /** The version to answer from: a string now, or a promise when a read must finish first. */
  current(): string | Promise<string>;
  /**
   * Forgets the number: this instance has just written and may have moved the version, so the
   * next answer waits for a fresh read (its own writes are seen at once, whatever refreshMs).
   */
  invalidate(): void;
};

export function createCatalogVersion(db: Db, refreshMs: number): CatalogVersion {
  let known: string | undefined;
  /** When the read that produced `known` started: data committed before then is in `known`. */
  let readStartedAt = 0;
  let reading: Promise<string> | undefined;
  /** Bumped by invalidate(): a read started before then may hold the old number. */
  let generation = 0;

  function read(): Promise<string> {
    if (reading) return reading;
    const startedAt = performance.now();
    const startedIn = generation;
    const pending = db
      .execute(sql`select version::text as version from catalog_version`)
      .then((result) => {
        // Both drivers answer { rows }; the Db type cannot say so for raw SQL.
        const version = (result as { rows: { version?: string }[] }).rows[0]?.version;
        if (version === undefined) throw new Error('catalog_version has no row');
        if (startedIn === generation) {
          known = version;
          readStartedAt = startedAt;
        }
        return version;
      })
      .finally(() => {
        if (reading === pending) reading = undefined;
      });
    reading = pending;
    return pending;
  }

  return {
    current() {
      const age = performance.now() - readStartedAt;
      if (known === undefined || age >= refreshMs * 4) return read();
      if (age >= refreshMs && !reading) {
        // The next requests answer from `known` meanwhile; a failure is retried on the next one.
        read().catch(() => {});
      }
      return known;
    },
    invalidate() {
      generation++;
      known = undefined;
      reading = undefined;
    },
  };
}
