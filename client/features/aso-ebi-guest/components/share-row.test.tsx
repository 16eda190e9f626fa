import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicEvent } from '../../../../shared/schemas/aso-ebi-guest.ts';
import { ShareRow } from './share-row.tsx';

const event = {
  id: 'demo-aso-ebi-wedding',
  name: 'Folake & Kunle’s Wedding',
  payBy: '2026-12-26',
} as PublicEvent;
const path = '/events/demo-aso-ebi-wedding';

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'share');
});

describe('ShareRow', () => {
  it('links WhatsApp with the share text and the full event link', () => {
    render(<ShareRow event={event} path={path} />);
    const href = screen.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href')!;
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    const text = decodeURIComponent(href.slice('https://wa.me/?text='.length));
    expect(text).toBe(
      `Folake & Kunle’s Wedding: choose your aso-ebi look and pay by 26 December 2026 on Telo. ${window.location.origin}${path}`,
    );
    // No share sheet on a browser without the Web Share API.
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
  });

  it('offers the phone’s share sheet where the Web Share API exists', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    render(<ShareRow event={event} path={path} />);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({ title: event.name, url: `${window.location.origin}${path}` }),
    );
  });
});
