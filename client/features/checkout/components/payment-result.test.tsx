import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderListItem, PaymentStatus } from '../../../../shared/schemas/checkout.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { goToPayment } from '../lib/go-to-payment.ts';
import { PaymentResult } from './payment-result.tsx';

vi.mock('../lib/go-to-payment.ts', () => ({ goToPayment: vi.fn() }));

const order = (id: string, name: string, paid: boolean) =>
  ({
    id,
    product: { name, imageUrl: '/images/products/agbada-1-800.webp' },
    tailor: { businessName: 'Eko Agbada House', location: 'Lagos' },
    totalAmount: 187500,
    paymentState: paid ? 'paid' : 'unpaid',
  }) as OrderListItem;

const payment = (state: PaymentStatus['state'], credit = 0): PaymentStatus => ({
  reference: 'telo_ref_1',
  state,
  amount: 375000 - credit,
  credit,
  channel: state === 'success' ? 'card' : null,
  currency: 'NGN',
  orders: [
    order('o1', 'Wine Velvet Owambe Agbada', state === 'success'),
    order('o2', 'Gold Lace Buba', state === 'success'),
  ],
});

let posts: { url: string; body: unknown }[];
beforeEach(() => {
  posts = [];
  vi.mocked(goToPayment).mockClear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      posts.push({ url, body: JSON.parse(String(init.body)) });
      return Response.json(
        {
          reference: 'telo_ref_2',
          authorizationUrl: 'http://pay.example/2',
          orderIds: ['o1', 'o2'],
        },
        { status: 201 },
      );
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderResult(state: PaymentStatus['state'], credit = 0) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <PaymentResult payment={payment(state, credit)} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the payment result', () => {
  it('says how a payment with store credit was split (issue 28)', () => {
    renderResult('success', 15000);
    expect(screen.getByRole('status').textContent).toContain(
      'You paid ₦360,000 by card through Paystack + ₦15,000 Telo credit for 2 orders',
    );
  });

  it('lists the paid orders with links to each', () => {
    renderResult('success');
    expect(screen.getByRole('heading', { name: 'Payment received' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain(
      'You paid ₦375,000 by card through Paystack for 2 orders',
    );
    const items = within(screen.getByRole('region', { name: 'Your paid orders' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('Paid');
    expect(
      within(items[1]!)
        .getByRole('link', { name: /View Order\s*Gold Lace Buba/ })
        .getAttribute('href'),
    ).toBe('/orders/o2');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it.each([
    ['failed', 'Payment failed'],
    ['abandoned', 'Payment not completed'],
    ['initialized', 'Payment not completed'],
  ] as const)(
    '%s: says nothing is paid, and Try again pays the same orders anew',
    async (state, title) => {
      const user = userEvent.setup();
      renderResult(state);
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
      expect(screen.getByRole('status').textContent).toMatch(/your cart is as you left it/);
      expect(screen.getAllByText('Not paid', { exact: false })).toHaveLength(2);
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(posts).toEqual([{ url: '/api/payments/telo_ref_1/retry', body: {} }]);
      await vi.waitFor(() => expect(goToPayment).toHaveBeenCalledWith('http://pay.example/2'));
    },
  );

  it('expired: leads back to checkout instead', () => {
    renderResult('expired');
    expect(screen.getByRole('heading', { name: 'Payment expired' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Checkout' }).getAttribute('href')).toBe(
      '/checkout',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
