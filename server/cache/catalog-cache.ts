import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../db/client.ts';
import { createByteLru } from './byte-lru.ts';
import { createCatalogVersion } from './catalog-version.ts';

export type CatalogCacheOptions = {
  /** How long an instance answers from the catalog version it last read (decision 008). */
  refreshMs: number;
  maxEntries: number;
  maxBytes: number;
};

export const CATALOG_CACHE_DEFAULTS: CatalogCacheOptions = {
  refreshMs: 500,
  maxEntries: 5_000,
  maxBytes: 50 * 1024 * 1024,
};

/** Browsers and proxies may keep an answer but must ask again (cheaply, with the ETag) each time. */
export const CATALOG_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
const JSON_TYPE = 'application/json; charset=utf-8';

type Entry = { body: Buffer; etag: string };

export type CatalogCache = {
  /**
   * Answers `reply` with the serialized bytes cached under `key` for the current catalog
   * version, filling them from `produce` on a miss. `key` must name everything the answer depends
   * on (path and validated query). Errors from `produce` (a 404) propagate and are not cached.
   */
  serve(
    ifNoneMatch: string | undefined,
    reply: FastifyReply,
    key: string,
    produce: () => Promise<unknown>,
  ): Promise<FastifyReply>;
  /** Counters for tests and logs. */
  readonly stats: {
    hits: number;
    fills: number;
    notModified: number;
    entries: number;
    bytes: number;
  };
};

declare module 'fastify' {
  interface FastifyInstance {
    catalogCache: CatalogCache;
  }
}

export function registerCatalogCache(
  app: FastifyInstance,
  { db, ...options }: { db: Db } & { [K in keyof CatalogCacheOptions]?: number | undefined },
) {
  const d = CATALOG_CACHE_DEFAULTS;
  const chosen = {
    refreshMs: options.refreshMs ?? d.refreshMs,
    maxEntries: options.maxEntries ?? d.maxEntries,
    maxBytes: options.maxBytes ?? d.maxBytes,
  };
  app.decorate('catalogCache', createCatalogCache(db, chosen));
}

export function createCatalogCache(db: Db, options: CatalogCacheOptions): CatalogCache {
  const versions = createCatalogVersion(db, options.refreshMs);
  const lru = createByteLru<Entry>(options);
  /** Fills under way, so 32 simultaneous misses on one page run its queries once. */
  const filling = new Map<string, Promise<Entry>>();
  let cachedVersion: string | undefined;
  const counts = { hits: 0, fills: 0, notModified: 0 };

  function fill(key: string, version: string, produce: () => Promise<unknown>) {
    const fillKey = `${version} ${key}`;
    let pending = filling.get(fillKey);
    if (!pending) {
      pending = produce()
        .then((value) => {
          counts.fills++;
          const body = Buffer.from(JSON.stringify(value));
          const entry = { body, etag: etagOf(body) };
          // A fill that began before the version moved on must not land among newer entries.
          if (version === cachedVersion) lru.set(key, entry, body.length + key.length * 2);
          return entry;
        })
        .finally(() => filling.delete(fillKey));
      filling.set(fillKey, pending);
    }
    return pending;
  }

  return {
    async serve(ifNoneMatch, reply, key, produce) {
      const version = await versions.current();
      if (version !== cachedVersion) {
        lru.clear();
        cachedVersion = version;
      }
      let entry = lru.get(key);
      if (entry) counts.hits++;
      else entry = await fill(key, version, produce);

      reply.header('cache-control', CATALOG_CACHE_CONTROL).header('etag', entry.etag);
      if (ifNoneMatch !== undefined && etagMatches(ifNoneMatch, entry.etag)) {
        counts.notModified++;
        return reply.code(304).send();
      }
      // Bytes as they are: Fastify sends a Buffer without serializing it again.
      return reply.header('content-type', JSON_TYPE).send(entry.body);
    },
    get stats() {
      return { ...counts, entries: lru.size, bytes: lru.bytes };
    },
  };
}

/**
 * Strong ETag from the bytes themselves: it changes exactly when the answer does, so a phone
 * revalidating an outfit nobody touched still gets a 304 after an unrelated catalog write.
 */
function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** If-None-Match uses weak comparison (RFC 9110 §13.1.2): a W/ prefix does not matter. */
function etagMatches(header: string, etag: string): boolean {
  for (const raw of header.split(',')) {
    const candidate = raw.trim();
    if (candidate === '*' || candidate === etag || candidate === `W/${etag}`) return true;
  }
  return false;
}

/** A cache key from a path and a validated query: same meaning, same key, whatever the order. */
export function catalogKey(path: string, query: Record<string, unknown> = {}): string {
  const parts = Object.keys(query)
    .filter((name) => query[name] !== undefined)
    .sort()
    .map(
      (name) => `${encodeURIComponent(name)}=${encodeURIComponent(JSON.stringify(query[name]))}`,
    );
  return parts.length ? `${path}?${parts.join('&')}` : path;
}
