import { createHash, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../db/client.ts';
import { createByteLru } from './byte-lru.ts';
import { createCatalogVersion } from './catalog-version.ts';

export type CatalogCacheOptions = {
  /**
   * How long an instance answers from the catalog version it last read (decision 008).
   * Infinity: only when this instance writes (PGlite, where no other process can).
   */
  refreshMs: number;
  /** Behind a proxy, the protocol comes from X-Forwarded-Proto, as Fastify reads it. */
  trustProxy?: boolean;
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

/**
 * The headers Fastify sent with this entry, per protocol ('http' or 'https': HSTS differs), as
 * flat arrays ready for `writeHead`: the hot path (`answerRaw`) repeats them for the next
 * requests of the same address without going through Fastify.
 */
type Prepared = { ok: string[]; notModified: string[] };
type Entry = { body: Buffer; etag: string; prepared: Partial<Record<'http' | 'https', Prepared>> };

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
  /**
   * The hot path (decision 011): answers a GET for an address already answered through `serve()`
   * straight from the raw Node request, with the headers Fastify sent then (a new request id),
   * before Fastify parses anything. False when it cannot (unknown address, a catalog version not
   * known yet, a body, another protocol): the request then goes through Fastify as usual.
   */
  answerRaw(request: IncomingMessage, response: ServerResponse): boolean;
  /** This instance wrote: the next answer re-reads the catalog version first. */
  invalidate(): void;
  /** Counters for tests and logs. */
  readonly stats: {
    hits: number;
    /** Of the hits, those answered by the hot path. */
    rawHits: number;
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
  {
    db,
    trustProxy,
    ...options
  }: { db: Db; trustProxy?: boolean } & {
    [K in 'refreshMs' | 'maxEntries' | 'maxBytes']?: number | undefined;
  },
) {
  const d = CATALOG_CACHE_DEFAULTS;
  const chosen = {
    refreshMs: options.refreshMs ?? d.refreshMs,
    maxEntries: options.maxEntries ?? d.maxEntries,
    maxBytes: options.maxBytes ?? d.maxBytes,
    trustProxy,
  };
  const cache = createCatalogCache(db, chosen);
  app.decorate('catalogCache', cache);
  return cache;
}

/** Headers that belong to one request and are never repeated by the hot path. */
const PER_REQUEST = new Set(['x-request-id', 'content-length', 'date', 'connection']);

export function createCatalogCache(db: Db, options: CatalogCacheOptions): CatalogCache {
  const versions = createCatalogVersion(db, options.refreshMs);
  const lru = createByteLru<Entry>(options);
  /**
   * Raw addresses (path and query exactly as sent) answered through serve(), each to its key:
   * several spellings of one query share one entry. Bounded like the entries: a crawler
   * spelling queries a thousand ways costs a thousand short strings.
   */
  const addresses = createByteLru<string>({
    maxEntries: options.maxEntries,
    maxBytes: options.maxEntries * 1024,
  });
  /** Fills under way, so 32 simultaneous misses on one page run its queries once. */
  const filling = new Map<string, Promise<Entry>>();
  let cachedVersion: string | undefined;
  const counts = { hits: 0, rawHits: 0, fills: 0, notModified: 0 };

  function fill(key: string, version: string, produce: () => Promise<unknown>) {
    const fillKey = `${version} ${key}`;
    let pending = filling.get(fillKey);
    if (!pending) {
      pending = produce()
        .then((value) => {
          counts.fills++;
          const body = Buffer.from(JSON.stringify(value));
          const entry: Entry = { body, etag: etagOf(body), prepared: {} };
          // A fill that began before the version moved on must not land among newer entries.
          if (version === cachedVersion) lru.set(key, entry, body.length + key.length * 2);
          return entry;
        })
        .finally(() => filling.delete(fillKey));
      filling.set(fillKey, pending);
    }
    return pending;
  }

  /**
   * Remembers what Fastify is about to send for this entry (every header its hooks set so far:
   * the security headers, cache-control, etag, content-type), so the hot path can send the same.
   * Only for the address's own path: a caller answering another URL from an entry is not copied.
   */
  function remember(reply: FastifyReply, key: string, entry: Entry) {
    const { url } = reply.request.raw;
    const protocol = reply.request.protocol;
    if (url === undefined || (protocol !== 'http' && protocol !== 'https')) return;
    if (url.split('?', 1)[0] !== key.split('?', 1)[0]) return;
    if (!entry.prepared[protocol]) {
      const headers = reply.getHeaders();
      // A per-visitor header means the answer is not the same for everyone: never repeat it.
      if (headers['set-cookie'] !== undefined || headers.vary !== undefined) return;
      entry.prepared[protocol] = {
        ok: flatHeaders(headers, entry.body.length),
        notModified: flatHeaders(withoutContentType(headers), undefined),
      };
    }
    if (lru.get(key) === entry) addresses.set(url, key, url.length * 2 + key.length * 2);
  }

  /** The protocol as Fastify's request.protocol gives it (trustProxy is true or false here). */
  function protocolOf(request: IncomingMessage): string {
    const forwarded = request.headers['x-forwarded-proto'];
    if (options.trustProxy && forwarded) return String(forwarded).split(',').at(-1)!.trim();
    return (request.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
  }

  return {
    async serve(ifNoneMatch, reply, key, produce) {
      const version = await versions.current();
      if (version !== cachedVersion) {
        lru.clear();
        addresses.clear();
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
      reply.header('content-type', JSON_TYPE);
      if (reply.statusCode === 200) remember(reply, key, entry);
      return reply.send(entry.body);
    },

    answerRaw(request, response) {
      if (request.method !== 'GET' || request.url === undefined) return false;
      const key = addresses.get(request.url);
      if (key === undefined) return false;
      // Only from a version already read: a promise means this instance must look first.
      const version = versions.current();
      if (typeof version !== 'string' || version !== cachedVersion) return false;
      const entry = lru.get(key);
      const protocol = protocolOf(request);
      const prepared =
        protocol === 'http' || protocol === 'https' ? entry?.prepared[protocol] : undefined;
      if (!entry || !prepared) return false;
      // A GET with a body goes through Fastify, which parses and checks it (no-nul-text).
      const { headers } = request;
      if (headers['transfer-encoding'] !== undefined) return false;
      if (headers['content-length'] !== undefined && headers['content-length'] !== '0') {
        return false;
      }
      counts.hits++;
      counts.rawHits++;
      const requestId = ['x-request-id', randomUUID()];
      const ifNoneMatch = headers['if-none-match'];
      if (ifNoneMatch !== undefined && etagMatches(ifNoneMatch, entry.etag)) {
        counts.notModified++;
        response.writeHead(304, [...requestId, ...prepared.notModified]);
        response.end();
        return true;
      }
      response.writeHead(200, [...requestId, ...prepared.ok]);
      response.end(entry.body);
      return true;
    },

    invalidate() {
      versions.invalidate();
    },

    get stats() {
      return { ...counts, entries: lru.size, bytes: lru.bytes };
    },
  };
}

type Headers = Record<string, string | number | string[] | undefined>;

function flatHeaders(headers: Headers, contentLength: number | undefined): string[] {
  const flat: string[] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || PER_REQUEST.has(name)) continue;
    for (const one of Array.isArray(value) ? value : [value]) flat.push(name, String(one));
  }
  if (contentLength !== undefined) flat.push('content-length', String(contentLength));
  return flat;
}

function withoutContentType(headers: Headers): Headers {
  const rest = { ...headers };
  delete rest['content-type'];
  return rest;
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
