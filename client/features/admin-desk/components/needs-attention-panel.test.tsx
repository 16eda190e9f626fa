import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AttentionRefund } from '../../../../shared/schemas/needs-attention.ts';
import { Toaster } from '../../../components/layout/toaster.tsx';
import { createQueryClient } from '../../../lib/query-client.ts';
import { toasts } from '../../../lib/notify.ts';
import { NeedsAttentionPanel } from './needs-attention-panel.tsx';

const refund: AttentionRefund = {
  id: 'r1',
  state: 'failed',
  amount: 23500,
  paymentReference: 'telo_0123456789abcdef01234567',
  orderId: 'a1b2c3d4-0000-4000-8000-000000000001',
  productName: 'Aso-oke Gele Set',
  shopperName: 'Chiamaka Eze',
  failureReason: 'Refund amount cannot be more than the amount left to refund',
  failedAt: '2026-11-28T09:00:00.000Z',
  createdAt: '2026-11-28T08:59:00.000Z',
};

let posts: { url: string; body: unknown }[];

beforeEach(() => {
  posts = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (init.method === 'POST') {
        posts.push({ url, body: JSON.parse(String(init.body)) });
        return Response.json({ ...refund, state: 'settled' });
      }
      return Response.json({ items: [refund], page: 1, pageSize: 20, total: 1 });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  const shown = toasts.current();
  if (shown) act(() => toasts.dismiss(shown.id));
});

function renderPanel() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <NeedsAttentionPanel />
      <Toaster />
    </QueryClientProvider>,
  );
}

describe('Needs attention', () => {
  it("lists a refused refund with the provider's words; Retry asks again", async () => {
    const user = userEvent.setup();
    renderPanel();
    expect(await screen.findByText(/Refund amount cannot be more than/)).toBeTruthy();
    expect(screen.getByText('1 refund refused by Paystack')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(posts).toEqual([{ url: '/api/admin/refunds/r1/retry', body: {} }]);
  });

  it('Mark settled by hand needs a note first, then sends it', async () => {
    const user = userEvent.setup();
    renderPanel();
    await screen.findByText(/Refund amount cannot be more than/);
    await user.click(screen.getByRole('button', { name: 'Mark settled by hand' }));
    expect(screen.getByText(/Write how it was settled/)).toBeTruthy();
    expect(posts).toEqual([]);
    await user.type(screen.getByLabelText('How it was settled'), 'Bank transfer, GTB 0042');
    await user.click(screen.getByRole('button', { name: 'Mark settled by hand' }));
    expect(posts).toEqual([
      { url: '/api/admin/refunds/r1/settle', body: { note: 'Bank transfer, GTB 0042' } },
    ]);
    expect(await screen.findByText('Refund settled')).toBeTruthy();
  });
});
