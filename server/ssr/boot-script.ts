import { BOOT_SCRIPT } from './inline/inline-scripts.generated.ts';

/**
 * The boot script's tag, the only script a rendered page carries inline besides the signed-in
 * hint: it waits for the first paint and the main pictures, then loads the page's code, and holds
 * the taps that come before hydration (server/ssr/inline/boot.ts, compiled at build into the text
 * whose hash the CSP allows, decision 047). The tag names the module to run and the modules to
 * fetch alongside it, and the whole stylesheet when the page inlines only its own rules.
 */
export function bootScriptTag(
  entry: string,
  preloads: string[],
  options: { islands?: boolean; app?: string; css?: string } = {},
) {
  // data-islands: the page hydrates island by island (decision 059), and holds taps per island;
  // data-app: the single-page app's entry, which takes the page over when a link is followed;
  // data-css: the whole stylesheet, when the page inlines only its own rules (decision 058).
  const attributes =
    (options.islands ? ' data-islands' : '') +
    (options.app ? ` data-app="${escapeAttribute(options.app)}"` : '') +
    (options.css ? ` data-css="${escapeAttribute(options.css)}"` : '');
  return `<script data-entry="${escapeAttribute(entry)}" data-preload="${escapeAttribute(preloads.join(' '))}"${attributes}>${BOOT_SCRIPT}</script>`;
}

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
