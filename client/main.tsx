import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { APP_TAKEOVER_ATTRIBUTE } from '../shared/hydration-events.ts';
import { heroImages } from '../shared/images.ts';
import { App } from './app/app.tsx';
import { matchPage } from './app/routes.tsx';
import { reviveErrors, SSR_STATE_ID, type SsrState } from './app/ssr/ssr-state.ts';
import { meQueryOptions } from './lib/current-user.ts';
import { createQueryClient, keepServerErrors } from './lib/query-client.ts';
import { applyWholeStylesheetWhenNeeded, wholeStylesheetArrived } from './lib/whole-stylesheet.ts';
import { yieldToBrowser } from './lib/yield-to-browser.ts';
import './styles.css';

// Evaluating the modules was one long task already: the page's start-up runs in the next.
await yieldToBrowser();

const container = document.getElementById('root')!;
const stateElement = document.getElementById(SSR_STATE_ID);
// An islands page the app takes over (a link followed, decision 059): the address is already the
// next page's, which the browser renders, as for a page sent as the shell.
const takeover = document.documentElement.hasAttribute(APP_TAKEOVER_ATTRIBUTE);

if (stateElement?.textContent && !takeover) {
  // Server-rendered: adopt the HTML as it is, with the data and page code it was made from.
  const state = JSON.parse(stateElement.textContent) as SsrState;
  const queryClient = createQueryClient();
  hydrate(queryClient, reviveErrors(state.queries));
  keepServerErrors(queryClient);
  // Sent with the page only when the server knew it for whoever the visitor is (a live-mode
  // guest, client/entry-server.tsx): the first render repeats it.
  const guest = queryClient.getQueryData(meQueryOptions().queryKey);
  // Who the visitor is, asked now (unless sent) alongside the page's code; shown once hydrated
  // (useMe).
  void queryClient.prefetchQuery(meQueryOptions());
  const heroImage = heroImages.find((image) => image.src === state.heroSrc);
  // The page's code first (the boot script fetched its chunk alongside this one), so the whole
  // page hydrates in one go: a part left waiting for code would drop the taps it gets meanwhile.
  await matchPage(window.location.pathname).page.preload();
  // What the browser alone draws from now on (a dialog, a toast, the cart sheet, another page)
  // may need the whole stylesheet, which the page asked for without blocking its paint: it is
  // applied the moment such an element comes (decision 058).
  await wholeStylesheetArrived();
  await applyWholeStylesheetWhenNeeded();
  // In a transition, hydration yields to the browser between small slices of work.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App
          queryClient={queryClient}
          heroImage={heroImage}
          serverVisitor={{ demoMode: state.demoMode, guest }}
          dataLight={state.dataLight === true}
        />
      </StrictMode>,
    );
  });
} else {
  // A page the server leaves to the browser (the per-shopper pages), or the next page after an
  // islands page: its first render waits for its code and for who the visitor is, fetched side
  // by side, so nothing moves in afterwards.
  const queryClient = createQueryClient();
  await Promise.all([
    matchPage(window.location.pathname).page.preload(),
    queryClient.prefetchQuery(meQueryOptions()),
  ]);
  createRoot(container).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
}
