import { afterEach, describe, expect, it } from 'vitest';
import { applyWholeStylesheetWhenNeeded, classTokens } from './whole-stylesheet.ts';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

const WHOLE =
  '.flex{display:flex}.p-4{padding:1rem}.fixed{position:fixed}@media (min-width:48rem){.md\\:grid{display:grid}}';

/** A page as the server sends it: its own rules inline, the whole sheet loaded for print. */
async function page() {
  document.head.innerHTML =
    '<style>.flex{display:flex}.p-4{padding:1rem}</style>' +
    '<link rel="stylesheet" href="/whole.css" media="print" data-full-css>';
  const link = document.querySelector<HTMLLinkElement>('link[data-full-css]')!;
  Object.defineProperty(link, 'sheet', { value: {} }); // it has arrived
  document.body.innerHTML = '<main class="flex p-4"><p class="lucide">Hello</p></main>';
  await applyWholeStylesheetWhenNeeded(document.documentElement, async (href) => {
    expect(href).toMatch(/\/whole\.css$/);
    return WHOLE;
  });
  return link;
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the whole stylesheet, applied when needed', () => {
  it('stays unapplied while the page only shows what its inline rules style', async () => {
    const link = await page();
    const more = document.createElement('div');
    more.className = 'flex p-4 lucide'; // "lucide" has no rule anywhere
    document.querySelector('main')!.append(more);
    await settled();
    expect(link.media).toBe('print');
  });

  it('applies when an element comes with a class only the whole sheet styles', async () => {
    const link = await page();
    const dialog = document.createElement('div');
    dialog.innerHTML = '<div class="fixed">A sheet</div>';
    document.body.append(dialog);
    await settled();
    expect(link.media).toBe('all');
  });

  it('waits for a closed dialog to open (the cart sheet is mounted early)', async () => {
    const link = await page();
    const dialog = document.createElement('dialog');
    dialog.innerHTML = '<div class="fixed">Your cart</div>';
    document.body.append(dialog);
    await settled();
    expect(link.media).toBe('print');
    dialog.setAttribute('open', '');
    await settled();
    expect(link.media).toBe('all');
  });

  it('applies when a class changes to one only the whole sheet styles', async () => {
    const link = await page();
    document.querySelector('p')!.className = 'md:grid';
    await settled();
    expect(link.media).toBe('all');
  });

  it('applies at once when the whole sheet cannot be read, rather than draw something unstyled', async () => {
    document.head.innerHTML =
      '<style>.flex{display:flex}</style><link rel="stylesheet" href="/whole.css" media="print" data-full-css>';
    const link = document.querySelector<HTMLLinkElement>('link[data-full-css]')!;
    Object.defineProperty(link, 'sheet', { value: {} });
    await applyWholeStylesheetWhenNeeded(document.documentElement, () =>
      Promise.reject(new Error('offline')),
    );
    expect(link.media).toBe('all');
  });
});

describe('the classes a stylesheet styles, read from its text', () => {
  it('reads each class as written, escapes included, the way CSS.escape writes a name', () => {
    const css =
      '@layer utilities{.md\\:grid{display:grid}.w-1\\/2{width:50%}.py-1\\.5{padding:.375rem 0}' +
      '.\\32 xl\\:flex{display:flex}.group:hover .group-hover\\:underline{text-decoration:underline}}' +
      '@media (min-width:40rem){.sm\\:p-4{padding:1rem}}:where(.space-y-4>:not(:last-child)){margin:0}';
    const tokens = classTokens(css);
    for (const name of [
      'md:grid',
      'w-1/2',
      'py-1.5',
      '2xl:flex',
      'group',
      'group-hover:underline',
      'sm:p-4',
      'space-y-4',
    ])
      expect(tokens.has(CSS.escape(name)), name).toBe(true);
    // A number in a value is read too, and can never be taken for a class.
    expect([...tokens].filter((token) => /^\d/.test(token))).toEqual(['375rem']);
    expect(tokens.has(CSS.escape('375rem'))).toBe(false);
  });
});
