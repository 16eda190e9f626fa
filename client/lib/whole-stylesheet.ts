/**
 * The whole stylesheet of a server-rendered page (decision 058). The page arrives with only the
 * rules its own code can use, inline; the whole sheet is fetched without blocking the paint (the
 * boot script adds `<link media="print" data-full-css>` after it) and applied only when the browser is about to draw
 * an element with a class those inline rules lack (a dialog, a toast, a lazy part, another page).
 * Applying it earlier would style the whole page a second time for nothing, after its first paint.
 */
import { selectorClasses } from '../../shared/selector-classes.ts';

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

/**
 * A rule's prelude: the text before a `{` (a selector list, or an at-rule and its condition),
 * from the `{`, `}` or `;` before it, so that a failed match costs one step, not a rescan.
 */
const PRELUDE = /(?:^|[{};])([^{};]*)(?=\{)/g;

/**
 * The class names a stylesheet's selectors name (`.md\:flex` → `md:flex`), read from its text.
 * Walking the sheet's rules (`cssRules`, `selectorText`) instead took 8–12 ms of the main thread
 * on this machine for the two sheets, at the start of hydration: on a phone ten times slower, a
 * long task of its own (decision 061).
 */
export function classesOf(css: string, into = new Set<string>()): Set<string> {
  for (const [, prelude] of css.matchAll(PRELUDE)) {
    if (prelude!.trimStart().startsWith('@')) continue;
    for (const name of selectorClasses(prelude!)) into.add(name);
  }
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
    for (const style of document.querySelectorAll('style')) classesOf(style.textContent, inline);
    styledLater = classesOf(whole);
    for (const name of inline) styledLater.delete(name);
    return styledLater;
  };
  const needs = (element: Element) => {
    for (const name of element.classList) if (later().has(name)) return true;
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
