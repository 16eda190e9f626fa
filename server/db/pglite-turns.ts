import { PGlite, type PGliteOptions, type QueryOptions, type Results } from '@electric-sql/pglite';
import { PgliteStatements } from './pglite-statements.ts';
import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * PGlite whose statements take turns with the rest of the server (decision 040).
 *
 * PGlite runs PostgreSQL as WebAssembly on the server's own thread, one statement at a time
 * behind a lock. Each statement is synchronous, and the lock hands over to the next waiter in a
 * microtask, so under load the statements of every waiting request ran back to back without the
 * event loop ever turning: measured at 100 connections, turns of 150–250 ms. Node accepts new
 * connections and reads new requests only between turns, about one connection per turn, so a
 * visitor arriving during a busy spell waited seconds for the server to even take the connection
 * (reliability test 10 saw 10 s and timed out). Here each holder of the lock first waits for the
 * next turn of the event loop (setImmediate), so between two statements Node accepts and reads
 * whatever has arrived. A transaction is one turn: its statements still run together.
 */
export class TurnTakingPGlite extends PGlite {
  private readonly statements = new PgliteStatements(this);

  /** Hot parameterised SELECTs run as named statements (pglite-statements.ts). */
  override async query<T>(
    text: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    if (!params || !this.statements.wants(text, params, options)) {
      return super.query<T>(text, params, options);
    }
    await this._checkReady();
    const result = await this._runExclusiveTransaction(() =>
      this._runExclusiveQuery(() => this.statements.run<T>(text, params, options)),
    );
    return result ?? super.query<T>(text, params, options);
  }

  override async _runExclusiveTransaction<T>(run: () => Promise<T>): Promise<T> {
    return super._runExclusiveTransaction(async () => {
      await nextTurn();
      return run();
    });
  }
}

/** What PGlite.create does (it always builds the base class), for the turn-taking one. */
export async function createPglite(options: PGliteOptions): Promise<PGlite> {
  const client = new TurnTakingPGlite(options);
  await client.waitReady;
  return client;
}
