import {
  APP_TAKEOVER_ATTRIBUTE,
  HYDRATED_EVENT,
  ISLAND_ATTRIBUTE,
  ISLAND_HYDRATED_ATTRIBUTE,
  ISLAND_HYDRATED_EVENT,
  ISLAND_WANTED_ATTRIBUTE,
  ISLAND_WANTED_EVENT,
} from '../../../shared/hydration-events.ts';

/**
 * The boot script every rendered page carries inline (issue #5: JavaScript never delays the first
 * paint), as TypeScript. It is not imported: scripts/build-inline-scripts.ts compiles it into
 * inline-scripts.generated.ts, the text the pages carry and the CSP allows by hash (decision 047).
 *
 * It waits until the page's first paint is on screen and its main pictures have arrived, then
 * asks for the page's code: the shopper sees the page as soon as its HTML and pictures have
 * arrived, and the code arrives while they read it.
 *
 * A tap or keystroke that comes before the code has taken the page over (hydration) is held,
 * not lost: clicks and form submissions are stopped (a button must not submit its form the old
 * way) and replayed, in order, once React has hydrated; fields typed into are announced to React
 * again, because React adopts a field's text at hydration without hearing of it. Links are left
 * alone: without code they still go where they point. The page's code announces when its
 * handlers are in place (shared/hydration-events.ts); until then React never sees a held tap.
 *
 * A public page whose tag says `data-islands` hydrates island by island (decision 059): only a
 * tap inside an island not yet hydrated is held (the static rest has nothing to hand it to); the
 * island is marked wanted, so its code hydrates it first, and its taps are replayed once it
 * announces itself hydrated.
 */
type Held = (
  | { type: 'click' | 'submit'; target: Element }
  | {
      type: 'field';
      target: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
      value: string;
    }
) & { island: Element | null };

const boot = document.currentScript as HTMLScriptElement;
const islands = boot.hasAttribute('data-islands');
const held: Held[] = [];
const types = ['click', 'submit', 'input', 'change'];

/** The outermost island an element is in (an inner one is hydrated with it), or null. */
const islandOf = (element: Element) => {
  let found: Element | null = null;
  for (let at = element.closest(`[${ISLAND_ATTRIBUTE}]`); at;) {
    found = at;
    at = at.parentElement?.closest(`[${ISLAND_ATTRIBUTE}]`) ?? null;
  }
  return found;
};

const hold = (event: Event) => {
  const target = event.target;
  if (!(target instanceof Element)) return;
  if (event.type === 'click' && target.closest('a[href]')) return;
  const island = islands ? islandOf(target) : null;
  if (islands && (!island || island.hasAttribute(ISLAND_HYDRATED_ATTRIBUTE))) return;
  // The app has taken the page over: its own handlers are React's, not an island's.
  if (islands && document.documentElement.hasAttribute(APP_TAKEOVER_ATTRIBUTE)) return;
  // Until then React must not see them at all: half-hydrated, it would take some and lose others.
  event.stopImmediatePropagation();
  if (island && !island.hasAttribute(ISLAND_WANTED_ATTRIBUTE)) {
    island.setAttribute(ISLAND_WANTED_ATTRIBUTE, '');
    target.dispatchEvent(new Event(ISLAND_WANTED_EVENT, { bubbles: true }));
  }
  if (event.type === 'input' || event.type === 'change') {
    const field = target as HTMLInputElement;
    if (typeof field.value === 'string' && !['checkbox', 'radio', 'file'].includes(field.type))
      held.push({ type: 'field', target: field, value: field.value, island });
    return;
  }
  event.preventDefault();
  held.push({ type: event.type as 'click' | 'submit', target, island });
};

