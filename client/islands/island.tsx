import type { ComponentType } from 'react';
import { ISLAND_ATTRIBUTE } from '../../shared/hydration-events.ts';
import type { IslandName } from '../../shared/islands.ts';

export { ISLAND_ATTRIBUTE };
/** The attribute an island's props ride in, as JSON. */
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';

/**
 * Makes a component an island (issue 33, decision 059): rendered as before, inside an element
 * that names it and carries its props as JSON. A public page the server renders hydrates only
 * these elements (client/islands/main.tsx), each as its own React root once it is in view or
 * touched; everything around them stays the server's HTML. In the single-page app (personal
 * pages, client/main.tsx) the element is one more `display: contents` box around the part.
 *
 * The props must survive JSON (no functions, no elements): an island needing a slot gets a small
 * component of its own that composes it.
 */
export function island<P extends object>(name: IslandName, Component: ComponentType<P>) {
  function Island(props: P) {
    return (
      <div
        className="contents"
        {...{ [ISLAND_ATTRIBUTE]: name, [ISLAND_PROPS_ATTRIBUTE]: islandProps(props) }}
      >
        <Component {...props} />
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}

/** The props as the island's element carries them: nothing at all when there are none. */
export function islandProps(props: object): string | undefined {
  return Object.keys(props).length === 0 ? undefined : JSON.stringify(props);
}

/** The props an island's element carries (`{}` when it carries none). */
export function readIslandProps(element: Element): Record<string, unknown> {
  const text = element.getAttribute(ISLAND_PROPS_ATTRIBUTE);
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}
