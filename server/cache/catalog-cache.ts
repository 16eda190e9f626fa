import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { createByteLru } from './byte-lru.ts';
import {
  entrySize,
  etagMatches,
  HTML_TYPE,
  jsonEntry,
  modeKey,
  pageEntry,
  variantKey,
  type Address,
  type Entry,
} from './cache-entry.ts';
import { sendEntry } from './send-entry.ts';
import { createCatalogVersion } from './catalog-version.ts';
import {
  chooseCoding,
  compressBest,
  compressFast,
  compressQuick,
  NO_ACCEPTABLE_CODING,
} from './encodings.ts';
import { AppError } from '../errors.ts';
import { dataLightRequested, PAGE_VARY } from '../../shared/data-light.ts';
import { createHotPathAnswers, keptVariant, type HotPath } from './hot-path.ts';

/*
 * The catalog cache (decisions 008, 011): answers and shared pages kept as bytes per catalogue
 * version (cache-entry.ts), served through Fastify here, and repeated before Fastify by the hot
 * path (hot-path.ts); registerCatalogCache below plugs both into the app.
 */

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
/** What a page renderer hands the cache: the whole HTML document and its status. */
export type RenderedPage = { status: number; html: string };

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
  /**
   * Answers a page shared by every visitor (issue 16): its HTML rendered once per catalogue
   * version and variant, compressed once per coding, with ETag and 304. `key` names everything
   * the page depends on (origin, path, the query parameters it reads). A page rendered with
   * another status than 200 (a 404) is sent, compressed fast, and not kept.
   */
  servePage(
    request: FastifyRequest,
    reply: FastifyReply,
    page: {
      key: string;
      variants: number;
      /** Rendered apart for data-light requests (shared/data-light.ts), said with Vary. */
      dataLight?: boolean;
      render: (variant: number, dataLight: boolean) => Promise<RenderedPage>;
    },
  ): Promise<FastifyReply>;
  /** This instance wrote to the catalogue: the next answer re-reads the catalog version first. */
  invalidate(): void;
  /** Counters for tests and logs. */
  readonly stats: {
    hits: number;
    /** Of the hits, those answered by the hot path. */
    rawHits: number;
    fills: number;
    notModified: number;
    /** Pages compressed again at the best level once asked for a second time. */
    recompressed: number;
    entries: number;
    bytes: number;
  };
};

declare module 'fastify' {
  interface FastifyInstance {
    catalogCache: CatalogCache;
  }
}

/**
 * The cache as one plugin: the cache itself (`app.catalogCache`, which routes opt into with
 * `serve()` and `servePage()`), its answers on the hot path (registerHotPath), and the hook that
 * keeps both right: re-read the version after a catalogue write.
 */