const replay = (entry: Held) => {
  if (entry.type !== 'field') {
    if (entry.type === 'submit') (entry.target as HTMLFormElement).requestSubmit();
    else
      entry.target.dispatchEvent(
        new MouseEvent('click', { bubbles: true, cancelable: true, view: window }),
      );
    return;
  }
  const { target, value } = entry;
  if (target instanceof HTMLSelectElement) {
    // Hydration put back the choice React knew of: make the shopper's again and say so.
    target.value = value;
    target.dispatchEvent(new Event('change', { bubbles: true }));
  } else {
    // React compares a field with the value it last saw: show it another one first, then set the
    // shopper's text through the prototype's setter, which React does not watch.
    target.value = value === '' ? ' ' : '';
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(target), 'value')!.set!.call(
      target,
      value,
    );
    target.dispatchEvent(new Event('input', { bubbles: true }));
  }
};

const replayAll = (entries: Held[]) => {
  for (const entry of entries) {
    if (!entry.target.isConnected) continue;
    try {
      replay(entry);
    } catch (error) {
      reportError(error); // one that cannot be replayed must not stop the others
    }
  }
};

for (const type of types) document.addEventListener(type, hold, true);
// Replayed in a task of their own, as real taps come: raised from inside React's effects, where
// the announcement comes from, they would go unheard.
if (islands) {
  document.addEventListener(ISLAND_HYDRATED_EVENT, (event) => {
    const island = event.target;
    setTimeout(() => {
      const mine = held.filter((entry) => entry.island === island);
      held.splice(0, held.length, ...held.filter((entry) => entry.island !== island));
      replayAll(mine);
    });
  });
} else {
  document.addEventListener(
    HYDRATED_EVENT,
    () =>
      setTimeout(() => {
        for (const type of types) document.removeEventListener(type, hold, true);
        replayAll(held.splice(0));
      }),
    { once: true },
  );
}

let started = false;
/** How many of the page's modules are asked for per task (see `start`). */
const MODULES_PER_TASK = 4;

const start = () => {
  if (started) return;
  started = true;
  const entry = document.createElement('script');
  entry.type = 'module';
  entry.crossOrigin = '';
  entry.src = boot.dataset.entry!;
  const modules: HTMLElement[] = [entry];
  for (const href of boot.dataset.preload!.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    modules.push(link);
  }
  // A few requests per task: each costs the main thread, and the twenty of a page asked at once
  // were a long task of their own on a slow phone (decision 061). The entry goes first; the
  // modules it imports follow in the next tasks, long before it arrives.
  const tasks: HTMLElement[][] = [];
  for (let at = 0; at < modules.length; at += MODULES_PER_TASK)
    tasks.push(modules.slice(at, at + MODULES_PER_TASK));
  // The whole stylesheet (decision 058), asked for here rather than in the <head>: on 3G it would
  // share the first round trips with the HTML and the main pictures, and it is applied only when
  // something the inline rules lack is drawn (client/lib/whole-stylesheet.ts). In a task of its
  // own (its link costs up to 9 ms of this machine's main thread) and first, so it is in the page
  // before any code that looks for it.
  if (boot.dataset.css) {
    const sheet = document.createElement('link');
    sheet.rel = 'stylesheet';
    sheet.media = 'print';
    sheet.href = boot.dataset.css;
    sheet.setAttribute('data-full-css', '');
    tasks.unshift([sheet]);
  }
  const ask = () => {
    for (const element of tasks.shift()!) document.head.append(element);
    if (tasks.length) setTimeout(ask);
  };
  ask();
};

// Once the first paint is on screen (a frame callback runs before its frame is shown) and the
// page's main pictures (fetchpriority=high: the hero, an outfit's photo, the first cards) have
// arrived: code asked for earlier shares the shopper's slow link with them. A hidden tab paints
// nothing; the timer below is the backstop.
const painted = new Promise<void>((resolve) => {
  if (document.visibilityState === 'hidden') resolve();
  else if (PerformanceObserver.supportedEntryTypes.includes('paint')) {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
  } else requestAnimationFrame(() => setTimeout(resolve, 0));
});
const pictures = [...document.querySelectorAll('img[fetchpriority="high"]')].map((image) =>
  (image as HTMLImageElement).complete
    ? null
    : new Promise((resolve) => {
        image.addEventListener('load', resolve, { once: true });
        image.addEventListener('error', resolve, { once: true });
      }),
);
void Promise.all([painted, ...pictures]).then(start);
setTimeout(start, 1000);
