import { afterEach, describe, expect, it, vi } from 'vitest';
import { ISLAND_WANTED_EVENT } from '../../shared/hydration-events.ts';
import { hydrateOnDemand, outermostIsland, topLevelIslands } from './hydrate-on-demand.ts';

type Observed = { callback: IntersectionObserverCallback; targets: Element[] };
let observers: Observed[] = [];

class FakeIntersectionObserver {
  observed: Observed;
  constructor(callback: IntersectionObserverCallback) {
    this.observed = { callback, targets: [] };
    observers.push(this.observed);
  }
  observe(target: Element) {
    this.observed.targets.push(target);
  }
  unobserve(target: Element) {
    this.observed.targets = this.observed.targets.filter((t) => t !== target);
  }
  disconnect() {
    this.observed.targets = [];
  }
}

/** Tells the observers that `target` came near the screen. */
function scrollTo(target: Element) {
  for (const { callback, targets } of observers) {
    if (!targets.includes(target)) continue;
    callback(
      [{ target, isIntersecting: true } as unknown as IntersectionObserverEntry],
      {} as IntersectionObserver,
    );
  }
}

function page(html: string) {
  document.body.innerHTML = html;
  return (selector: string) => document.querySelector(selector)!;
}

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  observers = [];
  vi.unstubAllGlobals();
});

function schedule(eager: string[] = []) {
  const hydrated: string[] = [];
  const scheduler = hydrateOnDemand(
    document,
    (element) => eager.includes(element.getAttribute('data-island')!),
    (element) => hydrated.push(element.getAttribute('data-island')!),
  );
  stops.push(scheduler.stop);
  return hydrated;
}

describe('hydrateOnDemand', () => {
  it('hydrates eager islands at once and the others when they come near the screen, once', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const $ = page(`
      <div data-island="header" class="contents"><header>h</header></div>
      <main><p id="static">static</p>
        <div data-island="order-custom" class="contents"><button id="add">Order</button></div>
        <div data-island="customer-carousel" class="contents"><section id="carousel">c</section></div>
      </main>`);
    const hydrated = schedule(['header']);
    expect(hydrated).toEqual(['header']);
    scrollTo($('#carousel'));
    scrollTo($('#carousel'));
    expect(hydrated).toEqual(['header', 'customer-carousel']);
  });

  it('hydrates an island the moment it is touched or focused, before it is seen', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const $ = page(`
      <div data-island="order-custom" class="contents"><button id="add">Order</button></div>
      <div data-island="contact-form" class="contents"><input id="field"></div>
      <p id="static">static</p>`);
    const hydrated = schedule();
    $('#static').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(hydrated).toEqual([]);
    $('#add').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    $('#field').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(hydrated).toEqual(['order-custom', 'contact-form']);
  });

  it('hydrates first what the boot script held a tap for, before or after it started', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const $ = page(`
      <div data-island="header" class="contents"><header>h</header></div>
      <div data-island="order-custom" data-island-wanted class="contents"><button>Order</button></div>
      <div data-island="customer-carousel" class="contents"><button id="next">Next</button></div>`);
    const hydrated = schedule(['header']);
    expect(hydrated).toEqual(['order-custom', 'header']);
    $('#next').dispatchEvent(new Event(ISLAND_WANTED_EVENT, { bubbles: true }));
    expect(hydrated).toEqual(['order-custom', 'header', 'customer-carousel']);
  });

  it('hydrates everything at once where the browser cannot say what is in view', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    page(`<div data-island="header"><p>h</p></div><div data-island="order-custom"><p>o</p></div>`);
    expect(schedule()).toEqual(['header', 'order-custom']);
  });
});

describe('islands within islands', () => {
  it('belong to the outermost one, which hydrates them', () => {
    const $ = page(`
      <div data-island="help-center"><div data-island="order-custom"><button id="inner">x</button></div></div>
      <p id="static">static</p>`);
    expect(topLevelIslands(document).map((e) => e.getAttribute('data-island'))).toEqual([
      'help-center',
    ]);
    expect(outermostIsland($('#inner'))!.getAttribute('data-island')).toBe('help-center');
    expect(outermostIsland($('#static'))).toBeNull();
  });
});
