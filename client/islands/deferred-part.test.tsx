import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { deferredPart, preloadParts } from './deferred-part.tsx';

function ShareButton({ label }: { label: string }) {
  return (
    <button type="button" onClick={() => document.body.setAttribute('data-shared', label)}>
      {label}
    </button>
  );
}

describe('deferredPart()', () => {
  it('is off outside the islands build: the app and the server draw their parts at once', () => {
    expect(import.meta.env.TELO_ISLANDS).toBeFalsy();
  });

  it('fetches its code once, and once fetched hydrates over the server markup as the part itself', async () => {
    const load = vi.fn(() => Promise.resolve(ShareButton));
    const Share = deferredPart(load);
    // The island waits for its parts (registry.ts); static parts among them need nothing.
    await preloadParts([Share, ShareButton, 'not a part']);
    await preloadParts([Share]);
    expect(load).toHaveBeenCalledTimes(1);

    const holder = document.createElement('div');
    holder.innerHTML = renderToString(<ShareButton label="Share" />);
    document.body.append(holder);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(holder, <Share label="Share" />);
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    holder.querySelector('button')!.click();
    expect(document.body.getAttribute('data-shared')).toBe('Share');
    holder.remove();
  });
});
