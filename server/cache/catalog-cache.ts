import { createHash, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { createByteLru } from './byte-lru.ts';
import { createCatalogVersion } from './catalog-version.ts';
import {
  chooseCoding,
  compressBest,
  compressFast,
  compressQuick,
  NO_ACCEPTABLE_CODING,
  type Coding,
} from './encodings.ts';
import { AppError } from '../errors.ts';

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
const HTML_TYPE = 'text/html; charset=utf-8';

/**
 * The headers Fastify sent with this entry, per protocol ('http' or 'https': HSTS differs) and
 * coding, as flat arrays ready for `writeHead`: the hot path (`answerRaw`) repeats them for the
 * next requests of the same address without going through Fastify.
 */
type Prepared = { ok: string[]; notModified: string[] };
type Entry = {
  /** JSON answers are kept as they are; pages once per coding (compressed once). */
  bodies: Partial<Record<Coding, Buffer>>;
  etags: Partial<Record<Coding, string>>;
  type: string;
  /** A page: its coding follows Accept-Encoding (Vary). */
  negotiated: boolean;
  /** A page compressed quickly, to be compressed at the best level once it is asked for again. */
  quick: boolean;
  prepared: Partial<Record<`${'http' | 'https'} ${Coding}`, Prepared>>;
};

/** What a page renderer hands the cache: the whole HTML document and its status. */
export type RenderedPage = { status: number; html: string };

/**
 * An address the hot path knows: its entry's key, and for a page shown in several variants (the
 * random hero) how many there are; each visit picks one.
 */
type Address = { key: string; variants: number };

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
    page: { key: string; variants: number; render: (variant: number) => Promise<RenderedPage> },
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
 * The switch the HTTP server consults before Fastify (app.ts's serverFactory): the cache plugin
 * fills in `answer`; a closing server turns it off.
 */
export type HotPath = {
  open: boolean;
  answer?: (request: IncomingMessage, response: ServerResponse) => boolean;
  /** Told of an error the hot path threw (the cache plugin logs it). */
  failed?: (error: unknown, request: IncomingMessage) => void;
};

/**
 * The HTTP server's request listener: the hot path first, Fastify's handler for the rest. The
 * hot path runs outside Fastify, where nothing would catch what it throws and one request would
 * end the process (issue 27): a throw is logged and the request goes through Fastify instead,
 * which answers it the long way (or with a 500 of its own if the fault is shared).
 */
export function withHotPath(
  hotPath: HotPath,
  handler: (request: IncomingMessage, response: ServerResponse) => void,
) {
  return (request: IncomingMessage, response: ServerResponse) => {
    if (hotPath.open && answeredByHotPath(hotPath, request, response)) return;
    handler(request, response);
  };
}

function answeredByHotPath(hotPath: HotPath, request: IncomingMessage, response: ServerResponse) {
  try {
    return hotPath.answer?.(request, response) ?? false;
  } catch (error) {
    hotPath.failed?.(error, request);
    if (!response.headersSent) return false;
    // Half an answer cannot be finished by Fastify: the connection is cut, the process lives.
    response.destroy();
    return true;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalog cache's hot path (decision 011); closed while the server shuts down. */
    catalogHotPath: HotPath;
  }
}

/**
 * The cache as one plugin: the cache itself (`app.catalogCache`, which routes opt into with
 * `serve()` and `servePage()`), the hot path it answers before Fastify, and the hooks that keep
 * both right: re-read the version after a catalogue write, close the hot path on shutdown.
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
  hotPath.answer = cache.answerRaw;
  hotPath.failed = (error, request) =>
    app.log.error(
      { err: error, url: request.url },
      'the catalog hot path failed; served by Fastify',
    );
  app.decorate('catalogHotPath', hotPath);
  // A closing server answers through Fastify, which closes connections and refuses new work.
  app.addHook('preClose', async () => {
    hotPath.open = false;
  });
  return cache;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Headers that belong to one request and are never repeated by the hot path. */
const PER_REQUEST = new Set(['x-request-id', 'content-length', 'date', 'connection']);

export function createCatalogCache(db: Db, options: CatalogCacheOptions): CatalogCache {
  const versions = createCatalogVersion(db, options.refreshMs);
  const lru = createByteLru<Entry>(options);
  /**
   * Raw addresses (origin, path and query exactly as sent) answered through serve(), each to its
   * key: several spellings of one query share one entry. Bounded like the entries: a crawler
   * spelling queries a thousand ways costs a thousand short strings.
   */
  const addresses = createByteLru<Address>({
    maxEntries: options.maxEntries,
    maxBytes: options.maxEntries * 1024,
  });
  /** Fills under way, so 32 simultaneous misses on one page run its queries once. */
  const filling = new Map<string, Promise<Entry | RenderedPage>>();
  let cachedVersion: string | undefined;
  const counts = { hits: 0, rawHits: 0, fills: 0, notModified: 0, recompressed: 0 };

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
      addresses.clear();
      cachedVersion = version;
    }
    return version;
  }

  /**
   * Remembers what Fastify is about to send for this entry in this coding (every header its
   * hooks set so far: the security headers, cache-control, etag, content-type), so the hot path
   * can send the same to the next request of the same address.
   */
  function remember(
    reply: FastifyReply,
    key: string,
    address: Address,
    entry: Entry,
    coding: Coding,
  ) {
    const { raw } = reply.request;
    const protocol = reply.request.protocol;
    if (raw.url === undefined || (protocol !== 'http' && protocol !== 'https')) return;
    const slot = `${protocol} ${coding}` as const;
    if (!entry.prepared[slot]) {
      const headers = reply.getHeaders();
      // A per-visitor header means the answer is not the same for everyone: never repeat it.
      if (headers['set-cookie'] !== undefined) return;
      if (headers.vary !== undefined && !(entry.negotiated && headers.vary === 'Accept-Encoding')) {
        return;
      }
      entry.prepared[slot] = {
        ok: flatHeaders(headers, entry.bodies[coding]!.length),
        notModified: flatHeaders(withoutContentType(headers), undefined),
      };
    }
    if (lru.get(key) === entry) {
      const name = addressOf(raw, protocol, reply.request.host);
      addresses.set(name, address, name.length * 2 + address.key.length * 2);
    }
  }

  /** The host as Fastify's request.host gives it (trustProxy is true or false here). */
  function hostOf(request: IncomingMessage): string {
    const forwarded = request.headers['x-forwarded-host'];
    if (options.trustProxy && forwarded) return String(forwarded).split(',').at(-1)!.trim();
    return request.headers.host ?? '';
  }

  /** The protocol as Fastify's request.protocol gives it (trustProxy is true or false here). */
  function protocolOf(request: IncomingMessage): string {
    const forwarded = request.headers['x-forwarded-proto'];
    if (options.trustProxy && forwarded) return String(forwarded).split(',').at(-1)!.trim();
    return (request.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
  }

  /** Sends an entry through Fastify in the coding the request accepts; 304 when it has it. */
  function send(
    reply: FastifyReply,
    ifNoneMatch: string | string[] | undefined,
    key: string,
    address: Address,
    entry: Entry,
  ) {
    const coding = entry.negotiated
      ? chooseCoding(reply.request.headers['accept-encoding'])
      : 'identity';
    if (coding === null) throw new AppError(406, NO_ACCEPTABLE_CODING);
    const etag = entry.etags[coding]!;
    reply.header('cache-control', CATALOG_CACHE_CONTROL).header('etag', etag);
    if (entry.negotiated) reply.header('vary', 'Accept-Encoding');
    if (typeof ifNoneMatch === 'string' && etagMatches(ifNoneMatch, etag)) {
      counts.notModified++;
      return reply.code(304).send();
    }
    // Bytes as they are: Fastify sends a Buffer without serializing it again.
    reply.header('content-type', entry.type);
    if (coding !== 'identity') reply.header('content-encoding', coding);
    if (reply.statusCode === 200) remember(reply, key, address, entry, coding);
    return reply.send(entry.bodies[coding]);
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
      const variant = page.variants > 1 ? Math.floor(Math.random() * page.variants) : 0;
      const key = variantKey(page.key, variant, page.variants);
      let entry = lru.get(key);
      if (entry) {
        counts.hits++;
        if (entry.quick) recompress(entry);
      } else {
        const made = await fill(key, version, async () => {
          const rendered = await page.render(variant);
          if (rendered.status !== 200) return rendered;
          return pageEntry(await compressQuick(Buffer.from(rendered.html)));
        });
        if (!('bodies' in made)) return sendUncached(request, reply, made);
        entry = made;
      }
      return send(reply, request.headers['if-none-match'], key, page, entry);
    },

    answerRaw(request, response) {
      if (request.method !== 'GET' || request.url === undefined) return false;
      const protocol = protocolOf(request);
      if (protocol !== 'http' && protocol !== 'https') return false;
      const address = addresses.get(addressOf(request, protocol, hostOf(request)));
      if (address === undefined) return false;
      // Only from a version already read: a promise means this instance must look first.
      const version = versions.current();
      if (typeof version !== 'string' || version !== cachedVersion) return false;
      const variant = address.variants > 1 ? Math.floor(Math.random() * address.variants) : 0;
      const entry = lru.get(variantKey(address.key, variant, address.variants));
      if (!entry) return false;
      if (entry.quick) recompress(entry);
      const { headers } = request;
      const coding = entry.negotiated ? chooseCoding(headers['accept-encoding']) : 'identity';
      // Nothing acceptable: Fastify answers 406 with the usual body and headers.
      if (coding === null) return false;
      const prepared = entry.prepared[`${protocol} ${coding}`];
      if (!prepared) return false;
      // A GET with a body goes through Fastify, which parses and checks it (no-nul-text).
      if (headers['transfer-encoding'] !== undefined) return false;
      if (headers['content-length'] !== undefined && headers['content-length'] !== '0') {
        return false;
      }
      counts.hits++;
      counts.rawHits++;
      const requestId = ['x-request-id', randomUUID()];
      const ifNoneMatch = headers['if-none-match'];
      if (ifNoneMatch !== undefined && etagMatches(ifNoneMatch, entry.etags[coding]!)) {
        counts.notModified++;
        response.writeHead(304, [...requestId, ...prepared.notModified]);
        response.end();
        return true;
      }
      response.writeHead(200, [...requestId, ...prepared.ok]);
      response.end(entry.bodies[coding]);
      return true;
    },

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
    .header('vary', 'Accept-Encoding');
  if (coding !== 'identity') reply.header('content-encoding', coding);
  return reply.send(await compressFast(Buffer.from(page.html), coding));
}

function addressOf(request: IncomingMessage, protocol: string, host: string) {
  return `${protocol}://${host}${request.url}`;
}

const variantKey = (key: string, variant: number, variants: number) =>
  variants > 1 ? `${key}#${variant}` : key;

function jsonEntry(value: unknown): Entry {
  const body = Buffer.from(JSON.stringify(value));
  const etag = etagOf(body);
  return {
    bodies: { identity: body },
    etags: { identity: etag },
    type: JSON_TYPE,
    negotiated: false,
    quick: false,
    prepared: {},
  };
}

/**
 * One ETag per coding, from the page itself: weak (RFC 9110 §8.8.1), since the compressed
 * bytes of one page change when it is compressed again at a better level.
 */
function pageEntry(bodies: Record<Coding, Buffer>): Entry {
  const tag = etagOf(bodies.identity).slice(1, -1);
  return {
    bodies,
    etags: { identity: `W/"${tag}"`, br: `W/"${tag}-br"`, gzip: `W/"${tag}-gz"` },
    type: HTML_TYPE,
    negotiated: true,
    quick: true,
    prepared: {},
  };
}

function entrySize(entry: Entry) {
  let bytes = 0;
  for (const body of Object.values(entry.bodies)) bytes += body.length;
  return bytes;
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
