import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '../../../../shared/schemas/account.ts';
import type { CartItem } from '../../../../shared/schemas/cart.ts';
import type { Product } from '../../../../shared/schemas/product.ts';
import { toasts } from '../../../lib/notify.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { OWN_WORKSHOP_ORDER } from '../../../../shared/own-workshop.ts';
import { CartSheetProvider } from '../state/cart-sheet-state.tsx';
import { AddToCartButton } from './add-to-cart-button.tsx';
import { HeaderCart } from './header-cart.tsx';

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
const row = (p: Product, userId = 'user1'): CartItem => ({
  id: `row-${p.id}`,
  userId,
  productId: p.id,
  quantity: 1,
  createdAt: '2025-01-02T00:00:00.000Z',
  product: p,
});

const demoShopper: Me = {
  id: 'user1',
  username: 'user1',
  fullName: 'Adaeze Okafor',
  phone: null,
  email: 'user1@telo.ng',
  roles: ['shopper'],
  demo: true,
  signedIn: false,
  createdAt: '2025-06-14T10:30:00.000Z',
};
const liveGuest: Me = { ...demoShopper, id: null, username: null, fullName: null, email: null };

/** A stand-in server: who the browser acts for, their cart rows and every call it received. */
let me: Me;
let serverCart: CartItem[];
let calls: { method: string; url: string; body?: unknown }[];
/** When set, POST /api/cart answers this refusal instead of adding. */
let addRefusal: (() => Response) | undefined;

