import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { createByteLru } from './byte-lru.ts';

/** The content codings Telo sends pages in, best first. */
export const CODINGS = ['br', 'gzip', 'identity'] as const;
export type Coding = (typeof CODINGS)[number];

/** What a client that refuses every coding Telo has, identity included, is answered. */
export const NO_ACCEPTABLE_CODING =
  'None of the content codings this client accepts is available: send Accept-Encoding with br, gzip or identity';

/** 'refused': the client accepts none of CODINGS, identity included (RFC 9110 §12.5.3: 406). */
type Answer = Coding | 'refused';

/**
 * Accept-Encoding → the coding to send, or null when nothing Telo has is acceptable (the caller
 * answers 406). Browsers send a handful of distinct headers, so answers are remembered (bounded:
 * a client inventing headers costs a few short strings). Every answer is a string: nothing
 * unknown, misspelt or refused can be remembered as anything but a coding or 'refused'.
 */
export function chooseCoding(header: string | string[] | undefined): Coding | null {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (value === undefined) return 'identity';
  let answer = remembered.get(value);
  if (answer === undefined) {
    answer = negotiate(value);
    if (value.length <= MAX_REMEMBERED_LENGTH) {
      remembered.set(value, answer, value.length * 2 + answer.length * 2);
    }
  }
  return answer === 'refused' ? null : answer;
}

const MAX_REMEMBERED_LENGTH = 256;
const remembered = createByteLru<Answer>({ maxEntries: 200, maxBytes: 64 * 1024 });

/**
 * RFC 9110 §12.5.3: codings are case-insensitive tokens with an optional weight (q, 0–1);
 * `*` stands for every coding not named; identity is acceptable unless refused by name or by
 * `*;q=0`, and when not named comes after every coding that is; `x-gzip` is gzip. The highest weight wins, ties going to the smaller bytes. A
 * malformed entry is skipped, as if the client had not sent it.
 */
export function negotiate(header: string): Answer {
  const weights = new Map<string, number>();
  for (const entry of header.split(',')) {
    const [rawName = '', ...params] = entry.split(';');
    let name = rawName.trim().toLowerCase();
    if (name === '') continue;
    if (name === 'x-gzip') name = 'gzip';
    const weight = weightOf(params);
    if (weight === undefined) continue;
    // A coding named twice: its first weight counts.
    if (!weights.has(name)) weights.set(name, weight);
  }
  const star = weights.get('*');
  let best: Answer = 'refused';
  let bestWeight = 0;
  for (const coding of CODINGS) {
    const weight = weights.get(coding) ?? star ?? (coding === 'identity' ? LAST_RESORT : 0);
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}

/** Identity not named: acceptable, after anything the client named (the lowest weight there is). */
const LAST_RESORT = 0.001;

/** The q parameter of an entry (1 when absent), or undefined when it is not a weight. */
function weightOf(params: string[]): number | undefined {
  let weight = 1;
  for (const param of params) {
    const [key = '', value = ''] = param.split('=', 2).map((part) => part.trim());
    if (key.toLowerCase() !== 'q') continue;
    if (!/^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value)) return undefined;
    weight = Number(value);
  }
  return weight;
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
 * quick level (brotli 5, gzip 6: a few milliseconds for 120 kB), so that a crawler walking
 * a thousand searches or outfits costs what it did before the cache. Brotli 5 rather than 4:
 * 5–8% smaller for a tenth of a millisecond more on a 60–110 kB page, which brings an aso-ebi
 * event page (rendered afresh each second) inside a 3G link's first round trip (14.6 kB).
 */
export async function compressQuick(body: Buffer): Promise<Record<Coding, Buffer>> {
  const [br, gz] = await Promise.all([
    brotli(body, brotliParams(5, body.length)),
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
