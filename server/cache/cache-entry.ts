import { createHash } from 'node:crypto';
import { PAGE_VARY } from '../../shared/data-light.ts';
import type { Coding } from './encodings.ts';

/**
 * What the catalog cache keeps for one answer (catalog-cache.ts), and the ETags it answers with.
 * The hot path (hot-path.ts) sends the same bytes with the headers captured in `prepared`.
 */
export const JSON_TYPE = 'application/json; charset=utf-8';
export const HTML_TYPE = 'text/html; charset=utf-8';

/**
 * The headers Fastify sent with this entry, per protocol ('http' or 'https': HSTS differs) and
 * coding, as flat arrays ready for `writeHead`: the hot path (`answerRaw`) repeats them for the
 * next requests of the same address without going through Fastify.
 */
export type Prepared = { ok: string[]; notModified: string[] };
export type Entry = {
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

/**
 * An address the hot path knows: its entry's key, and for a page shown in several variants (the
 * random hero) how many there are; each visit picks one.
 */
export type Address = {
  key: string;
  variants: number;
  /**
   * A page rendered apart for data-light requests (Save-Data: on, or the shopper's cookie;
   * shared/data-light.ts): each mode is its own entry, and the answer says `Vary: PAGE_VARY`.
   */
  dataLight?: boolean;
};

/** The key of an address's entry in one mode (decision 058). */
export const modeKey = (key: string, light: boolean) => (light ? `${key} data-light` : key);

/** The Vary an entry is sent with: the coding for every page, and the mode for a split one. */
export const varyOf = (address: Address) => (address.dataLight ? PAGE_VARY : 'Accept-Encoding');

export const variantKey = (key: string, variant: number, variants: number) =>
  variants > 1 ? `${key}#${variant}` : key;

export function jsonEntry(value: unknown): Entry {
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
export function pageEntry(bodies: Record<Coding, Buffer>): Entry {
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

export function entrySize(entry: Entry) {
  let bytes = 0;
  for (const body of Object.values(entry.bodies)) bytes += body.length;
  return bytes;
}

/**
 * Strong ETag from the bytes themselves: it changes exactly when the answer does, so a phone
 * revalidating an outfit nobody touched still gets a 304 after an unrelated catalog write.
 */
export function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** If-None-Match uses weak comparison (RFC 9110 §13.1.2): a W/ prefix does not matter. */
export function etagMatches(header: string, etag: string): boolean {
  for (const raw of header.split(',')) {
    const candidate = raw.trim();
    if (candidate === '*' || candidate === etag || candidate === `W/${etag}`) return true;
  }
  return false;
}
