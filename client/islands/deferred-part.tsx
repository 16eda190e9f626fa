import { use, type ComponentType } from 'react';

declare global {
  interface ImportMetaEnv {
    /**
     * True in the islands build (vite.islands.config.ts), false in the app's and the server's
     * (vite.config.ts): a `define`, written where it is read so each build drops the other branch.
     */
    readonly TELO_ISLANDS?: boolean;
  }
}

export type DeferredPart<P> = ComponentType<P> & {
  /** Fetches the part's code; the island is hydrated once it has come (registry.ts). */
  preload: () => Promise<void>;
};

/**
 * A part of an island whose code is not in the island's own chunk (decision 059): the islands
 * build fetches it with the island and hydrates the island once both have come, so the part is
 * drawn over the server's markup exactly as before and a tap held by the boot script is replayed
 * on it. The server and the app import the part as usual: gather the parts in a `*-later.ts` module, whose
 * ordinary import is empty in the islands build (vite.islands.config.ts), and pick, as in
 * `import.meta.env.TELO_ISLANDS ? deferredPart(() => import('./x-later.ts').then((m) => m.X)) : now.X`.
 */
export function deferredPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
): DeferredPart<P> {
  let Loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then((component) => {
      Loaded = component;
    }));
  function Part(props: P) {
    // Only reached before preload() has finished if the island drew the part later on its own.
    if (!Loaded) use(preload());
    const Component = Loaded!;
    return <Component {...props} />;
  }
  return Object.assign(Part, { preload });
}

/** Fetches the code of every deferred part among `parts` (the static ones need none). */
export function preloadParts(parts: readonly unknown[]): Promise<unknown> {
  return Promise.all(
    parts.map((part) =>
      typeof part === 'function' && 'preload' in part
        ? (part as DeferredPart<object>).preload()
        : undefined,
    ),
  );
}
