import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderDetail } from '../../../../shared/schemas/checkout.ts';
import { Toaster } from '../../../components/layout/toaster.tsx';
import { createQueryClient } from '../../../lib/query-client.ts';
import { toasts } from '../../../lib/notify.ts';
import { useOrder } from '../api/get-order.ts';
import OrderReleasePanel from './order-release.tsx';

type Release = NonNullable<OrderDetail['release']>;
const withRelease = (release: Release) => ({ id: 'o1', userId: 'user1', release }) as OrderDetail;

let current: Release;
let posts: string[];
let answer: () => Response;

beforeEach(() => {
  posts = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (init.method === 'POST') {
        posts.push(url);
        return answer();
      }
      return Response.json(withRelease(current));
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  const shown = toasts.current();
  if (shown) act(() => toasts.dismiss(shown.id));
});

/** The panel as the order page shows it: from the order's query, which the answer replaces. */
function Page() {
  const order = useOrder('o1');
  return order.data?.release ? (
    <OrderReleasePanel orderId="o1" release={order.data.release} />
  ) : null;
}

function show(release: Release) {
  current = release;
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Page />
      <Toaster />
    </QueryClientProvider>,
  );
}

describe('OrderReleasePanel', () => {
  it("a delivered order: the date the tailor is paid, and I've received it releases it now", async () => {
    show({ releasedAt: null, releaseDate: '2026-12-05T10:00:00.000Z', canConfirm: true });
    expect(
      await screen.findByText(
        'The tailor is paid on 5 December 2026 unless you report a fit problem.',
      ),
    ).toBeTruthy();
    expect(screen.getByText(/This releases the tailor.s payment/)).toBeTruthy();
    answer = () =>
      Response.json(
        withRelease({
          releasedAt: '2026-11-28T15:00:00.000Z',
          releaseDate: null,
          canConfirm: false,
        }),
      );
    await userEvent.setup().click(screen.getByRole('button', { name: "I've received it" }));
    expect(await screen.findByText('You confirmed receiving this order.')).toBeTruthy();
    expect(screen.getByText('Payment released to the tailor on 28 November 2026.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: "I've received it" })).toBeNull();
    expect(posts).toEqual(['/api/orders/o1/received']);
  });

  it('an order released earlier says when, without a button', async () => {
    show({ releasedAt: '2026-11-20T15:00:00.000Z', releaseDate: null, canConfirm: false });
    expect(
      await screen.findByText('Payment released to the tailor on 20 November 2026.'),
    ).toBeTruthy();
    expect(screen.queryByText('You confirmed receiving this order.')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("a refusal shows the server's words and keeps the button", async () => {
    show({ releasedAt: null, releaseDate: null, canConfirm: true });
    answer = () =>
      Response.json(
        { message: 'A fit claim on this order is still open: confirm once it is settled.' },
        { status: 409 },
      );
    await userEvent.setup().click(await screen.findByRole('button', { name: "I've received it" }));
    expect(
      await screen.findByText(
        'A fit claim on this order is still open: confirm once it is settled.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: "I've received it" })).toBeTruthy();
    expect(screen.queryByText(/The tailor is paid on/)).toBeNull();
  });
});