export function registerCatalogCache(
  app: FastifyInstance,
  {
    db,
    trustProxy,
    hotPath,
    ...options
  }: { db: Db; trustProxy?: boolean; hotPath: HotPath } & {
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
  // After any write this instance reads catalog_version again before its next cached answer
  // (the write's transaction has committed by the time its answer is sent). Only the triggers
  // on the catalogue's tables move the version, so a cart or order write costs one small read
  // and drops nothing; no route has to remember that it touches products or tailors (a review's
  // rating, a delivered order's count, a Verified badge, an approved tailor all do).
  app.addHook('onSend', async (request, _reply, payload) => {
    if (!READS.has(request.method)) cache.invalidate();
    return payload;
  });
  hotPath.answers.push(cache.answerRaw);
  return cache;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function createCatalogCache(db: Db, options: CatalogCacheOptions): CatalogCache {
  const versions = createCatalogVersion(db, options.refreshMs);
  const lru = createByteLru<Entry>(options);
  /** Fills under way, so 32 simultaneous misses on one page run its queries once. */
  const filling = new Map<string, Promise<Entry | RenderedPage>>();
  let cachedVersion: string | undefined;
  const counts = { hits: 0, rawHits: 0, fills: 0, notModified: 0, recompressed: 0 };
  const hot = createHotPathAnswers(options, {
    ready(key) {
      // Only from a version already read: a promise means this instance must look first.
      const version = versions.current();
      if (typeof version !== 'string' || version !== cachedVersion) return undefined;
      const entry = lru.get(key);
      if (entry?.quick) recompress(entry);
      return entry;
    },
    hit() {
      counts.hits++;
      counts.rawHits++;
    },
    notModified() {
      counts.notModified++;
    },
  });

  /**
   * A page asked for a second time is popular enough to be worth brotli 11: compressed again in
   * the background while the quick bytes keep being sent. The ETags stay (they name the page,
   * weakly); the headers captured for the hot path go, since the lengths change, and are
   * captured again by the next answer through Fastify.
   */
  function recompress(entry: Entry) {
    entry.quick = false;
    compressBest(entry.bodies.identity!)
      .then((bodies) => {
        entry.bodies = bodies;
        entry.prepared = {};
        counts.recompressed++;
      })
      .catch(() => {}); // the quick bytes stay: still correct
  }

  function fill<T extends Entry | RenderedPage>(
    key: string,
    version: string,
    produce: () => Promise<T>,
  ): Promise<T> {
    const fillKey = `${version} ${key}`;
    let pending = filling.get(fillKey) as Promise<T> | undefined;
    if (!pending) {
      pending = produce()
        .then((entry) => {
          counts.fills++;
          // A fill that began before the version moved on must not land among newer entries.
          if ('bodies' in entry && version === cachedVersion) {
            lru.set(key, entry, entrySize(entry) + key.length * 2);
          }
          return entry;
        })
        .finally(() => filling.delete(fillKey));
      filling.set(fillKey, pending);
    }
    return pending;
  }

  /** The entries of an older catalogue version are dropped before anything is answered. */
  async function currentVersion() {
    const version = await versions.current();
    if (version !== cachedVersion) {
      lru.clear();
      hot.clear();
      cachedVersion = version;
    }
    return version;
  }

  /** Sends an entry through Fastify (send-entry.ts), remembered for the hot path if kept. */
  function send(
    reply: FastifyReply,
    ifNoneMatch: string | string[] | undefined,
    key: string,
    address: Address,
    entry: Entry,
  ) {
    return sendEntry(reply, ifNoneMatch, entry, {
      address,
      cacheControl: CATALOG_CACHE_CONTROL,
      notModified: () => counts.notModified++,
      remember: (coding) => hot.remember(reply, address, entry, coding, lru.get(key) === entry),
    });
  }

  return {
    async serve(ifNoneMatch, reply, key, produce) {
      const version = await currentVersion();
      let entry = lru.get(key);
      if (entry) counts.hits++;
      else entry = await fill(key, version, async () => jsonEntry(await produce()));
      // Only for the address's own path: a caller answering another URL from an entry is not
      // remembered for that URL.
      const path = reply.request.raw.url?.split('?', 1)[0];
      const address = { key, variants: 1 };
      if (path !== key.split('?', 1)[0]) return sendWithoutRemembering(reply, ifNoneMatch, entry);
      return send(reply, ifNoneMatch, key, address, entry);
    },

    async servePage(request, reply, page) {
      const version = await currentVersion();
      const light =
        page.dataLight === true &&
        dataLightRequested(request.headers['save-data'], request.headers.cookie);
      const base = modeKey(page.key, light);
      const variant = keptVariant(page.variants, request.headers['if-none-match'], (v) =>
        lru.get(variantKey(base, v, page.variants)),
      );
      const key = variantKey(base, variant, page.variants);
      let entry = lru.get(key);
      if (entry) {
        counts.hits++;
        if (entry.quick) recompress(entry);
      } else {
        const made = await fill(key, version, async () => {
          const rendered = await page.render(variant, light);
          if (rendered.status !== 200) return rendered;
          return pageEntry(await compressQuick(Buffer.from(rendered.html)));
        });
        if (!('bodies' in made)) return sendUncached(request, reply, made);
        entry = made;
      }
      const address = { key: page.key, variants: page.variants, dataLight: page.dataLight };
      return send(reply, request.headers['if-none-match'], key, address, entry);
    },

    answerRaw: hot.answerRaw,

    invalidate() {
      versions.invalidate();
    },

    get stats() {
      return { ...counts, entries: lru.size, bytes: lru.bytes };
    },
  };

  function sendWithoutRemembering(
    reply: FastifyReply,
    ifNoneMatch: string | undefined,
    entry: Entry,
  ) {
    const etag = entry.etags.identity!;
    reply.header('cache-control', CATALOG_CACHE_CONTROL).header('etag', etag);
    if (ifNoneMatch !== undefined && etagMatches(ifNoneMatch, etag)) {
      counts.notModified++;
      return reply.code(304).send();
    }
    return reply.header('content-type', entry.type).send(entry.bodies.identity);
  }
}

/** A page that is not kept (a 404): sent compressed at a fast level, never revalidated. */
export async function sendUncached(
  request: FastifyRequest,
  reply: FastifyReply,
  page: RenderedPage,
) {
  const coding = chooseCoding(request.headers['accept-encoding']);
  if (coding === null) throw new AppError(406, NO_ACCEPTABLE_CODING);
  reply
    .status(page.status)
    .type(HTML_TYPE)
    .header('cache-control', 'no-cache')
    // Every page is rendered for its request's mode too (shared/data-light.ts).
    .header('vary', PAGE_VARY);
  if (coding !== 'identity') reply.header('content-encoding', coding);
  return reply.send(await compressFast(Buffer.from(page.html), coding));
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
