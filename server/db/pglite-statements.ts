import {
  parse,
  protocol,
  type messages,
  type PGlite,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';

/**
 * Named statements for PGlite's hot reads (decision 060).
 *
 * `PGlite.query` sends every statement unnamed: PostgreSQL parses and plans it anew each time.
 * Planning the cart's three-table join took 1.1 ms at 1,000 outfits against 0.27 ms to run it
 * (EXPLAIN ANALYZE): the planner looks up the size of every table and of the eleven indexes on
 * products, and in PGlite each of those is a call from WebAssembly into Node's file system.
 * PGlite also merges its 318 type parsers into a fresh object for every query that brings its
 * own (Drizzle always does): 140 µs each. Node-postgres avoids the first with named statements
 * (server/db/prepared.ts); PGlite has none, so this adds them as pgjdbc does: a parameterised
 * SELECT met STATEMENT_AFTER times is prepared once (Parse with a name), then each run is only
 * Bind, Execute and Sync, its rows parsed with the merged parsers kept per parser set.
 *
 * Only top-level SELECTs with parameters take this path: a transaction's statements run through
 * the transaction's own object, writes keep PGlite's own path. A SELECT that fails here is run
 * again through `PGlite.query` (it changes nothing), which answers the same error PGlite always
 * answered, and its text is never prepared again.
 */
const STATEMENT_AFTER = 3;
/** Texts are Drizzle's, a few dozen in all; past this many nothing more is prepared. */
const MAX_STATEMENTS = 500;
/**
 * Texts counted but not prepared yet, or refused: a text with values written into it (not
 * parameters) is new every time, so the counts start again past this many rather than grow.
 */
const MAX_COUNTED = 10_000;

type Statement = {
  name: string;
  paramTypes: number[];
  /** The statement's RowDescription, which Bind/Execute does not send again. */
  rowDescription: messages.BackendMessage | undefined;
};

type Parsers = PGlite['parsers'];

export class PgliteStatements {
  private readonly seen = new Map<string, number>();
  private readonly prepared = new Map<string, Statement>();
  private readonly refused = new Set<string>();
  /** this.parsers merged with a query's own parsers, per the query's parser set. */
  private merged = new WeakMap<object, Parsers>();
  private mergedFrom: Parsers | undefined;
  /** Names are never reused: a statement forgotten keeps its number. */
  private named = 0;

  private readonly client: PGlite;

  constructor(client: PGlite) {
    this.client = client;
  }

  /** Whether `text` is run here rather than by PGlite.query (counts the runs on the way). */
  wants(text: string, params: unknown[] | undefined, options: QueryOptions | undefined): boolean {
    if (!params?.length || options?.blob || options?.paramTypes) return false;
    if (this.prepared.has(text)) return true;
    if (this.refused.has(text) || !/^\s*select\b/i.test(text)) return false;
    if (this.prepared.size >= MAX_STATEMENTS) return false;
    if (this.seen.size >= MAX_COUNTED) this.seen.clear();
    const runs = (this.seen.get(text) ?? 0) + 1;
    this.seen.set(text, runs);
    return runs >= STATEMENT_AFTER;
  }

  /**
   * Runs a statement `wants` accepted. Call it holding PGlite's query lock; undefined when the
   * statement failed and must be run again by PGlite.query (after the lock is released).
   */
  async run<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
  ): Promise<Results<T> | undefined> {
    try {
      const statement = this.prepared.get(text) ?? (await this.prepare(text));
      const values = params.map((param, i) => {
        if (param === null || param === undefined) return null;
        const oid = statement.paramTypes[i]!;
        const serialize = options?.serializers?.[oid] ?? this.client.serializers[oid];
        return serialize ? serialize(param) : String(param);
      });
      const { messages } = await this.client.execProtocol(
        join([
          protocol.serialize.bind({ statement: statement.name, values }),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        ]),
        { onNotice: options?.onNotice },
      );
      const withFields = statement.rowDescription
        ? [statement.rowDescription, ...messages]
        : messages;
      // The query's rowMode, without its parsers: they are in the merged set already.
      const [result] = parse.parseResults(withFields, this.parsersFor(options), {
        rowMode: options?.rowMode,
      });
      return result as Results<T>;
    } catch {
      await this.forget(text);
      return undefined;
    }
  }

  private async prepare(text: string): Promise<Statement> {
    const name = `telo_${++this.named}`;
    const { messages } = await this.client.execProtocol(
      join([
        protocol.serialize.parse({ name, text }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
    );
    const statement: Statement = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      rowDescription: messages.find((m) => m.name === 'rowDescription'),
    };
    this.prepared.set(text, statement);
    this.seen.delete(text);
    return statement;
  }

  private async forget(text: string) {
    const statement = this.prepared.get(text);
    this.prepared.delete(text);
    this.seen.delete(text);
    if (this.refused.size >= MAX_COUNTED) this.refused.clear();
    this.refused.add(text);
    if (!statement) return;
    // Frees PostgreSQL's copy; failing to close costs only that memory.
    await this.client
      .execProtocol(
        join([
          protocol.serialize.close({ type: 'S', name: statement.name }),
          protocol.serialize.sync(),
        ]),
      )
      .catch(() => {});
  }

  private parsersFor(options: QueryOptions | undefined): Parsers {
    const own = options?.parsers;
    if (!own) return this.client.parsers;
    if (this.mergedFrom !== this.client.parsers) {
      this.merged = new WeakMap();
      this.mergedFrom = this.client.parsers;
    }
    let merged = this.merged.get(own);
    if (!merged) {
      merged = { ...this.client.parsers, ...own };
      this.merged.set(own, merged);
    }
    return merged;
  }
}

function join(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
