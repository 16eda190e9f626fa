import {
  ISLAND_ATTRIBUTE,
  ISLAND_WANTED_ATTRIBUTE,
  ISLAND_WANTED_EVENT,
} from '../../shared/hydration-events.ts';

/**
 * When each island of a page is hydrated (decision 059): an eager one (the header, the toaster)
 * at once; the others when any of their boxes comes near the screen, or the moment the shopper
 * touches, focuses or types into them, or when the boot script holds a tap of theirs
 * (ISLAND_WANTED_EVENT, server/ssr/inline/boot.ts), whichever comes first. Each island is
 * hydrated once.
 */
/** Set on <html> once the islands' code has started: from then on it hydrates them as needed. */
export const ISLANDS_READY_ATTRIBUTE = 'data-islands-ready';

const TOUCHES = ['pointerdown', 'focusin', 'keydown'] as const;

export type IslandScheduler = { stop: () => void };

export function hydrateOnDemand(
  root: ParentNode,
  isEager: (element: Element) => boolean,
  hydrate: (element: Element) => void,
  /** How far below the screen an island starts loading, so a scroll finds it ready. */
  margin = '200px',
): IslandScheduler {
  const done = new WeakSet<Element>();
  const boxesOf = new Map<Element, Element>();
  const once = (element: Element) => {
    if (done.has(element)) return;
    done.add(element);
    for (const child of element.children) observer?.unobserve(child);
    hydrate(element);
  };
  const observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              const island = boxesOf.get(entry.target);
              if (entry.isIntersecting && island) once(island);
            }
          },
          { rootMargin: `${margin} 0px` },
        )
      : undefined;
  const islandOf = (target: EventTarget | null) =>
    target instanceof Element ? outermostIsland(target) : null;
  const touched = (event: Event) => {
    const island = islandOf(event.target);
    if (island) once(island);
  };
  for (const type of TOUCHES) document.addEventListener(type, touched, true);
  document.addEventListener(ISLAND_WANTED_EVENT, touched, true);

  const islands = topLevelIslands(root);
  // What the shopper already reached for, first; then the eager ones; then what is in view.
  for (const element of islands) if (element.hasAttribute(ISLAND_WANTED_ATTRIBUTE)) once(element);
  for (const element of islands) if (isEager(element)) once(element);
  for (const element of islands) {
    if (done.has(element)) continue;
    // The island's element is `display: contents` and has no box: its children have.
    if (!observer || element.children.length === 0) {
      once(element);
      continue;
    }
    for (const child of element.children) {
      boxesOf.set(child, element);
      observer.observe(child);
    }
  }
  return {
    stop() {
      observer?.disconnect();
      for (const type of TOUCHES) document.removeEventListener(type, touched, true);
      document.removeEventListener(ISLAND_WANTED_EVENT, touched, true);
    },
  };
}

/** The islands not inside another one: an island within an island is hydrated by its parent. */
export function topLevelIslands(root: ParentNode): Element[] {
  return [...root.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)].filter(
    (element) => element.parentElement?.closest(`[${ISLAND_ATTRIBUTE}]`) == null,
  );
}

/** The top-level island an element belongs to, or null for the static rest of the page. */
export function outermostIsland(element: Element): Element | null {
  let found: Element | null = null;
  for (let at = element.closest(`[${ISLAND_ATTRIBUTE}]`); at;) {
    found = at;
    at = at.parentElement?.closest(`[${ISLAND_ATTRIBUTE}]`) ?? null;
  }
  return found;
}
