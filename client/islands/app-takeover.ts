import { APP_TAKEOVER_ATTRIBUTE } from '../../shared/hydration-events.ts';

/**
 * The single-page app takes an islands page over when the shopper goes to another page
 * (decision 059): the first view costs only the islands, and from the first link on, Telo moves
 * between pages as it always did, in the browser (the next page's loading placeholders, the cart
 * sheet and the query cache kept from page to page). Until the islands' code is up, a link is an
 * ordinary navigation, as without JavaScript.
 */

/** Where a click on a link should go inside the app, or null to leave it to the browser. */
export function linkToFollow(event: MouseEvent, here: Location = window.location): URL | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement)) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.getAttribute('href')!, here.href);
  if (url.origin !== here.origin) return null;
  // Only the anchor moves (the skip link, a table of contents): the browser scrolls there.
  if (url.pathname === here.pathname && url.search === here.search && url.hash) return null;
  return url;
}

/** Leaves the islands and starts the app at `url` (the app's entry: the boot tag's data-app). */
export function takeOver(
  url: string,
  options: { replace?: boolean; appEntry: string | undefined; unmountIslands: () => void },
) {
  if (!options.appEntry) {
    window.location.assign(url);
    return;
  }
  options.unmountIslands();
  if (options.replace) history.replaceState(null, '', url);
  else history.pushState(null, '', url);
  // Another page opens at its top, as a navigation would (the app scrolls only on later moves).
  if (!new URL(url, window.location.href).hash) window.scrollTo(0, 0);
  document.documentElement.setAttribute(APP_TAKEOVER_ATTRIBUTE, '');
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = options.appEntry;
  document.head.append(script);
}
