import { afterEach, describe, expect, it } from 'vitest';
import { applyWholeStylesheetWhenNeeded } from './whole-stylesheet.ts';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

/** A page as the server sends it: its own rules inline, the whole sheet loaded for print. */
function page() {
  document.head.innerHTML =
    '<style>.flex{display:flex}.p-4{padding:1rem}</style>' +
    '<link rel="stylesheet" href="/whole.css" media="print" data-full-css>';
  const whole = document.createElement('style');
  whole.textContent =
    '.flex{display:flex}.p-4{padding:1rem}.fixed{position:fixed}@media (min-width:48rem){.md\\:grid{display:grid}}';
  document.body.append(whole);
  const link = document.querySelector<HTMLLinkElement>('link[data-full-css]')!;
  Object.defineProperty(link, 'sheet', { value: whole.sheet });
  whole.remove();
  document.body.innerHTML = '<main class="flex p-4"><p class="lucide">Hello</p></main>';
  applyWholeStylesheetWhenNeeded();
  return link;
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the whole stylesheet, applied when needed', () => {
  it('stays unapplied while the page only shows what its inline rules style', async () => {
    const link = page();
    const more = document.createElement('div');
    more.className = 'flex p-4 lucide'; // "lucide" has no rule anywhere
    document.querySelector('main')!.append(more);
    await settled();
    expect(link.media).toBe('print');
  });

  it('applies when an element comes with a class only the whole sheet styles', async () => {
    const link = page();
    const dialog = document.createElement('div');
    dialog.innerHTML = '<div class="fixed">A sheet</div>';
    document.body.append(dialog);
    await settled();
    expect(link.media).toBe('all');
  });

  it('waits for a closed dialog to open (the cart sheet is mounted early)', async () => {
    const link = page();
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
    const link = page();
    document.querySelector('p')!.className = 'md:grid';
    await settled();
    expect(link.media).toBe('all');
  });
});
