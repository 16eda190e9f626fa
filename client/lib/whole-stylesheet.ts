/**
 * The whole stylesheet of a server-rendered page (decision 058). The page arrives with only the
 * rules its own code can use, inline; the whole sheet is fetched beside it without blocking the
 * paint (`<link media="print" data-full-css>`) and applied only when the browser is about to draw
 * an element with a class those inline rules lack (a dialog, a toast, a lazy part, another page).
 * Applying it earlier would style the whole page a second time for nothing, after its first paint.
 */
const LINK = 'link[data-full-css]';

/** Resolves once the whole stylesheet has arrived (or failed to): hydration waits for it. */
export function wholeStylesheetArrived(): Promise<unknown> {
  const link = document.querySelector<HTMLLinkElement>(LINK);
  if (!link || link.sheet) return Promise.resolve();
  return new Promise((resolve) => {
    link.addEventListener('load', resolve, { once: true });
    link.addEventListener('error', resolve, { once: true });
  });
}

/** The class names the rules of a sheet name (`.md\:flex` → `md:flex`). */
export function classesOf(rules: CSSRuleList, into = new Set<string>()): Set<string> {
  for (const rule of rules) {
    if ('cssRules' in rule) classesOf((rule as CSSGroupingRule).cssRules, into);
    if (!('selectorText' in rule)) continue;
    for (const match of (rule as CSSStyleRule).selectorText.matchAll(
      /\.((?:\\[0-9a-fA-F]{1,6} ?|\\.|[\w-])+)/g,
    )) {
      into.add(
        match[1]!.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_, hex: string, char: string) =>
          hex ? String.fromCodePoint(parseInt(hex, 16)) : char,
        ),
      );
    }
  }
  return into;
}

/**
 * Applies the whole stylesheet (media "all") as soon as an element comes, or a class changes, to
 * one the inline rules do not style but the whole sheet does, or a <dialog> holding one opens: in
 * the same task as the change, so before it is painted. Call once the sheet has arrived, before
 * hydration starts.
 */
export function applyWholeStylesheetWhenNeeded(root: Element = document.documentElement) {
  const link = document.querySelector<HTMLLinkElement>(LINK);
  const whole = link?.sheet;
  if (!link || !whole || link.media === 'all') return;
  const inline = new Set<string>();
  for (const style of document.querySelectorAll('style')) {
    if (style.sheet) classesOf(style.sheet.cssRules, inline);
  }
  const styledLater = classesOf(whole.cssRules);
  for (const name of inline) styledLater.delete(name);
  const needs = (element: Element) => {
    for (const name of element.classList) if (styledLater.has(name)) return true;
    return false;
  };
  // A closed <dialog> (the cart sheet, mounted early) is not drawn: it is looked at when it opens.
  const closed = (element: Element) => element.closest('dialog:not([open])') !== null;
  const needsAny = (element: Element) =>
    (!closed(element) && needs(element)) ||
    [...element.querySelectorAll('[class]')].some((inner) => !closed(inner) && needs(inner));
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') {
        const target = record.target as Element;
        if (record.attributeName === 'open' ? needsAny(target) : !closed(target) && needs(target))
          return apply();
        continue;
      }
      for (const node of record.addedNodes) {
        if (node instanceof Element && needsAny(node)) return apply();
      }
    }
  });
  function apply() {
    link!.media = 'all';
    observer.disconnect();
  }
  observer.observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['class', 'open'],
  });
}
