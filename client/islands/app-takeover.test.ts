import { afterEach, describe, expect, it } from 'vitest';
import { linkToFollow } from './app-takeover.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

/** A click on the first link of `html`, as the islands' listener sees it. */
function click(html: string, init: MouseEventInit = {}, here = 'http://localhost/help') {
  document.body.innerHTML = html;
  const target =
    document.querySelector('a, button')!.querySelector('span') ??
    document.querySelector('a, button')!;
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  Object.defineProperty(event, 'target', { value: target });
  return linkToFollow(event, new URL(here) as unknown as Location)?.href ?? null;
}

describe('linkToFollow', () => {
  it('follows a link to another page of Telo inside the app', () => {
    expect(click('<a href="/size-guide"><span>Size Guide</span></a>')).toBe(
      'http://localhost/size-guide',
    );
    expect(click('<a href="/products?q=lace">Lace</a>', {}, 'http://localhost/products')).toBe(
      'http://localhost/products?q=lace',
    );
  });

  it('leaves to the browser what the browser should do', () => {
    expect(click('<a href="https://wa.me/234">WhatsApp</a>')).toBeNull();
    expect(click('<a href="/help" target="_blank">new tab</a>')).toBeNull();
    expect(click('<a href="/terms.pdf" download>file</a>')).toBeNull();
    expect(click('<a href="#main">Skip</a>')).toBeNull();
    expect(click('<a href="/size-guide">Size Guide</a>', { ctrlKey: true })).toBeNull();
    expect(click('<a href="/size-guide">Size Guide</a>', { button: 1 })).toBeNull();
    expect(click('<button type="button">Not a link</button>')).toBeNull();
  });
});
