import type { FastifyReply, FastifyRequest } from 'fastify';
import { dataLightRequested } from '../../shared/data-light.ts';
import { sendUncached, type RenderedPage } from '../cache/catalog-cache.ts';
import { modeKey, pageEntry, type Address, type Entry } from '../cache/cache-entry.ts';
import { compressQuick } from '../cache/encodings.ts';
import { createHotPathAnswers } from '../cache/hot-path.ts';
import { sendEntry } from '../cache/send-entry.ts';

/** At most this many pages are kept; the oldest goes first. */
const MAX_KEPT = 500;

type Kept = {
  until: number;
  page: Promise<Entry | RenderedPage>;
  /** The page's bytes once rendered with a 200: what the hot path may answer with. */
  ready?: Entry;
};

/** A page to keep: `key` names what it shows besides the mode (origin, path, query it reads). */
export type KeptPage = {
  key: string;
  keepMs: number;
  render: (dataLight: boolean) => Promise<RenderedPage>;
};

/**
 * A public page rendered per request whose data is not the catalogue's, but the same for every
 * visitor (an aso-ebi event's page, issue 32: how many joined may be a second old): its render is
 * kept for the page table's `keepMs` and shared by every request meanwhile, one render at a time,
 * compressed once per coding, each mode apart (shared/data-light.ts). Like the catalogue's pages
 * it is answered on the hot path before Fastify (hot-path.ts) while it is kept, with an ETag and
 * 304. Under load the page then costs what sending kept bytes costs, instead of an API read, a
 * React render, a compression and Fastify's routing and hooks per request.
 */
export function createKeptPages(
  options: { trustProxy?: boolean | undefined },
  now: () => number = Date.now,
) {
  const kept = new Map<string, Kept>();
  const counts = { renders: 0, rawHits: 0 };
  const hot = createHotPathAnswers(
    { trustProxy: options.trustProxy, maxEntries: MAX_KEPT },
    {
      ready(key) {
        const entry = kept.get(key);
        return entry && entry.until > now() ? entry.ready : undefined;
      },
      hit: () => counts.rawHits++,
      notModified: () => {},
    },
  );

  function keep(key: string, keepMs: number, render: () => Promise<RenderedPage>): Kept {
    const entry = kept.get(key);
    if (entry && entry.until > now()) return entry;
    kept.delete(key);
    const fresh: Kept = {
      until: now() + keepMs,
      page: render().then(async (page) => {
        counts.renders++;
        // A 404 (no such event) is sent as it is and never answered on the hot path.
        if (page.status !== 200) return page;
        fresh.ready = pageEntry(await compressQuick(Buffer.from(page.html)));
        return fresh.ready;
      }),
    };
    kept.set(key, fresh);
    dropExpired();
    if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
    // A render that failed is not kept: the next request tries again.
    fresh.page.catch(() => {
      if (kept.get(key) === fresh) kept.delete(key);
    });
    return fresh;
  }

  /**
   * Pages whose time is up are dropped as new ones come, oldest first (the map's order), so what
   * stays in memory is what was asked for within its keepMs, not every event page ever asked.
   */
  function dropExpired() {
    const time = now();
    for (const [key, entry] of kept) {
      if (entry.until > time) break;
      kept.delete(key);
    }
  }

  return {
    async serve(request: FastifyRequest, reply: FastifyReply, page: KeptPage) {
      const light = dataLightRequested(request.headers['save-data'], request.headers.cookie);
      const key = modeKey(page.key, light);
      const made = await keep(key, page.keepMs, () => page.render(light)).page;
      if (!('bodies' in made)) return sendUncached(request, reply, made);
      const address: Address = { key: page.key, variants: 1, dataLight: true };
      return sendEntry(reply, request.headers['if-none-match'], made, {
        address,
        // Kept a second, not a catalogue version: the browser asks each time (a 304 if the same).
        cacheControl: 'no-cache',
        notModified: () => {},
        remember: (coding) =>
          hot.remember(reply, address, made, coding, kept.get(key)?.ready === made),
      });
    },
    answerRaw: hot.answerRaw,
    /** Counters for tests. */
    get stats() {
      return { ...counts, kept: kept.size };
    },
  };
}
