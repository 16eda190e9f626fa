import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartItem } from '../../../../shared/schemas/cart.ts';
import type { Product } from '../../../../shared/schemas/product.ts';
import { HeaderCart } from '../../../components/layout/header-cart.tsx';
import { createQueryClient } from '../../../lib/query-client.ts';
import { CartProvider } from '../state/cart-context.tsx';
import { AddToCartButton } from './add-to-cart-button.tsx';

const product = (id: string, name: string, price: number): Product => ({
  id,
  tailorId: 't1',
  name,
  description: 'Made to measure',
  category: 'Agbada',
  price,
  imageUrl: '/images/products/agbada-1-800.webp',
  isAvailable: true,
  createdAt: '2025-01-01T00:00:00.000Z',
  tailor: { businessName: 'Eko Agbada House', location: 'Lagos', rating: 4.9 },
});
const agbada = product('p1', 'Royal Agbada', 185000);
const lace = product('p2', 'Gold Lace Buba', 95000);
const row = (p: Product): CartItem => ({
  id: `row-${p.id}`,
  userId: 'user1',
  productId: p.id,
  quantity: 1,
  createdAt: '2025-01-02T00:00:00.000Z',
  product: p,
});

/** A stand-in server: the cart rows it holds and every call it received. */
let serverCart: CartItem[];
let calls: { method: string; url: string; body?: unknown }[];

beforeEach(() => {
  serverCart = [];
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body });
      if (method === 'GET' && url === '/api/users/user1/cart') return Response.json(serverCart);
      if (method === 'POST' && url === '/api/cart') {
        serverCart.push(row([agbada, lace].find((p) => p.id === body.productId)!));
        return Response.json({}, { status: 201 });
      }
      return new Response('Not Found', { status: 404 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderCart() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <CartProvider>
        <HeaderCart />
        <AddToCartButton product={lace} label="Order Custom" pendingLabel="Adding..." />
      </CartProvider>
    </QueryClientProvider>,
  );
}

const cartReads = () => calls.filter((c) => c.method === 'GET');

describe('the cart sheet', () => {
  it('reads the server cart only once opened, then shows its items and total', async () => {
    serverCart = [row(agbada)];
    const user = userEvent.setup();
    renderCart();
    expect(cartReads()).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Cart' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Cart' }));
    const sheet = await screen.findByRole('dialog', { name: 'Shopping Cart' });
    expect(await within(sheet).findByText('Royal Agbada')).toBeTruthy();
    expect(within(sheet).getByText('by Eko Agbada House')).toBeTruthy();
    expect(within(sheet).getByTestId('cart-total').textContent).toBe('₦185,000');
    expect(cartReads()).toHaveLength(1);
  });

  it('adds one piece, counts it in the badge, and replaces local items with the server list', async () => {
    serverCart = [row(agbada)];
    const user = userEvent.setup();
    renderCart();
    await user.click(screen.getByRole('button', { name: 'Order Custom' }));
    expect(await screen.findByRole('button', { name: 'Cart, 1 item' })).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      userId: 'user1',
      productId: 'p2',
      quantity: 1,
    });
    // Closed sheet: the add did not read the cart.
    expect(cartReads()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cart, 1 item' }));
    const sheet = await screen.findByRole('dialog', { name: 'Shopping Cart' });
    expect(await within(sheet).findByText('Royal Agbada')).toBeTruthy();
    expect(within(sheet).getByText('Gold Lace Buba')).toBeTruthy();
    expect(within(sheet).getByTestId('cart-total').textContent).toBe('₦280,000');
  });

  it('shows the empty state when the server cart is empty', async () => {
    const user = userEvent.setup();
    renderCart();
    await user.click(screen.getByRole('button', { name: 'Cart' }));
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue Shopping' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
