import type { FastifyReply, FastifyRequest } from 'fastify';
import { PAGE_VARY } from '../../shared/data-light.ts';
import type { RenderedPage } from '../cache/catalog-cache.ts';
import { HTML_TYPE } from '../cache/cache-entry.ts';
import {
  chooseCoding,
  compressFast,
  NO_ACCEPTABLE_CODING,
  type Coding,
} from '../cache/encodings.ts';
import { AppError } from '../errors.ts';

/** At most this many pages are kept; the oldest goes first. */
const MAX_KEPT = 500;

type Kept = {
  until: number;
  page: Promise<RenderedPage>;
  bodies: Map<Coding, Promise<Buffer> | Buffer>;
};

/**
 * A public page rendered per request whose data is not the catalogue's, but the same for every
 * visitor (an aso-ebi event's page, issue 32: how many joined may be a second old): its render is
 * kept for the page table's `keepMs` and shared by every request meanwhile, one render at a time,
 * with its bytes compressed once per coding. Under load the page then costs what sending kept
 * bytes costs, instead of an API read, a React render and a compression per request.
 */
export function createKeptPages(now: () => number = Date.now) {
  const kept = new Map<string, Kept>();

  async function serve(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    keepMs: number,
    render: () => Promise<RenderedPage>,
  ) {
    const coding = chooseCoding(request.headers['accept-encoding']);
    if (coding === null) throw new AppError(406, NO_ACCEPTABLE_CODING);
    let entry = kept.get(key);
    if (!entry || entry.until <= now()) {
      kept.delete(key);
      entry = { until: now() + keepMs, page: render(), bodies: new Map() };
      kept.set(key, entry);
      if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
      // A render that failed is not kept: the next request tries again.
      const failed = entry;
      entry.page.catch(() => {
        if (kept.get(key) === failed) kept.delete(key);
      });
    }
    const page = await entry.page;
    let body = entry.bodies.get(coding);
    if (!body) {
      body = compressFast(Buffer.from(page.html), coding);
      entry.bodies.set(coding, body);
    }
    reply
      .status(page.status)
      .type(HTML_TYPE)
      .header('cache-control', 'no-cache')
      // Kept apart per mode by the caller's key, and said so to caches on the way.
      .header('vary', PAGE_VARY);
    if (coding !== 'identity') reply.header('content-encoding', coding);
    return reply.send(await body);
  }

  return { serve };
}
