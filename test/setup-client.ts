import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
// jsdom has no CSS.escape; this is the CSSOM specification's algorithm, as browsers have it.
import 'css.escape';

afterEach(() => cleanup());

// jsdom has <dialog> but not its modal methods; the browser's own (top layer, inert page,
// Escape) are checked by the e2e journeys in Chromium.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  if (!this.open) return;
  this.removeAttribute('open');
  // As browsers do: the close event comes a task later, not inside close().
  setTimeout(() => this.dispatchEvent(new Event('close')));
};
