import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Review } from '../../../../shared/schemas/review.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { RateReview } from './rate-review.tsx';

let posted: { url: string; body: unknown }[];

beforeEach(() => {
  posted = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (init.method === 'POST') posted.push({ url, body: JSON.parse(String(init.body)) });
      return new Response(JSON.stringify({ id: 'r1', tailorId: 't1' }), {
        status: 201,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const show = (existing?: Review) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RateReview orderId="o1" userId="user1" existing={existing} />
    </QueryClientProvider>,
  );

describe('Rate & Review', () => {
  it('asks for stars and a few words before posting, then posts what was chosen', async () => {
    const user = userEvent.setup();
    show();
    await user.click(screen.getByRole('button', { name: 'Rate & Review' }));
    await user.click(screen.getByRole('button', { name: 'Post review' }));
    expect(screen.getByText('Choose from 1 to 5 stars')).toBeTruthy();
    expect(screen.getByText(/at least 10 characters/)).toBeTruthy();
    expect(posted).toEqual([]);

    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.type(screen.getByLabelText('Your review'), 'Lovely fit, a day late.');
    await user.click(screen.getByRole('button', { name: 'Post review' }));
    expect(posted).toEqual([
      {
        url: '/api/orders/o1/review',
        body: { rating: 4, body: 'Lovely fit, a day late.', photos: [] },
      },
    ]);
  });

  it('shows the shopper’s review, as text, once written', async () => {
    const user = userEvent.setup();
    const body = '<b>Great</b> <script>alert(1)</script>';
    const { container } = show({
      id: 'r1',
      orderId: 'o1',
      tailorId: 't1',
      reviewer: 'Adaeze O.',
      productName: 'Senator Suit',
      rating: 5,
      body,
      photos: [],
      reply: 'Thank you!',
      repliedAt: null,
      createdAt: '2026-01-01T10:00:00Z',
    });
    await user.click(screen.getByRole('button', { name: 'Rate & Review' }));
    expect(screen.getByText(body)).toBeTruthy();
    expect(container.querySelector('script, b')).toBeNull();
    expect(screen.getByText('Thank you!')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Post review' })).toBeNull();
  });
});
