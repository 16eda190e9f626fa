import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartItem } from '../../../../shared/schemas/cart.ts';
import type {
  CheckoutQuote,
  CheckoutQuoteRequest,
  SavedAddress,
} from '../../../../shared/schemas/checkout.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { goToPayment } from '../lib/go-to-payment.ts';
import { orderTotalProblem } from '../../../../shared/money-limits.ts';
import { CheckoutForm } from './checkout-form.tsx';

vi.mock('../lib/go-to-payment.ts', () => ({ goToPayment: vi.fn() }));

const item = (
  productId: string,
  name: string,
  price: number,
  tailor: string,
  location: string,
): CartItem => ({
  id: `row-${productId}`,
  userId: 'user1',
  productId,
  quantity: 1,
  createdAt: '2026-11-20T00:00:00.000Z',
  product: {
    id: productId,
    tailorId: `t-${productId}`,
    name,
    description: 'Made to measure',
    category: 'Agbada',
    price,
    imageUrl: '/images/products/agbada-1-800.webp',
    isAvailable: true,
    createdAt: '2025-01-01T00:00:00.000Z',
    tailor: { businessName: tailor, location, rating: 4.8 },
  },
});
const agbada = item('p1', 'Wine Velvet Owambe Agbada', 185000, 'Eko Agbada House', 'Lagos');
const lace = item('p2', 'Gold Lace Buba', 95000, 'Arewa Stitches', 'Kano');

const saved: SavedAddress = {
  id: 'a1',
  name: 'Adaeze Okafor',
  phone: '+2348031234567',
  street: '12 Admiralty Way',
  city: 'Lekki',
  state: 'Lagos',
  createdAt: '2026-11-01T00:00:00.000Z',
};

/**
 * A stand-in server: fees by state, rush offered when a date is before 2026-12-10 and charged
 * only when the quote says it was ticked (rushAccepted), every call kept.
 */
let calls: { method: string; url: string; body?: unknown }[];
let checkoutAnswer: () => Response;
/** When set, the quote answers this instead of a price. */
let quoteRefusal: (() => Response) | undefined;

function quoteFor(request: CheckoutQuoteRequest): CheckoutQuote {
  const fee =
    request.delivery.kind === 'pickup' ? 0 : request.delivery.state === 'Lagos' ? 2500 : 5000;
  const lines = request.items.map(({ productId, neededBy, rushAccepted }) => {
    const cart = [agbada, lace].find((i) => i.productId === productId)!;
    const rushRequired = Boolean(neededBy && neededBy < '2026-12-10');
    const basePrice = cart.product.price;
    const rushCharged = rushRequired && rushAccepted ? 20000 : 0;
    return {
      productId,
      product: { name: cart.product.name, imageUrl: cart.product.imageUrl, category: 'Agbada' },
      tailor: {
        id: cart.product.tailorId,
        businessName: cart.product.tailor.businessName,
        location: cart.product.tailor.location,
      },
      quantity: 1,
      basePrice,
      estimatedDays: 14,
      earliestDate: '2026-12-10',
      neededBy: neededBy ?? null,
      rushRequired,
      rushSurcharge: 20000,
      rushCharged,
      deliveryFee: fee,
      deliveryZone: fee
        ? { zone: 'same_state' as const, name: 'Delivery within Lagos' }
        : { zone: 'pickup' as const, name: 'Pickup from the workshop' },
      total: basePrice + rushCharged + fee,
    };
  });
  const subtotal = lines.reduce((s, l) => s + l.basePrice + l.rushCharged, 0);
  const deliveryTotal = lines.reduce((s, l) => s + l.deliveryFee, 0);
  const total = subtotal + deliveryTotal;
  return { lines, subtotal, deliveryTotal, total, credit: 0, amountDue: total, currency: 'NGN' };
}

beforeEach(() => {
  quoteRefusal = undefined;
  calls = [];
  checkoutAnswer = () =>
    Response.json(
      {
        reference: 'ref-1',
        authorizationUrl: 'http://pay.example/checkout/abc',
        orderIds: ['o1', 'o2'],
      },
      { status: 201 },
    );
  vi.mocked(goToPayment).mockClear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body });
      if (method === 'POST' && url === '/api/checkout/quote') {
        return quoteRefusal ? quoteRefusal() : Response.json(quoteFor(body));
      }
      if (method === 'POST' && url === '/api/checkout') return checkoutAnswer();
      return new Response('Not Found', { status: 404 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderForm({
  addresses = [] as SavedAddress[],
  hasMeasurements = true,
  account = undefined as { fullName: string | null; phone: string | null } | undefined,
} = {}) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <CheckoutForm
        items={[agbada, lace]}
        hasMeasurements={hasMeasurements}
        measurements={<p>Chest 42 in</p>}
        savedAddresses={addresses}
        account={account}
      />
    </QueryClientProvider>,
  );
}

