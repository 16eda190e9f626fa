import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutboxEntry } from '../../../shared/schemas/account.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import DevOutboxPage from './dev-outbox.tsx';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <DevOutboxPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('/dev/outbox', () => {
  it('lists what was sent in the order the API gives (newest first): channel, to, body, time', async () => {
    const entries: OutboxEntry[] = [
      {
        channel: 'sms',
        to: '+2348031234567',
        body: 'Your Telo code is 482913. It expires in 10 minutes.',
        createdAt: '2026-11-25T09:05:07.000Z',
      },
      {
        channel: 'email',
        to: 'amaka@example.ng',
        body: 'Your Telo code is 000111. It expires in 10 minutes.',
        createdAt: '2026-11-25T09:01:00.000Z',
      },
    ];
    fetchMock.mockResolvedValue(Response.json(entries));
    renderPage();
    const list = await screen.findByRole('list', { name: 'Sent messages' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^SMS.*\+2348031234567.*25 November 2026, 10:05:07.*482913/),
      expect.stringMatching(/^Email.*amaka@example\.ng.*10:01:00.*000111/),
    ]);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/dev/outbox');
  });

  it('is the 404 page once a real message provider is configured (the API answers 404)', async () => {
    fetchMock.mockResolvedValue(Response.json({ message: 'Not Found' }, { status: 404 }));
    renderPage();
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Outbox' })).toBeNull();
  });
});
