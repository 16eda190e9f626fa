import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { reviveErrors, SSR_STATE_ID, type SsrState } from '../app/ssr/ssr-state.ts';
import { meQueryOptions } from '../lib/current-user.ts';
import { DataLightProvider } from '../lib/data-light.tsx';
import { createQueryClient, keepServerErrors } from '../lib/query-client.ts';
import { ServerVisitorProvider } from '../lib/server-visitor.tsx';
import { applyWholeStylesheetWhenNeeded, wholeStylesheetArrived } from '../lib/whole-stylesheet.ts';
import { yieldToBrowser } from '../lib/yield-to-browser.ts';
import {
  APP_TAKEOVER_ATTRIBUTE,
  ISLAND_HYDRATED_ATTRIBUTE,
  ISLAND_HYDRATED_EVENT,
} from '../../shared/hydration-events.ts';
import { linkToFollow, takeOver } from './app-takeover.ts';
import {
  hydrateOnDemand,
  ISLANDS_READY_ATTRIBUTE,
  type IslandScheduler,
} from './hydrate-on-demand.ts';
import { setPageNavigator } from './router-shim.tsx';
import { ISLAND_ATTRIBUTE, readIslandProps } from './island.tsx';
import { islandModules, type IslandName } from '../../shared/islands.ts';
import { islandRegistry } from './registry.ts';

/**
 * The code of a public page the server rendered (decision 059): no router and no page, only its
 * islands. Each is hydrated as a React root of its own over the server's HTML when it is near the
 * screen or touched (hydrate-on-demand.ts); the rest of the page is never rendered by React here.
 * All islands share one query cache, filled with the reads the page was rendered from, and the
 * module-wide stores (the cart sheet, the toasts), so the header's cart count follows an Add to
 * Cart in another island.
 */
await yieldToBrowser();

const state = JSON.parse(document.getElementById(SSR_STATE_ID)!.textContent!) as SsrState;
const queryClient = createQueryClient();
hydrate(queryClient, reviveErrors(state.queries));
keepServerErrors(queryClient);
const guest = queryClient.getQueryData(meQueryOptions().queryKey);
void queryClient.prefetchQuery(meQueryOptions());
const serverVisitor = { demoMode: state.demoMode, guest };

// What an island draws later (the cart sheet, a toast) may need the whole stylesheet (decision 058).
await wholeStylesheetArrived();
await applyWholeStylesheetWhenNeeded();

/** Says so once the island's own effects have run: its handlers are in place. */
function Hydrated({ element, children }: { element: Element; children: ReactNode }) {
  useEffect(() => {
    element.setAttribute(ISLAND_HYDRATED_ATTRIBUTE, '');
    element.dispatchEvent(new Event(ISLAND_HYDRATED_EVENT, { bubbles: true }));
  }, [element]);
  return children;
}

const roots: Root[] = [];
let count = 0;
async function loadAndHydrate(element: Element) {
  const name = element.getAttribute(ISLAND_ATTRIBUTE) as IslandName;
  const load = islandRegistry[name];
  if (!load) return reportError(new Error(`There is no island named "${name}".`));
  const Component = await load();
  if (document.documentElement.hasAttribute(APP_TAKEOVER_ATTRIBUTE)) return;
  // In a transition, hydration yields to the browser between small slices of work, as main.tsx
  // does: a large island (a tailor's page, the header) was otherwise one long task of a slow
  // phone's main thread (decision 061).
  startTransition(() => {
    roots.push(hydrateIsland(element, name, Component));
  });
}

function hydrateIsland(
  element: Element,
  name: IslandName,
  Component: ComponentType<Record<string, unknown>>,
) {
  return hydrateRoot(
    element,
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <ServerVisitorProvider visitor={serverVisitor}>
          <DataLightProvider initial={state.dataLight === true}>
            <Hydrated element={element}>
              <Component {...readIslandProps(element)} />
            </Hydrated>
          </DataLightProvider>
        </ServerVisitorProvider>
      </QueryClientProvider>
    </StrictMode>,
    {
      // Ids an island makes in the browser (a dialog's title) never meet another island's.
      identifierPrefix: `${name}-${count++}-`,
      // An island whose HTML React could not adopt is drawn again: say which, it is a bug.
      onRecoverableError: (error, info) =>
        console.error(
          `The island "${name}" was not hydrated as rendered:`,
          error,
          info.componentStack,
        ),
    },
  );
}

// From the first link followed on, the app moves between pages (app-takeover.ts).
const boot = document.querySelector<HTMLScriptElement>('script[data-islands]');
const goToPage = (url: string, options: { replace?: boolean } = {}) =>
  takeOver(url, {
    replace: options.replace,
    appEntry: boot?.dataset.app,
    unmountIslands: () => {
      scheduler.stop();
      for (const root of roots.splice(0)) root.unmount();
    },
  });
setPageNavigator(goToPage);
document.addEventListener('click', (event) => {
  const url = linkToFollow(event);
  if (!url) return;
  event.preventDefault();
  goToPage(url.href);
});

const scheduler: IslandScheduler = hydrateOnDemand(
  document,
  (element) => {
    const island = islandModules[element.getAttribute(ISLAND_ATTRIBUTE) as IslandName];
    return island !== undefined && 'eager' in island && island.eager;
  },
  (element) => void loadAndHydrate(element),
);
document.documentElement.setAttribute(ISLANDS_READY_ATTRIBUTE, '');