const checkouts = () => calls.filter((c) => c.method === 'POST' && c.url === '/api/checkout');
const payButton = () => screen.getByRole('button', { name: /^Pay/ });

describe('the checkout form', () => {
  it('shows each item as an order and the server total on the Pay button once a state is chosen', async () => {
    const user = userEvent.setup();
    renderForm();
    const orders = screen.getByRole('region', { name: 'Your orders' });
    expect(within(orders).getByRole('article', { name: 'Wine Velvet Owambe Agbada' })).toBeTruthy();
    expect(within(orders).getByText('by Arewa Stitches')).toBeTruthy();
    // No state yet: the outfits are priced, the delivery fee is not.
    expect(await screen.findByText('Choose your state')).toBeTruthy();
    expect(payButton().textContent).toBe('Pay');

    await user.selectOptions(screen.getByLabelText('State'), 'Lagos');
    expect(await screen.findByRole('button', { name: 'Pay ₦285,000' })).toBeTruthy();
    expect(screen.getByTestId('checkout-total').textContent).toBe('₦285,000');
    expect(calls.at(-1)?.body).toEqual({
      items: [
        { productId: 'p1', neededBy: null, rushAccepted: false },
        { productId: 'p2', neededBy: null, rushAccepted: false },
      ],
      // The city too, once typed: the route from each tailor decides the fee (decision 052).
      delivery: { kind: 'delivery', state: 'Lagos', city: '' },
    });
    // Each line names its delivery zone beside the fee the server answered.
    expect(screen.getAllByText('Delivery within Lagos').length).toBeGreaterThan(0);
  });

  it('says what is missing under each field and sends nothing', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.selectOptions(screen.getByLabelText('State'), 'Lagos');
    await user.click(await screen.findByRole('button', { name: 'Pay ₦285,000' }));
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Phone number is required')).toBeTruthy();
    expect(screen.getByText('Street address is required')).toBeTruthy();
    expect(screen.getByText('City is required')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Full name'));
    expect(checkouts()).toHaveLength(0);

    // After the first Pay, each change checks again.
    await user.type(screen.getByLabelText('Full name'), 'Adaeze Okafor');
    expect(screen.queryByText('Name is required')).toBeNull();
    await user.type(screen.getByLabelText('Phone number'), '12345');
    expect(screen.getByText('Enter a Nigerian phone number, e.g. 0803 123 4567')).toBeTruthy();
  });

  it("fills a first checkout's name and number from the account, and a saved address before them", () => {
    const account = { fullName: 'Kemi Adeyemi', phone: '+2348091112222' };
    renderForm({ account });
    expect(screen.getByLabelText<HTMLInputElement>('Full name').value).toBe('Kemi Adeyemi');
    expect(screen.getByLabelText<HTMLInputElement>('Phone number').value).toBe('+2348091112222');
    expect(screen.getByLabelText<HTMLInputElement>('Street address').value).toBe('');
    cleanup();
    renderForm({ account, addresses: [saved] });
    expect(screen.getByLabelText<HTMLInputElement>('Full name').value).toBe('Adaeze Okafor');
  });

  it('pays: sends the choices (never a price) and goes to the payment page', async () => {
    const user = userEvent.setup();
    renderForm({ addresses: [saved] });
    // The newest saved address is filled in.
    expect((screen.getByLabelText('Street address') as HTMLInputElement).value).toBe(
      '12 Admiralty Way',
    );
    const notes = screen.getAllByLabelText('Notes for the tailor (optional)');
    await user.type(notes[0]!, 'Gold embroidery on the cuffs');
    await user.click(await screen.findByRole('button', { name: 'Pay ₦285,000' }));
    expect(checkouts()).toHaveLength(1);
    expect(checkouts()[0]!.body).toEqual({
      items: [
        {
          productId: 'p1',
          neededBy: null,
          notes: 'Gold embroidery on the cuffs',
          rushAccepted: false,
        },
        { productId: 'p2', neededBy: null, notes: null, rushAccepted: false },
      ],
      delivery: {
        kind: 'delivery',
        address: {
          name: 'Adaeze Okafor',
          phone: '+2348031234567',
          street: '12 Admiralty Way',
          city: 'Lekki',
          state: 'Lagos',
        },
        saveAddress: false,
      },
    });
    expect(JSON.stringify(checkouts()[0]!.body)).not.toMatch(/price|total|amount/i);
    await vi.waitFor(() =>
      expect(goToPayment).toHaveBeenCalledWith('http://pay.example/checkout/abc'),
    );
    expect(screen.getByRole('button', { name: 'Opening payment…' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('offers the rush option with its surcharge for a date sooner than the tailor needs', async () => {
    const user = userEvent.setup();
    renderForm({ addresses: [saved] });
    const [first] = screen.getAllByLabelText('Needed by (optional)');
    await user.type(first!, '2026-12-01');
    const rush = await screen.findByRole('checkbox', { name: 'Rush this order (+₦20,000)' });
    await user.click(await screen.findByRole('button', { name: 'Pay ₦285,000' }));
    expect(screen.getByText(/accept the rush option or choose a later date/)).toBeTruthy();
    expect(checkouts()).toHaveLength(0);
    await user.click(rush);
    await user.click(await screen.findByRole('button', { name: 'Pay ₦305,000' }));
    expect(checkouts()[0]!.body).toMatchObject({
      items: [{ productId: 'p1', neededBy: '2026-12-01', rushAccepted: true }, { productId: 'p2' }],
    });
  });

  it('adds the rush surcharge to the summary and Pay only once "Rush this order" is ticked', async () => {
    const user = userEvent.setup();
    renderForm({ addresses: [saved] });
    const summary = () => screen.getByTestId('checkout-summary');
    const [first] = screen.getAllByLabelText('Needed by (optional)');
    await user.type(first!, '2026-12-01');
    const rush = await screen.findByRole('checkbox', { name: 'Rush this order (+₦20,000)' });
    // Offered beside the date, not charged: ₦185,000 + ₦95,000 + 2 × ₦2,500 delivery.
    expect(await screen.findByRole('button', { name: 'Pay ₦285,000' })).toBeTruthy();
    expect(within(summary()).queryByText('Rush surcharge')).toBeNull();
    expect(within(summary()).getByTestId('checkout-total').textContent).toBe('₦285,000');

    await user.click(rush);
    expect(await screen.findByRole('button', { name: 'Pay ₦305,000' })).toBeTruthy();
    expect(within(summary()).getByText('Rush surcharge')).toBeTruthy();
    expect(within(summary()).getByText('₦20,000')).toBeTruthy();
    expect(calls.at(-1)?.body).toMatchObject({
      items: [{ productId: 'p1', neededBy: '2026-12-01', rushAccepted: true }, { productId: 'p2' }],
    });

    await user.click(rush);
    expect(await screen.findByRole('button', { name: 'Pay ₦285,000' })).toBeTruthy();
    expect(within(summary()).queryByText('Rush surcharge')).toBeNull();
  });

  it('pickup costs no delivery and needs no address', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('radio', { name: 'Pick up from the tailor' }));
    expect(screen.getByText(/in Lagos and Kano/)).toBeTruthy();
    expect(screen.queryByLabelText('Street address')).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Pay ₦280,000' }));
    expect(checkouts()[0]!.body).toMatchObject({ delivery: { kind: 'pickup' } });
  });

  it("shows the server's refusal: a 400's field issue beside its field, a 409's message", async () => {
    const user = userEvent.setup();
    checkoutAnswer = () =>
      Response.json(
        {
          message: 'Invalid request',
          issues: [{ path: 'delivery.address.city', message: 'City is too vague' }],
        },
        { status: 400 },
      );
    renderForm({ addresses: [saved] });
    await user.click(await screen.findByRole('button', { name: 'Pay ₦285,000' }));
    expect(await screen.findByText('City is too vague', { selector: 'p[id]' })).toBeTruthy();
    expect(goToPayment).not.toHaveBeenCalled();

    checkoutAnswer = () =>
      Response.json({ message: 'Gold Lace Buba is no longer in your cart' }, { status: 409 });
    await user.click(screen.getByRole('button', { name: 'Pay ₦285,000' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Gold Lace Buba is no longer in your cart',
    );
  });

  it("shows the quote's refusal in the summary and offers no Pay (a total past the limit)", async () => {
    const message = orderTotalProblem(100_000_000_000);
    quoteRefusal = () =>
      Response.json({ message, issues: [{ path: 'items', message }] }, { status: 400 });
    renderForm();
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect((payButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('with no measurements saved, says so and sends nothing', async () => {
    const user = userEvent.setup();
    renderForm({ addresses: [saved], hasMeasurements: false });
    await user.click(await screen.findByRole('button', { name: 'Pay ₦285,000' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Save your measurements first: your tailor cuts from them',
    );
    expect(checkouts()).toHaveLength(0);
  });
});
