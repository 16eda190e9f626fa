import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { createByteLru } from './byte-lru.ts';
import { dataLightRequested } from '../../shared/data-light.ts';
import {
  etagMatches,
  modeKey,
  variantKey,
  varyOf,
  type Address,
  type Entry,
} from './cache-entry.ts';
import { chooseCoding, type Coding } from './encodings.ts';

/** Answers a request from bytes already kept, or says false (it then goes through Fastify). */
export type RawAnswer = (request: IncomingMessage, response: ServerResponse) => boolean;

/**
 * The switch the HTTP server consults before Fastify (app.ts's serverFactory): the catalog cache
 * and the kept pages (server/ssr/kept-pages.ts) each add their `answers`, asked in turn; a
 * closing server turns it off.
 */
export type HotPath = {
  open: boolean;
  answers: RawAnswer[];
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
    return hotPath.answers.some((answer) => answer(request, response));
  } catch (error) {
    hotPath.failed?.(error, request);
    if (!response.headersSent) return false;
    // Half an answer cannot be finished by Fastify: the connection is cut, the process lives.
    response.destroy();
    return true;
  }
}

/**
 * Plugs the hot path into the app: `app.hotPath` for the caches that answer on it, its failures
 * logged, and closed on shutdown: a closing server answers through Fastify, which closes
 * connections and refuses new work.
 */
export function registerHotPath(app: FastifyInstance, hotPath: HotPath) {
  hotPath.failed = (error, request) =>
    app.log.error({ err: error, url: request.url }, 'the hot path failed; served by Fastify');
  app.decorate('hotPath', hotPath);
  app.addHook('preClose', async () => {
    hotPath.open = false;
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The hot path (decision 011); closed while the server shuts down. */
    hotPath: HotPath;
  }
}

/**
 * What the hot path needs of a cache: an entry it may still answer with, and its counters.
 */
export type HotPathSource = {
  /**
   * The entry under `key` while it may be answered (undefined otherwise): for the catalog cache
   * only from a catalog version already read, its quick bytes recompressed at the best level as
   * on any hit; for a kept page only until its time is up.
   */
  ready(key: string): Entry | undefined;
  /** A hit answered here. */
  hit(): void;
  notModified(): void;
};

/**
 * The hot path's half of a cache (decision 011): the raw addresses answered through Fastify,
 * each with the headers Fastify sent then (captured by `remember`), and `answerRaw`, which sends
 * the same bytes and headers to the next request of the same address before Fastify parses it.
 */
export function createHotPathAnswers(
  options: { trustProxy?: boolean | undefined; maxEntries: number },
  source: HotPathSource,
) {
  /**
   * Raw addresses (origin, path and query exactly as sent) answered through serve(), each to its
   * key: several spellings of one query share one entry. Bounded like the entries: a crawler
   * spelling queries a thousand ways costs a thousand short strings.
   */
  const addresses = createByteLru<Address>({
    maxEntries: options.maxEntries,
    maxBytes: options.maxEntries * 1024,
  });

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

  return {
    /**
     * Remembers what Fastify is about to send for this entry in this coding (every header its
     * hooks set so far: the security headers, cache-control, etag, content-type), so the hot
     * path can send the same to the next request of the same address. `kept`: the entry is the
     * one the cache holds (not a fill the version already left behind).
     */
    remember(reply: FastifyReply, address: Address, entry: Entry, coding: Coding, kept: boolean) {
      const { raw } = reply.request;
      const protocol = reply.request.protocol;
      if (raw.url === undefined || (protocol !== 'http' && protocol !== 'https')) return;
      const slot = `${protocol} ${coding}` as const;
      if (!entry.prepared[slot]) {
        const headers = reply.getHeaders();
        // A per-visitor header means the answer is not the same for everyone: never repeat it.
        if (headers['set-cookie'] !== undefined) return;
        if (headers.vary !== undefined && !(entry.negotiated && headers.vary === varyOf(address))) {
          return;
        }
        entry.prepared[slot] = {
          ok: flatHeaders(headers, entry.bodies[coding]!.length),
          notModified: flatHeaders(withoutContentType(headers), undefined),
        };
      }
      if (kept) {
        const name = addressOf(raw, protocol, reply.request.host);
        addresses.set(name, address, name.length * 2 + address.key.length * 2);
      }
    },

    /** See CatalogCache.answerRaw. */
    answerRaw(request: IncomingMessage, response: ServerResponse): boolean {
      if (request.method !== 'GET' || request.url === undefined) return false;
      const protocol = protocolOf(request);
      if (protocol !== 'http' && protocol !== 'https') return false;
      const address = addresses.get(addressOf(request, protocol, hostOf(request)));
      if (address === undefined) return false;
      const { headers } = request;
      const light =
        address.dataLight === true && dataLightRequested(headers['save-data'], headers.cookie);
      const key = modeKey(address.key, light);
      const variant = keptVariant(address.variants, headers['if-none-match'], (v) =>
        source.ready(variantKey(key, v, address.variants)),
      );
      const entry = source.ready(variantKey(key, variant, address.variants));
      if (!entry) return false;
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
      source.hit();
      const requestId = ['x-request-id', randomUUID()];
      const ifNoneMatch = headers['if-none-match'];
      if (ifNoneMatch !== undefined && etagMatches(ifNoneMatch, entry.etags[coding]!)) {
        source.notModified();
        response.writeHead(304, [...requestId, ...prepared.notModified]);
        response.end();
        return true;
      }
      response.writeHead(200, [...requestId, ...prepared.ok]);
      response.end(entry.bodies[coding]);
      return true;
    },

    /** A new catalog version: no address is answered from the old one's headers. */
    clear() {
      addresses.clear();
    },
  };
}

function addressOf(request: IncomingMessage, protocol: string, host: string) {
  return `${protocol}://${host}${request.url}`;
}

/** Headers that belong to one request and are never repeated by the hot path. */
const PER_REQUEST = new Set(['x-request-id', 'content-length', 'date', 'connection']);

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
 * Which variant of a page to answer (the home page's hero picture): the one the browser already
 * holds when its If-None-Match names one (a 304, not another 100 kB page for a new picture),
 * else one at random per visit.
 */
export function keptVariant(
  variants: number,
  ifNoneMatch: string | undefined,
  entryOf: (variant: number) => Entry | undefined,
): number {
  if (variants <= 1) return 0;
  if (ifNoneMatch !== undefined) {
    for (let v = 0; v < variants; v++) {
      const etags = entryOf(v)?.etags;
      if (etags && Object.values(etags).some((etag) => etagMatches(ifNoneMatch, etag))) return v;
    }
  }
  return Math.floor(Math.random() * variants);
}
