import { Negotiator } from '@fastify/accept-negotiator';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { createByteLru } from './byte-lru.ts';

/** The content codings Telo sends pages in, best first. */
export const CODINGS = ['br', 'gzip', 'identity'] as const;
export type Coding = (typeof CODINGS)[number];

/**
 * Accept-Encoding → the coding to send. Browsers send a handful of distinct headers, so answers
 * are remembered (bounded: a client inventing headers costs a few short strings).
 */
const negotiator = new Negotiator<Coding>({
  supportedValues: [...CODINGS],
  cache: (() => {
    const lru = createByteLru<string>({ maxEntries: 200, maxBytes: 64 * 1024 });
    const store = {
      get: (key: string) => lru.get(key),
      has: (key: string) => lru.get(key) !== undefined,
      set: (key: string, value: string) => {
        lru.set(key, value, key.length * 2 + value.length * 2);
        return store;
      },
    };
    return store;
  })(),
});

export function chooseCoding(header: string | string[] | undefined): Coding {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return 'identity';
  return negotiator.negotiate(value) ?? 'identity';
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const brotliParams = (quality: number, size: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});

/**
 * A page kept for every visitor is compressed in every coding when it is first rendered, at a
 * quick level (brotli 4, gzip 6: a few milliseconds for 120 kB), so that a crawler walking
 * a thousand searches or outfits costs what it did before the cache.
 */
export async function compressQuick(body: Buffer): Promise<Record<Coding, Buffer>> {
  const [br, gz] = await Promise.all([
    brotli(body, brotliParams(4, body.length)),
    gzipAsync(body, { level: 6 }),
  ]);
  return { br, gzip: gz, identity: body };
}

/**
 * A page asked for again is compressed once more, as small as it gets: brotli 11 takes about
 * 100 ms for a 120 kB page (in zlib's thread pool, not on the event loop), then serves thousands.
 */
export async function compressBest(body: Buffer): Promise<Record<Coding, Buffer>> {
  const [br, gz] = await Promise.all([
    brotli(body, brotliParams(constants.BROTLI_MAX_QUALITY, body.length)),
    gzipAsync(body, { level: 9 }),
  ]);
  return { br, gzip: gz, identity: body };
}

/**
 * A page rendered for one request is compressed at a fast level: brotli 3 costs about a
 * millisecond for 120 kB and compresses within a few percent of brotli 5.
 */
export function compressFast(body: Buffer, coding: Coding): Promise<Buffer> | Buffer {
  if (coding === 'br') return brotli(body, brotliParams(3, body.length));
  if (coding === 'gzip') return gzipAsync(body, { level: 1 });
  return body;
}
