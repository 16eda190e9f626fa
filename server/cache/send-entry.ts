import type { FastifyReply } from 'fastify';
import { etagMatches, varyOf, type Address, type Entry } from './cache-entry.ts';
import { chooseCoding, NO_ACCEPTABLE_CODING, type Coding } from './encodings.ts';
import { AppError } from '../errors.ts';

/**
 * Sends a kept entry through Fastify (the catalog cache's answers and pages, the kept pages): in
 * the coding the request accepts, with its ETag and Vary, or a 304 when the browser holds it.
 * `remember` is told the coding of a 200 about to be sent, so the hot path can capture its
 * headers (hot-path.ts).
 */
export function sendEntry(
  reply: FastifyReply,
  ifNoneMatch: string | string[] | undefined,
  entry: Entry,
  how: {
    address: Address;
    cacheControl: string;
    notModified: () => void;
    remember: (coding: Coding) => void;
  },
) {
  const coding = entry.negotiated
    ? chooseCoding(reply.request.headers['accept-encoding'])
    : 'identity';
  if (coding === null) throw new AppError(406, NO_ACCEPTABLE_CODING);
  const etag = entry.etags[coding]!;
  reply.header('cache-control', how.cacheControl).header('etag', etag);
  if (entry.negotiated) reply.header('vary', varyOf(how.address));
  if (typeof ifNoneMatch === 'string' && etagMatches(ifNoneMatch, etag)) {
    how.notModified();
    return reply.code(304).send();
  }
  // Bytes as they are: Fastify sends a Buffer without serializing it again.
  reply.header('content-type', entry.type);
  if (coding !== 'identity') reply.header('content-encoding', coding);
  if (reply.statusCode === 200) how.remember(coding);
  return reply.send(entry.bodies[coding]);
}
