import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderDetail, OrderPaymentState } from '../../../../shared/schemas/checkout.ts';
import { Toaster } from '../../../components/layout/toaster.tsx';
import { createQueryClient } from '../../../lib/query-client.ts';
import { toasts } from '../../../lib/notify.ts';
import { CancelOrderButton } from './cancel-order-button.tsx';

const order = (paymentState: OrderPaymentState, credit = 0) => ({
  id: 'o1',
  totalAmount: 38500,
  credit,
  paymentState,
  product: { name: 'Adire Alabere Midi Dress' },
});

/** The server's answer to the cancel: the order cancelled, its payment as the server left it. */
const cancelled = (state: OrderPaymentState, credit = 0) =>
  ({
    id: 'o1',
    userId: 'user1',
    status: 'cancelled',
    paymentState: state,
    credit,
    payment:
      state === 'unpaid'
        ? null
        : {
            reference: 'ref',
            state,
            amount: 38500.5,
            card: 38500.5 - credit,
            credit,
            channel: 'card',
            currency: 'NGN',
            provider: 'paystack',
          },
  }) as unknown as OrderDetail;

let answer: () => Response;
let posts: string[];

beforeEach(() => {
  posts = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (init.method === 'POST') {
        posts.push(url);
        return answer();
      }
      return Response.json([]);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  const shown = toasts.current();
  if (shown) act(() => toasts.dismiss(shown.id));
});

function renderButton(state: OrderPaymentState, credit = 0) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <CancelOrderButton order={order(state, credit)} />
      <Toaster />
    </QueryClientProvider>,
  );
}

describe('Cancel Order', () => {
  it('asks first, and Keep Order sends nothing', async () => {
    const user = userEvent.setup();
    renderButton('paid');
    await user.click(screen.getByRole('button', { name: 'Cancel Order' }));
    expect(
      (await screen.findByRole('group', { name: 'Cancel this order?' })).textContent,
    ).toContain('₦38,500 back to your card through Paystack.');
    await user.click(await screen.findByRole('button', { name: 'Keep Order' }));
    expect(screen.queryByRole('group')).toBeNull();
    expect(posts).toEqual([]);
  });

  it('cancels a paid order and says the payment will be refunded', async () => {
    answer = () => Response.json(cancelled('refund_pending'));
    const user = userEvent.setup();
    renderButton('paid');
    await user.click(screen.getByRole('button', { name: 'Cancel Order' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, Cancel Order' }));
    expect(await screen.findByText('Order cancelled')).toBeTruthy();
    // The amount refunded is written to the kobo.
    expect(screen.getByText('₦38,500.50 back to your card through Paystack')).toBeTruthy();
    expect(posts).toEqual(['/api/orders/o1/cancel']);
  });

  it('says where each part goes back when credit paid part of it (issue 28)', async () => {
    answer = () => Response.json(cancelled('refund_pending', 15000));
    const user = userEvent.setup();
    renderButton('paid', 15000);
    await user.click(screen.getByRole('button', { name: 'Cancel Order' }));
    expect(
      (await screen.findByRole('group', { name: 'Cancel this order?' })).textContent,
    ).toContain('₦23,500 back to your card through Paystack; ₦15,000 back to your Telo credit.');
    await user.click(await screen.findByRole('button', { name: 'Yes, Cancel Order' }));
    expect(
      await screen.findByText(
        '₦23,500.50 back to your card through Paystack; ₦15,000 back to your Telo credit',
      ),
    ).toBeTruthy();
  });

  it('cancels an unpaid order and says nothing was charged', async () => {
    answer = () => Response.json(cancelled('unpaid'));
    const user = userEvent.setup();
    renderButton('unpaid');
    await user.click(screen.getByRole('button', { name: 'Cancel Order' }));
    expect((await screen.findByRole('group')).textContent).toContain(
      'Nothing has been charged for it.',
    );
    await user.click(await screen.findByRole('button', { name: 'Yes, Cancel Order' }));
    expect(await screen.findByText('Nothing was charged for this order')).toBeTruthy();
  });

  it("a refusal shows the server's words, and nothing claims a cancel", async () => {
    answer = () =>
      Response.json({ message: 'Only a pending order can be cancelled' }, { status: 409 });
    const user = userEvent.setup();
    renderButton('paid');
    await user.click(screen.getByRole('button', { name: 'Cancel Order' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, Cancel Order' }));
    expect(await screen.findByText('Only a pending order can be cancelled')).toBeTruthy();
    expect(screen.queryByText('Order cancelled')).toBeNull();
  });
});
