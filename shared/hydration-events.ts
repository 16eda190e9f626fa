/**
 * Dispatched on `document` once React has hydrated a rendered page
 * (client/components/layout/page-hydrated.tsx): the page's boot script
 * (server/ssr/inline/boot.ts) then hands over the taps it held meanwhile.
 */
export const HYDRATED_EVENT = 'telo:hydrated';

/**
 * Public pages hydrate island by island (decision 059, client/islands/). The boot script marks an
 * island it holds a tap for with ISLAND_WANTED_ATTRIBUTE and raises ISLAND_WANTED_EVENT on it, so
 * the islands' code hydrates that one first; the islands' code raises ISLAND_HYDRATED_EVENT on an
 * island (it bubbles) and marks it ISLAND_HYDRATED_ATTRIBUTE once its handlers are in place, and
 * the boot script replays that island's taps.
 */
export const ISLAND_ATTRIBUTE = 'data-island';
export const ISLAND_WANTED_ATTRIBUTE = 'data-island-wanted';
export const ISLAND_HYDRATED_ATTRIBUTE = 'data-island-hydrated';
export const ISLAND_WANTED_EVENT = 'telo:island-wanted';
export const ISLAND_HYDRATED_EVENT = 'telo:island-hydrated';

/**
 * Set on <html> when the app takes an islands page over (decision 059): the shopper followed a
 * link, and the single-page app renders the next page in the browser, as on any other page. From
 * then on the boot script holds nothing, and client/main.tsx renders instead of hydrating.
 */
export const APP_TAKEOVER_ATTRIBUTE = 'data-app-takeover';
