/**
 * The whole stylesheet of a server-rendered page (decision 058). The page arrives with only the
 * rules its own code can use, inline; the whole sheet is fetched without blocking the paint (the
 * boot script adds `<link media="print" data-full-css>` after it) and applied only when the
 * browser is about to draw an element with a class those inline rules lack (a dialog, a toast, a
 * lazy part, another page).
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

/** A class in a selector as the stylesheet writes it, escapes and all (`md\:flex`). */
const CLASS_TOKEN = /\.((?:\\[0-9a-fA-F]{1,6} ?|\\.|[\w-])+)/g;

/**
 * The classes a stylesheet's text names, as written there (escaped: `.md\:flex` gives
 * `md\:flex`; compare with `CSS.escape(name)`): one pass of one regular expression over the text,
 * no parsing and no unescaping. A number in a value (`.5rem`) comes along, and never equals an
 * escaped class name, which cannot start with a digit. Walking the sheets' rules (`cssRules`,
 * `selectorText`) instead took 8–12 ms of this machine's main thread, parsing their text and
 * unescaping each name 7 ms: on a phone ten times slower, a long task of its own (decision 061).
 */
export function classTokens(css: string, into = new Set<string>()): Set<string> {
  for (const [, token] of css.matchAll(CLASS_TOKEN)) into.add(token!);
  return into;
}

/** The whole stylesheet's text, from the HTTP cache where its link has just put it. */
const fetchText = async (href: string) => (await fetch(href, { cache: 'force-cache' })).text();

/**
 * Applies the whole stylesheet (media "all") as soon as an element comes, or a class changes, to
 * one the inline rules do not style but the whole sheet does, or a <dialog> holding one opens: in
 * the same task as the change, so before it is painted. Call once the sheet has arrived, and let
 * hydration start once this has resolved.
 */
export async function applyWholeStylesheetWhenNeeded(
  root: Element = document.documentElement,
  wholeText: (href: string) => Promise<string> = fetchText,
) {
  const link = document.querySelector<HTMLLinkElement>(LINK);
  if (!link?.sheet || link.media === 'all') return;
  let whole: string;
  try {
    whole = await wholeText(link.href);
  } catch {
    link.media = 'all'; // what it styles is unknown: applied now, so nothing is drawn unstyled
    return;
  }
  // Worked out the first time the page changes, not before hydration: a page that only adopts
  // the server's HTML may never need it.
  let styledLater: Set<string> | undefined;
  const later = () => {
    if (styledLater) return styledLater;
    const inline = new Set<string>();
    for (const style of document.querySelectorAll('style')) classTokens(style.textContent, inline);
    styledLater = classTokens(whole);
    for (const token of inline) styledLater.delete(token);
    return styledLater;
  };
  const escaped = new Map<string, string>();
  const needs = (element: Element) => {
    for (const name of element.classList) {
      let token = escaped.get(name);
      if (token === undefined) escaped.set(name, (token = CSS.escape(name)));
      if (later().has(token)) return true;
    }
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
