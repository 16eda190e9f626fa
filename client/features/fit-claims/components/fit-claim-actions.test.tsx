import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FitClaim } from '../../../../shared/schemas/fit-claims.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { FitClaimActions } from './fit-claim-actions.tsx';

const claim = (over: Partial<FitClaim>): FitClaim => ({
  id: 'c1',
  orderId: 'o1',
  userId: 'u1',
  tailorId: 't1',
  garment: 'Agbada trousers',
  problem: 'Too long',
  severity: 'major',
  photos: [],
  measurements: null,
  state: 'reported',
  creditAmount: null,
  creditCap: 30000,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  product: { name: 'Wine Velvet Agbada', imageUrl: '/images/products/agbada-1-800.webp' },
  tailor: { businessName: 'Lekki Agbada House' },
  events: [],
  viewer: 'tailor',
  actions: ['answer', 'dispute'],
  ...over,
});

let posts: { url: string; body: unknown }[];
beforeEach(() => {
  posts = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      posts.push({ url, body: JSON.parse(String(init.body)) });
      return Response.json(claim({ state: 'credited', actions: [] }));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const renderActions = (c: FitClaim) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <FitClaimActions claim={c} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('FitClaimActions', () => {
  it("offers the tailor's answer with the credit Telo would give, and sends it", async () => {
    renderActions(claim({}));
    const answer = screen.getByLabelText('Your answer');
    expect(
      screen.getByRole('option', { name: 'Cannot fix it: Telo credits ₦30,000' }),
    ).toBeTruthy();
    await userEvent.selectOptions(answer, 'cannot_fix');
    await userEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(posts).toEqual([
      { url: '/api/fit-claims/c1/answer', body: { answer: 'cannot_fix', note: '' } },
    ]);
  });

  it('offers nothing the server did not allow', () => {
    const { container } = renderActions(claim({ viewer: 'shopper', actions: [] }));
    expect(container.textContent).toBe('');
  });

  it('asks for a reason before sending a dispute to Telo', async () => {
    renderActions(claim({ viewer: 'shopper', actions: ['dispute'] }));
    await userEvent.click(screen.getByRole('button', { name: 'Ask Telo to decide' }));
    expect(screen.getByRole('alert').textContent).toBe('Reason is required');
    expect(posts).toEqual([]);
    await userEvent.type(
      screen.getByLabelText('Not happy with the answer? Tell Telo why'),
      'Still loose',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ask Telo to decide' }));
    expect(posts).toEqual([{ url: '/api/fit-claims/c1/dispute', body: { note: 'Still loose' } }]);
  });
});