beforeEach(() => {
  me = demoShopper;
  serverCart = [];
  calls = [];
  addRefusal = undefined;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body });
      if (method === 'GET' && url === '/api/me') return Response.json(me);
      if (method === 'GET' && url === `/api/users/${me.id}/cart`) return Response.json(serverCart);
      if (method === 'GET' && url === `/api/users/${me.id}/cart/count`)
        return Response.json({ count: serverCart.reduce((n, item) => n + item.quantity, 0) });
      if (method === 'POST' && url === '/api/cart') {
        if (addRefusal) return addRefusal();
        // A live-mode visitor who was nobody is a guest from their first write on (issue 12).
        if (me.id === null) me = { ...me, id: 'guest-7', roles: ['shopper'] };
        serverCart.push(
          row(
            [agbada, lace].find((p) => p.id === body.productId)!,
            me.id!,
          ),
        );
        return Response.json({}, { status: 201 });
      }
      if (method === 'DELETE' && url === `/api/users/${me.id}/cart`) {
        serverCart = [];
        return new Response(null, { status: 204 });
      }
      if (method === 'DELETE' && url.startsWith(`/api/users/${me.id}/cart/`)) {
        serverCart = serverCart.filter((item) => !url.endsWith(`/${item.productId}`));
        return new Response(null, { status: 204 });
      }
      return new Response('Not Found', { status: 404 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderCart() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/products']}>
        <CartSheetProvider>
          <HeaderCart />
          <AddToCartButton product={lace} label="Order Custom" pendingLabel="Adding..." />
          <Routes>
            <Route path="/products" element={<p>Outfits page</p>} />
            <Route path="/checkout" element={<h1>Checkout page</h1>} />
          </Routes>
        </CartSheetProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Reads of the cart's contents (not of its count), which only the open sheet may make. */
const cartReads = () => calls.filter((c) => c.method === 'GET' && c.url.endsWith('/cart'));

describe('the cart sheet', () => {
  it('reads the server cart only once opened, then shows its items and total', async () => {
    serverCart = [row(agbada)];
    const user = userEvent.setup();
    renderCart();
    expect(cartReads()).toHaveLength(0);

    await user.click(await screen.findByRole('button', { name: 'Cart, 1 item' }));
    const sheet = await screen.findByRole('dialog', { name: 'Shopping Cart' });
    expect(await within(sheet).findByText('Royal Agbada')).toBeTruthy();
    expect(within(sheet).getByText('by Eko Agbada House')).toBeTruthy();
    expect(within(sheet).getByTestId('cart-total').textContent).toBe('₦185,000');
    expect(cartReads()).toHaveLength(1);
  });

  it('shows the server’s count in the badge on load, without reading the cart’s contents', async () => {
    serverCart = [row(agbada), { ...row(lace), quantity: 2 }];
    renderCart();
    expect(await screen.findByRole('button', { name: 'Cart, 3 items' })).toBeTruthy();
    expect(screen.getByTestId('cart-count').textContent).toBe('3');
    expect(cartReads()).toHaveLength(0);
  });

  it('adds one piece, counts it in the badge, and replaces local items with the server list', async () => {
    serverCart = [row(agbada)];
    const user = userEvent.setup();
    renderCart();
    expect(await screen.findByRole('button', { name: 'Cart, 1 item' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Order Custom' }));
    // The server's count now covers both outfits, before the sheet has been opened.
    expect(await screen.findByRole('button', { name: 'Cart, 2 items' })).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      userId: 'user1',
      productId: 'p2',
      quantity: 1,
    });
    // Closed sheet: the add did not read the cart.
    expect(cartReads()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cart, 2 items' }));
    const sheet = await screen.findByRole('dialog', { name: 'Shopping Cart' });
    expect(await within(sheet).findByText('Royal Agbada')).toBeTruthy();
    expect(within(sheet).getByText('Gold Lace Buba')).toBeTruthy();
    expect(within(sheet).getByTestId('cart-total').textContent).toBe('₦280,000');
  });

  it('tells a tailor adding her own outfit why it is refused; any other failure keeps the spec’s words', async () => {
    const user = userEvent.setup();
    renderCart();
    addRefusal = () => Response.json({ message: OWN_WORKSHOP_ORDER }, { status: 403 });
    await user.click(screen.getByRole('button', { name: 'Order Custom' }));
    await vi.waitFor(() =>
      expect(toasts.current()).toMatchObject({ title: 'Error', description: OWN_WORKSHOP_ORDER }),
    );
    addRefusal = () => Response.json({ message: 'Something went wrong' }, { status: 500 });
    await user.click(screen.getByRole('button', { name: 'Order Custom' }));
    await vi.waitFor(() =>
      expect(toasts.current()).toMatchObject({
        title: 'Error',
        description: 'Failed to add item to cart',
      }),
    );
    expect(serverCart).toEqual([]);
  });

  it('lets a live-mode guest with no id yet add: no userId is sent, then their own cart is read', async () => {
    me = liveGuest;
    const user = userEvent.setup();
    renderCart();
    await user.click(screen.getByRole('button', { name: 'Order Custom' }));
    expect(await screen.findByRole('button', { name: 'Cart, 1 item' })).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ productId: 'p2', quantity: 1 });

    await user.click(screen.getByRole('button', { name: 'Cart, 1 item' }));
    const sheet = await screen.findByRole('dialog', { name: 'Shopping Cart' });
    expect(await within(sheet).findByText('Gold Lace Buba')).toBeTruthy();
    expect(cartReads().map((c) => c.url)).toEqual(['/api/users/guest-7/cart']);
  });

  it('keeps the badge at the server’s count as items are removed and the cart is cleared', async () => {
    serverCart = [row(agbada), row(lace)];
    const user = userEvent.setup();
    renderCart();
    await user.click(await screen.findByRole('button', { name: 'Cart, 2 items' }));
    const sheet = await screen.findByRole('dialog', { name: 'Shopping Cart' });
    await user.click(await within(sheet).findByRole('button', { name: 'Remove Royal Agbada' }));
    expect(await screen.findByRole('button', { name: 'Cart, 1 item' })).toBeTruthy();
    await user.click(within(sheet).getByRole('button', { name: 'Clear Cart' }));
    expect(await screen.findByRole('button', { name: 'Cart' })).toBeTruthy();
    expect(screen.queryByTestId('cart-count')).toBeNull();
  });

  it('shows the empty state when the server cart is empty', async () => {
    const user = userEvent.setup();
    renderCart();
    await user.click(screen.getByRole('button', { name: 'Cart' }));
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
    expect(screen.queryByTestId('cart-count')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue Shopping' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opened again straight after closing, the sheet stays open', async () => {
    const user = userEvent.setup();
    renderCart();
    const cartButton = screen.getByRole('button', { name: 'Cart' });
    await user.click(cartButton);
    const sheet = await screen.findByRole('dialog', { name: 'Shopping Cart' });
    // Closed and reopened before the browser has announced the close (a task later).
    fireEvent.click(within(sheet).getByRole('button', { name: 'Close' }));
    fireEvent.click(cartButton);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByRole('dialog', { name: 'Shopping Cart' })).toBeTruthy();
  });

  it('Proceed to Checkout closes the sheet and opens /checkout', async () => {
    serverCart = [row(agbada)];
    const user = userEvent.setup();
    renderCart();
    await user.click(screen.getByRole('button', { name: 'Cart' }));
    const sheet = await screen.findByRole('dialog', { name: 'Shopping Cart' });
    await within(sheet).findByText('Royal Agbada');
    await user.click(within(sheet).getByRole('button', { name: 'Proceed to Checkout' }));
    expect(await screen.findByRole('heading', { name: 'Checkout page' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
